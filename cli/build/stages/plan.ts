import type { Locale, Route } from "../../../contracts/config/index.js";
import type { ConfigLocator, SiteModel } from "../../config/load.js";
import { fail, ok, type Result } from "../../errors.js";
import { runRules, violationToError } from "../../rules/registry.js";
import { NOT_FOUND_TEMPLATE } from "../../rules/templates.js";
import { routeFile, routeUrl } from "../../../contracts/routes.js";
import { islandConfigFiles } from "../plan/island-config.js";
import { eligibilityFiles } from "../write/site-files.js";
import type { Content } from "./content.js";
import { planCollections } from "../plan/collections.js";
import type { Plan, PlannedOutput, PlannedPage, Schedule } from "../types.js";
import { defineStage } from "./define.js";

const NOT_FOUND_PATH = "/404.html";

/** Stage 3: the site and its content -> every page and every other file the build will write. Pure. */
function planStage(input: {
  model: SiteModel;
  content: Pick<Content, "markdown" | "messages" | "entries">;
  locate: ConfigLocator;
  schedule: Schedule;
}): Result<Plan> {
  const plan = planSite(input.model, input.content, input.schedule);
  const violations = runRules({ config: input.model, outputs: plan.outputs }, "outputs");
  return violations.length
    ? fail(...violations.map((violation) => violationToError(violation, input.locate)))
    : ok(plan);
}

export function planSite(
  model: SiteModel,
  content: Pick<Content, "markdown" | "messages"> & Partial<Pick<Content, "entries">>,
  schedule: Schedule,
): Plan {
  const collections = planCollections(model, content.entries ?? new Map(), content.markdown, schedule);
  const pages = [
    ...model.routes.flatMap((route) => model.locales.map((locale) => planPage(model, route, locale, content))),
    ...collections.pages,
  ];
  const notFoundRoute: Route = {
    path: NOT_FOUND_PATH,
    id: NOT_FOUND_TEMPLATE,
    template: NOT_FOUND_TEMPLATE,
    theme: model.themes.default ? "default" : Object.keys(model.themes)[0]!,
    specificPurpose: false,
    legal: false,
  };
  const notFound = model.locales.map((locale) => planPage(model, notFoundRoute, locale, content));
  const fallback = notFound.find((page) => page.locale.code === model.site.defaultLocale)!;
  const islandConfig = islandConfigFiles(model, content.messages);
  const outputs: PlannedOutput[] = [
    ...pages.map(
      (page): PlannedOutput => ({
        file: page.file,
        kind: "page",
        by: page.collection
          ? `${page.url} (collection ${page.collection.collection})`
          : `${page.url} (route ${page.route.path})`,
        page,
      }),
    ),
    ...notFound.map(
      (page): PlannedOutput => ({
        file: page.file,
        kind: "not-found",
        by: `${page.url} (the ${page.locale.code} 404 page)`,
        page,
      }),
    ),
    // Hosts that look for a 404 page at the root get the default locale's.
    { file: "404.html", kind: "not-found", by: "404.html (the default 404 page)", page: fallback },
    { file: "index.html", kind: "root", by: "index.html (the language chooser)" },
    ...eligibilityFiles(model).map(
      ({ file, contents }): PlannedOutput => ({
        file,
        kind: "eligibility",
        by: `${file} (an eligibility file)`,
        contents,
      }),
    ),
    // Languages whose islands say the same words (all of them in English, say) share one file.
    ...[...new Map([...islandConfig].map(([locale, config]) => [config.file, { locale, ...config }])).values()].map(
      ({ locale, file, contents }): PlannedOutput => ({
        file,
        kind: "island-config",
        by: `${file} (the ${locale} island config)`,
        contents,
      }),
    ),
    ...collections.feeds.map(
      (feed): PlannedOutput => ({
        file: feed.file,
        kind: "feed",
        by: `${feed.file} (the ${feed.locale.code} ${feed.format} feed of ${feed.collection})`,
        feed,
      }),
    ),
    { file: "sitemap.xml", kind: "sitemap", by: "sitemap.xml" },
    { file: "robots.txt", kind: "robots", by: "robots.txt" },
    { file: "_headers", kind: "headers", by: "_headers (the security headers)" },
    { file: "manifest.json", kind: "manifest", by: "manifest.json (the build manifest)" },
  ];
  return {
    pages,
    notFound,
    outputs,
    islandConfig: Object.fromEntries([...islandConfig].map(([locale, { file }]) => [locale, `/${file}`])),
    entries: collections.entries,
  };
}

function planPage(model: SiteModel, route: Route, locale: Locale, content: Pick<Content, "markdown">): PlannedPage {
  return {
    route,
    locale,
    url: routeUrl(locale.code, route.path),
    file: routeFile(locale.code, route.path),
    content: route.content
      ? (content.markdown.get(`${locale.code}/${route.content}`) ??
        content.markdown.get(`${model.site.defaultLocale}/${route.content}`) ??
        null)
      : null,
  };
}

export const plan = defineStage({
  name: "plan",
  timed: true,
  needs: ["loaded", "content"],
  produces: "plan",
  run: ({ loaded, content }, context) =>
    planStage({ model: loaded.model, locate: loaded.locate, content, schedule: context.schedule }),
});
