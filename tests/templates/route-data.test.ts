import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../cli/config/load.js";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ProductPage } from "../../templates/pages/ProductPage.js";
import { fakeProps, loadRealSite, ROOT } from "./fake-props.js";

/** Load the real site with one file's text changed, as an edit would. */
async function loadWith(file: string, change: (text: string) => string) {
  return loadSite(ROOT, async (path) => {
    const text = await readFile(path, "utf8");
    return path === join(ROOT, file) ? change(text) : text;
  });
}

/** Line and column of the first occurrence of `needle` in `text`, 1-based, as the loader reports them. */
function positionOf(text: string, needle: string): { line: number; column: number } {
  const before = text.slice(0, text.indexOf(needle));
  const lines = before.split("\n");
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}

describe("what a page shows is data checked when site.yaml loads", () => {
  it("stops at an icon that does not exist, pointing at it", async () => {
    let changed = "";
    const result = await loadWith("site.yaml", (text) => (changed = text.replace("{ id: fire, icon: fire }", "{ id: fire, icon: flame }")));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const error = result.errors[0]!;
    expect(error.message).toMatch(/expected one of .*"fire".*found "flame"/);
    expect(error.file).toBe("site.yaml");
    expect({ line: error.line, column: error.column }).toEqual(positionOf(changed, "flame"));
  });

  it("stops at a store badge placed in another badge instead of a card, pointing at it", async () => {
    let changed = "";
    const result = await loadWith("site.yaml", (text) => (changed = text.replace("ios-app: { partOf: mobile-apps, install: ios }", "ios-app: { partOf: android-app, install: ios }")));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]).toMatchObject({ file: "site.yaml", path: "routes[0].data.callsToAction.ios-app.partOf", ...positionOf(changed, "android-app, install") });
    expect(result.errors[0]!.message).toContain('"android-app" is not a card');
  });

  it("stops at a card that offers nothing once its badges are gone", async () => {
    const result = await loadWith("site.yaml", (text) =>
      text.replace("ios-app: { partOf: mobile-apps, install: ios }", "ios-app: { icon: tablet, installs: [ios] }").replace("android-app: { partOf: mobile-apps, install: android }", "android-app: { icon: phone, installs: [android] }"),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.path)).toEqual(["routes[0].data.callsToAction.mobile-apps"]);
    expect(result.errors[0]!.message).toContain("this card offers nothing");
  });

  it("stops a product route without its data when the page renders, naming the route", async () => {
    const result = await loadWith("site.yaml", (text) => text.replace("    theme: default\n    island: subscription-cta\n    data:\n      picture: duckai", "    theme: default\n    island: subscription-cta\n    datum:\n      picture: duckai"));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.message)).toEqual(['unknown field "datum"']);
    const model = await loadRealSite();
    const props = fakeProps(model, "duckai");
    expect(() => renderToStaticMarkup(createElement(ProductPage, { ...props, page: { ...props.page, data: null } }))).toThrow(/the route \/duckai \(template product\) needs data: in site\.yaml/);
  });

  it("has the data every route of this site's templates needs", async () => {
    const model = await loadRealSite();
    const { templates } = await import("../../templates/index.js");
    for (const route of model.routes) expect(() => renderToStaticMarkup(createElement(templates[route.template]!, fakeProps(model, route.id))), route.path).not.toThrow();
  });

  it("stops at data given to a template that takes none", async () => {
    const result = await loadWith("site.yaml", (text) => text.replace("    template: theme\n    theme: default\n", "    template: theme\n    theme: default\n    data: { picture: devices }\n"));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]!.message).toContain("the theme template takes no data");
  });

  it("stops at a bang filed under a category that is not listed", async () => {
    const result = await loadWith("config/bangs.yaml", (text) => text.replace("domain: en.wikipedia.org, category: reference", "domain: en.wikipedia.org, category: encyclopedias"));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]).toMatchObject({ file: "config/bangs.yaml", path: "bangs.items[0].category" });
  });

  it("stops at a bang whose edition is not a BCP 47 language code, or is named both by language and by country", async () => {
    const language = await loadWith("config/bangs.yaml", (text) => text.replace("category: reference, language: de }", "category: reference, language: German }"));
    expect(language.ok).toBe(false);
    if (!language.ok) expect(language.errors[0]).toMatchObject({ file: "config/bangs.yaml", path: "bangs.items[1].language" });
    const both = await loadWith("config/bangs.yaml", (text) => text.replace("category: reference, language: de }", "category: reference, language: de, region: DE }"));
    expect(both.ok).toBe(false);
    if (!both.ok) expect(both.errors[0]).toMatchObject({ file: "config/bangs.yaml", path: "bangs.items[1].region" });
  });

  it("stops at release notes out of date order: a feed lists the newest first", async () => {
    const result = await loadWith("config/release-notes.yaml", (text) => text.replace('date_published: "2026-02-10"', 'date_published: "2025-01-01"'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]).toMatchObject({ file: "config/release-notes.yaml", path: "releaseNotes.items[1].date_published" });
  });
});
