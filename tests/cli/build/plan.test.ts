import { describe, expect, it } from "vitest";
import { loadSite } from "../../../cli/config/load.js";
import { routeFile, routeUrl } from "../../../contracts/routes.js";
import { planSite } from "../../../cli/build/stages/plan.js";
import { templateSources } from "../../../cli/build/stages/bundle.js";
import type { MarkdownSource } from "../../../cli/content/front-matter.js";
import { REPO_ROOT } from "../../helpers/fixture-site.js";

const loaded = await loadSite(REPO_ROOT);
if (!loaded.ok) throw new Error("the repository's site must load");
const model = loaded.value;
/** A build's clock and no preview: what `site build` plans with. */
const SCHEDULE = { now: Date.parse("2026-06-01T00:00:00Z"), preview: false };

describe("planning pages", () => {
  it("puts the locale first in every URL and output file", () => {
    expect(routeUrl("en", "/")).toBe("/en/");
    expect(routeUrl("pt-PT", "/pro/welcome")).toBe("/pt-PT/pro/welcome/");
    expect(routeFile("en", "/")).toBe("en/index.html");
    expect(routeFile("de", "/pro/privacy-terms/non-us/de")).toBe("de/pro/privacy-terms/non-us/de/index.html");
  });

  it("plans every route of the site in every locale, each file once", () => {
    // The collections' pages come after the routes' (their own tests are tests/cli/build/collections.test.ts).
    const pages = planSite(model, { markdown: new Map(), messages: {} }, SCHEDULE).pages.filter(
      (page) => !page.collection,
    );
    expect(pages).toHaveLength(model.routes.length * model.locales.length);
    expect(new Set(pages.map((p) => p.file)).size).toBe(pages.length);
    expect(
      pages.filter((p) => p.route.path === "/subscriptions/activation-flow/this-device/activate-by-email"),
    ).toHaveLength(37);
  });

  it("owns every file the build writes besides the bundles and public/, each once", () => {
    const { outputs, pages, notFound } = planSite(model, { markdown: new Map(), messages: {} }, SCHEDULE);
    const files = outputs.map((output) => output.file);
    expect(new Set(files).size).toBe(files.length);
    expect(files).toEqual(
      expect.arrayContaining([
        "index.html",
        "404.html",
        "en/404.html",
        "pt-PT/404.html",
        "sitemap.xml",
        "robots.txt",
        "_headers",
        "manifest.json",
        "subscriptions/eligibility/us.json",
      ]),
    );
    expect(outputs.filter((output) => output.kind === "page").map((output) => output.page)).toEqual(pages);
    expect(notFound.map((page) => page.url)).toEqual(model.locales.map((locale) => `/${locale.code}/404.html`));
  });

  it("plans one island config per language, with the islands' words in it and the brand filled in", () => {
    const messages = {
      en: { "subscription.screen.platform.ddg-internal": "Provided by {brand}", "client.tryAgain": "Try again" },
      de: { "subscription.screen.platform.ddg-internal": "Bereitgestellt von {brand}" },
    };
    const { outputs, islandConfig } = planSite(model, { markdown: new Map(), messages }, SCHEDULE);
    const configs = outputs.filter((output) => output.kind === "island-config");
    // German has its own words; French shows English and shares English's file.
    expect(islandConfig.de).not.toBe(islandConfig.en);
    expect(islandConfig.fr).toBe(islandConfig.en);
    expect(configs).toHaveLength(new Set(Object.values(islandConfig)).size);
    expect(Object.keys(islandConfig)).toEqual(model.locales.map((locale) => locale.code));
    const script = (locale: string) =>
      new TextDecoder().decode(
        configs.find((output) => `/${output.file}` === islandConfig[locale])!.contents as Uint8Array,
      );
    const words = (locale: string) =>
      JSON.parse(/^self\.__siteIslandConfig=(.*);$/m.exec(script(locale))![1]!).screenMessages as Record<
        string,
        string
      >;
    expect(words("de")["platform.ddg-internal"]).toBe(`Bereitgestellt von ${model.site.brand}`);
    expect(words("de").tryAgain).toBe("Try again");
    expect(words("fr")["platform.ddg-internal"]).toBe(`Provided by ${model.site.brand}`);
    expect(JSON.parse(/^self\.__siteIslandConfig=(.*);$/m.exec(script("de"))![1]!).services.calls.token.path).toBe(
      model.services.calls.token.path,
    );
  });

  it("uses the locale's Markdown and falls back to the default locale's", () => {
    const source = (file: string): MarkdownSource => ({ file, data: {}, body: "", version: file });
    const content = new Map([
      ["en/about.md", source("content/en/about.md")],
      ["de/about.md", source("content/de/about.md")],
    ]);
    const about = planSite(model, { markdown: content, messages: {} }, SCHEDULE).pages.filter(
      (p) => p.route.path === "/about",
    );
    expect(about.find((p) => p.locale.code === "de")!.content!.file).toBe("content/de/about.md");
    expect(about.find((p) => p.locale.code === "fr")!.content!.file).toBe("content/en/about.md");
    expect(
      planSite(model, { markdown: content, messages: {} }, SCHEDULE).pages.find((p) => p.route.path === "/")!.content,
    ).toBeNull();
  });
});

describe("naming template files for reports", () => {
  it("finds templates/pages/{Name}Page.tsx for each template, else the entry", async () => {
    const sources = templateSources(REPO_ROOT, ["home", "not-found", "legal", "no-such-template"]);
    expect(Object.fromEntries(sources)).toEqual({
      home: "templates/pages/HomePage.tsx",
      "not-found": "templates/pages/NotFoundPage.tsx",
      legal: "templates/pages/LegalPage.tsx",
      "no-such-template": "templates/index.tsx",
    });
  });
});
