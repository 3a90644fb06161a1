import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteError } from "../errors.js";
import type { SiteModel } from "../config/load.js";
import { parseMarkdownFile, type MarkdownSource } from "./front-matter.js";

export const CONTENT_DIR = "content";

/** Content files keyed by "{locale}/{file}", e.g. "de/about.md". */
export type ContentIndex = ReadonlyMap<string, MarkdownSource>;

/**
 * Read every Markdown file a route asks for, in every locale that has one. A route whose file
 * is missing in the default locale is an error: there would be nothing to fall back to.
 */
export function loadContent(model: SiteModel, read: (path: string) => string = (p) => readFileSync(p, "utf8")): { index: ContentIndex; errors: SiteError[] } {
  const index = new Map<string, MarkdownSource>();
  const errors: SiteError[] = [];
  const wanted = [...new Set(model.routes.flatMap((route) => (route.content ? [route.content] : [])))];
  const jobs = wanted.flatMap((name) => model.locales.map((locale) => `${locale.code}/${name}`));
  // Read one after another: for thousands of small files this is several times faster than
  // handing each read to the thread pool.
  for (const key of jobs) {
    const file = `${CONTENT_DIR}/${key}`;
    let text: string;
    try {
      text = read(join(model.rootDir, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    const parsed = parseMarkdownFile(file, text);
    if (parsed.ok) index.set(key, parsed.value);
    else errors.push(...parsed.errors);
  }
  model.routes.forEach((route, i) => {
    if (route.content && !index.has(`${model.site.defaultLocale}/${route.content}`) && !errors.some((e) => e.file === `${CONTENT_DIR}/${model.site.defaultLocale}/${route.content}`)) {
      errors.push({
        code: "content-missing",
        file: `${CONTENT_DIR}/${model.site.defaultLocale}/${route.content}`,
        path: `routes[${i}].content`,
        message: `the route ${route.path} asks for this file, but it does not exist`,
        hint: `create it, or remove "content:" from the route in site.yaml`,
      });
    }
  });
  return { index, errors: errors.sort((a, b) => (a.file ?? "").localeCompare(b.file ?? "") || (a.line ?? 0) - (b.line ?? 0)) };
}
