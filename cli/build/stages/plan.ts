import type { Locale, Route } from "../../../contracts/config/index.js";
import type { ConfigLocator, SiteModel } from "../../config/load.js";
import type { MarkdownSource } from "../../content/front-matter.js";
import { fail, ok, type Result } from "../../errors.js";
import { runRules, violationToError } from "../../rules/registry.js";
import { NOT_FOUND_TEMPLATE } from "../../rules/templates.js";
import { routeFile, routeUrl } from "../../../contracts/routes.js";
import { islandConfigFiles } from "../plan/island-config.js";
import { eligibilityFiles } from "../write/site-files.js";
import type { Content } from "./content.js";
import type { CollectionView, EntrySummary } from "../../../contracts/collections.js";
import { planCollections, type PlannedFeed, type Schedule } from "../plan/collections.js";

export type { Schedule } from "../plan/collections.js";

export interface PlannedPage {
  route: Route;
  locale: Locale;
  /** URL path: /en/about/ */
  url: string;
  /** Output file relative to dist/: en/about/index.html */
  file: string;
  /** Markdown for this locale, or the default locale's when not translated. */
  content: MarkdownSource | null;
  /** On a collection's pages: what the page shows of the collection besides its Markdown. */
  collection?: CollectionView;
}

/** Every kind of file the build writes besides bundled assets and public/. */
type OutputKind = "page" | "not-found" | "root" | "sitemap" | "robots" | "headers" | "eligibility" | "island-config" | "feed" | "manifest";

export interface PlannedOutput {
  file: string;
  kind: OutputKind;
  /** What writes it, for people: "/en/about/ (route /about)". */
  by: string;
  /** The page rendered into it (pages and 404 pages). */
  page?: PlannedPage;
  /** What it holds, where the plan already knows (the eligibility files, the island config). */
  contents?: string | Uint8Array;
  /** A collection's feed: what the write stage writes into it. */
  feed?: PlannedFeed;
}

export interface Plan {
  /**
   * Every route in every locale, in a stable order (routes as written, then locales as written),
   * then the collections' pages (collections as written, then locales, lists, tags and entries).
   */
  pages: PlannedPage[];
  /** The 404 page of every locale. */
  notFound: PlannedPage[];
  /** Every output file, the pages and 404 pages included: the plan owns them all. */
  outputs: PlannedOutput[];
  /** URL of each language's island config (assets/island-config-HASH.js), which island pages load. */
  islandConfig: Record<string, string>;
  /** The entries of each collection a route lists, by locale (PageProps.entries). */
  entries: Record<string, Record<string, EntrySummary[]>>;
}

const NOT_FOUND_PATH = "/404.html";

/** Stage 3: the site and its content -> every page and every other file the build will write. Pure. */
export function planStage(input: { model: SiteModel; content: Pick<Content, "markdown" | "messages" | "entries">; locate: ConfigLocator; schedule: Schedule }): Result<Plan> {
  const plan = planSite(input.model, input.content, input.schedule);
  const violations = runRules({ config: input.model, outputs: plan.outputs }, "outputs");
  return violations.length ? fail(...violations.map((violation) => violationToError(violation, input.locate))) : ok(plan);
}

export function planSite(model: SiteModel, content: Pick<Content, "markdown" | "messages"> & Partial<Pick<Content, "entries">>, schedule: Schedule): Plan {
  const collections = planCollections(model, content.entries ?? new Map(), content.markdown, schedule);
  const pages = [...model.routes.flatMap((route) => model.locales.map((locale) => planPage(model, route, locale, content))), ...collections.pages];
  const notFoundRoute: Route = { path: NOT_FOUND_PATH, id: NOT_FOUND_TEMPLATE, template: NOT_FOUND_TEMPLATE, theme: model.themes.default ? "default" : Object.keys(model.themes)[0]!, specificPurpose: false, legal: false };
  const notFound = model.locales.map((locale) => planPage(model, notFoundRoute, locale, content));
  const fallback = notFound.find((page) => page.locale.code === model.site.defaultLocale)!;
  const islandConfig = islandConfigFiles(model, content.messages);
  const outputs: PlannedOutput[] = [
    ...pages.map((page): PlannedOutput => ({ file: page.file, kind: "page", by: page.collection ? `${page.url} (collection ${page.collection.collection})` : `${page.url} (route ${page.route.path})`, page })),
    ...notFound.map((page): PlannedOutput => ({ file: page.file, kind: "not-found", by: `${page.url} (the ${page.locale.code} 404 page)`, page })),
    // Hosts that look for a 404 page at the root get the default locale's.
    { file: "404.html", kind: "not-found", by: "404.html (the default 404 page)", page: fallback },
    { file: "index.html", kind: "root", by: "index.html (the language chooser)" },
    ...eligibilityFiles(model).map(({ file, contents }): PlannedOutput => ({ file, kind: "eligibility", by: `${file} (an eligibility file)`, contents })),
    // Languages whose islands say the same words (all of them in English, say) share one file.
    ...[...new Map([...islandConfig].map(([locale, config]) => [config.file, { locale, ...config }])).values()].map(
      ({ locale, file, contents }): PlannedOutput => ({ file, kind: "island-config", by: `${file} (the ${locale} island config)`, contents }),
    ),
    ...collections.feeds.map((feed): PlannedOutput => ({ file: feed.file, kind: "feed", by: `${feed.file} (the ${feed.locale.code} ${feed.format} feed of ${feed.collection})`, feed })),
    { file: "sitemap.xml", kind: "sitemap", by: "sitemap.xml" },
    { file: "robots.txt", kind: "robots", by: "robots.txt" },
    { file: "_headers", kind: "headers", by: "_headers (the security headers)" },
    { file: "manifest.json", kind: "manifest", by: "manifest.json (the build manifest)" },
  ];
  return { pages, notFound, outputs, islandConfig: Object.fromEntries([...islandConfig].map(([locale, { file }]) => [locale, `/${file}`])), entries: collections.entries };
}

function planPage(model: SiteModel, route: Route, locale: Locale, content: Pick<Content, "markdown">): PlannedPage {
  return {
    route,
    locale,
    url: routeUrl(locale.code, route.path),
    file: routeFile(locale.code, route.path),
    content: route.content ? (content.markdown.get(`${locale.code}/${route.content}`) ?? content.markdown.get(`${model.site.defaultLocale}/${route.content}`) ?? null) : null,
  };
}
