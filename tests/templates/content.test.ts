import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { listPath } from "../../contracts/collections.js";
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../cli/config/load.js";
import { parseMarkdownFile } from "../../cli/content/front-matter.js";
import { loadRealSite, ROOT } from "./fake-props.js";

let model: SiteModel;
beforeAll(async () => {
  model = await loadRealSite();
});

/** Every Markdown file under content/, as "{locale}/{file}" (a collection's entries: "{locale}/{folder}/{slug}.md"). */
function contentFiles(): string[] {
  return readdirSync(join(ROOT, "content")).flatMap((locale) =>
    readdirSync(join(ROOT, "content", locale), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map(
        (entry) =>
          `${locale}/${relative(join(ROOT, "content", locale), join(entry.parentPath, entry.name))
            .split(sep)
            .join("/")}`,
      ),
  );
}

/** The collection an entry file belongs to ("blog/x.md" is the blog's), if any. */
function collectionOf(file: string) {
  return Object.values(model.collections).find((collection) => file.startsWith(`${collection.folder}/`));
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
      expect(
        parsed.ok && parsed.value.data.title && parsed.value.data.description,
        `${file} front matter`,
      ).toBeTruthy();
    }
  });

  it("translates only files that a route or a collection uses, into languages of site.yaml", () => {
    const names = new Set(
      [...model.routes, ...Object.values(model.collections)].flatMap((owner) => (owner.content ? [owner.content] : [])),
    );
    const locales = new Set(model.locales.map((locale) => locale.code));
    for (const entry of contentFiles()) {
      const [locale = ""] = entry.split("/");
      const file = entry.slice(locale.length + 1);
      expect(locales.has(locale), `${entry}: ${locale} is a locale`).toBe(true);
      expect(
        names.has(file) || collectionOf(file) !== undefined,
        `${entry}: a route or a collection uses ${file}`,
      ).toBe(true);
    }
    expect(contentFiles().filter((entry) => !entry.startsWith(`${model.site.defaultLocale}/`)).length).toBeGreaterThan(
      0,
    );
  });

  it("leaves the page's one h1 to the template and writes no raw HTML", () => {
    for (const entry of contentFiles()) {
      const body = prose(readFileSync(join(ROOT, "content", entry), "utf8"));
      expect(body, `${entry} has an h1`).not.toMatch(/^#\s/m);
      expect(body, `${entry} has raw HTML`).not.toMatch(/<\/?[a-z][^>]*>/i);
    }
  });

  it("links only to routes that exist, a collection's pages among them", () => {
    const entries = contentFiles().flatMap((entry) => {
      const file = entry.slice(entry.indexOf("/") + 1);
      const collection = collectionOf(file);
      return collection
        ? [collection.route.replace("{slug}", file.slice(collection.folder.length + 1, -".md".length))]
        : [];
    });
    const lists = Object.values(model.collections).flatMap((collection) => [
      listPath(collection.route),
      ...collection.tags.map((tag) => `${listPath(collection.route)}/tags/${tag}`),
    ]);
    const routes = new Set([...model.routes.map((route) => route.path), ...lists, ...entries]);
    for (const entry of contentFiles()) {
      const body = prose(readFileSync(join(ROOT, "content", entry), "utf8"));
      for (const [, target = ""] of body.matchAll(/\]\((\/[^)\s#?]*)[^)]*\)/g)) {
        expect(routes.has(target), `${entry} links to ${target}`).toBe(true);
      }
    }
  });
});
