import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../cli/config/load.js";
import { parseMarkdownFile } from "../../cli/content/front-matter.js";
import { loadRealSite, ROOT } from "./fake-props.js";

let model: SiteModel;
beforeAll(async () => {
  model = await loadRealSite();
});

/** Every Markdown file under content/, as "{locale}/{file}". */
function contentFiles(): string[] {
  return readdirSync(join(ROOT, "content")).flatMap((locale) => readdirSync(join(ROOT, "content", locale)).map((file) => `${locale}/${file}`));
}

/** Markdown without fenced and inline code, where literal examples may look like anything. */
function prose(markdown: string): string {
  return markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`]*`/g, "");
}

describe("content/", () => {
  it("has every content file that site.yaml names in the default language, with a title and a description", () => {
    for (const route of model.routes.filter((candidate) => candidate.content)) {
      const file = `content/${model.site.defaultLocale}/${route.content}`;
      expect(existsSync(join(ROOT, file)), file).toBe(true);
      const parsed = parseMarkdownFile(file, readFileSync(join(ROOT, file), "utf8"));
      expect(parsed.ok && parsed.value.data.title && parsed.value.data.description, `${file} front matter`).toBeTruthy();
    }
  });

  it("translates only files that a route uses, into languages of site.yaml", () => {
    const names = new Set(model.routes.flatMap((route) => (route.content ? [route.content] : [])));
    const locales = new Set(model.locales.map((locale) => locale.code));
    for (const entry of contentFiles()) {
      const [locale = "", file = ""] = entry.split("/");
      expect(locales.has(locale), `${entry}: ${locale} is a locale`).toBe(true);
      expect(names.has(file), `${entry}: a route uses ${file}`).toBe(true);
    }
    expect(contentFiles().filter((entry) => !entry.startsWith(`${model.site.defaultLocale}/`)).length).toBeGreaterThan(0);
  });

  it("leaves the page's one h1 to the template and writes no raw HTML", () => {
    for (const entry of contentFiles()) {
      const body = prose(readFileSync(join(ROOT, "content", entry), "utf8"));
      expect(body, `${entry} has an h1`).not.toMatch(/^#\s/m);
      expect(body, `${entry} has raw HTML`).not.toMatch(/<\/?[a-z][^>]*>/i);
    }
  });

  it("links only to routes that exist", () => {
    const routes = new Set(model.routes.map((route) => route.path));
    for (const entry of contentFiles()) {
      const body = prose(readFileSync(join(ROOT, "content", entry), "utf8"));
      for (const [, target = ""] of body.matchAll(/\]\((\/[^)\s#?]*)[^)]*\)/g)) {
        expect(routes.has(target), `${entry} links to ${target}`).toBe(true);
      }
    }
  });
});
