import { describe, expect, it } from "vitest";
import { loadSite } from "../../../cli/config/load.js";
import { planPages, routeFile, routeUrl } from "../../../cli/build/plan.js";
import type { MarkdownSource } from "../../../cli/content/front-matter.js";
import { REPO_ROOT } from "../../helpers/fixture-site.js";

const loaded = await loadSite(REPO_ROOT);
if (!loaded.ok) throw new Error("the repository's site must load");
const model = loaded.value;

describe("planning pages", () => {
  it("puts the locale first in every URL and output file", () => {
    expect(routeUrl("en", "/")).toBe("/en/");
    expect(routeUrl("pt-PT", "/pro/welcome")).toBe("/pt-PT/pro/welcome/");
    expect(routeFile("en", "/")).toBe("en/index.html");
    expect(routeFile("de", "/pro/privacy-terms/non-us/de")).toBe("de/pro/privacy-terms/non-us/de/index.html");
  });

  it("plans every route of the site in every locale, each file once", () => {
    const pages = planPages(model, new Map());
    expect(pages).toHaveLength(model.routes.length * model.locales.length);
    expect(new Set(pages.map((p) => p.file)).size).toBe(pages.length);
    expect(pages.filter((p) => p.route.path === "/subscriptions/activation-flow/this-device/activate-by-email")).toHaveLength(37);
  });

  it("uses the locale's Markdown and falls back to the default locale's", () => {
    const source = (file: string): MarkdownSource => ({ file, data: {}, body: "" });
    const content = new Map([["en/about.md", source("content/en/about.md")], ["de/about.md", source("content/de/about.md")]]);
    const about = planPages(model, content).filter((p) => p.route.path === "/about");
    expect(about.find((p) => p.locale.code === "de")!.content!.file).toBe("content/de/about.md");
    expect(about.find((p) => p.locale.code === "fr")!.content!.file).toBe("content/en/about.md");
    expect(planPages(model, content).find((p) => p.route.path === "/")!.content).toBeNull();
  });
});

describe("naming template files for reports", () => {
  it("finds templates/pages/{Name}Page.tsx for each template, else the entry", async () => {
    const { templateSources } = await import("../../../cli/build/build.js");
    const sources = templateSources(REPO_ROOT, ["home", "not-found", "legal", "no-such-template"]);
    expect(Object.fromEntries(sources)).toEqual({
      home: "templates/pages/HomePage.tsx",
      "not-found": "templates/pages/NotFoundPage.tsx",
      legal: "templates/pages/LegalPage.tsx",
      "no-such-template": "templates/index.tsx",
    });
  });
});
