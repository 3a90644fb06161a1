import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteError } from "../errors.js";
import type { SiteModel } from "../config/load.js";
import { CONTENT_DIR } from "../site-layout.js";
import { parseMarkdownFile, type MarkdownSource } from "./front-matter.js";


/** Content files keyed by "{locale}/{file}", e.g. "de/about.md". */
export type ContentIndex = ReadonlyMap<string, MarkdownSource>;

/**
 * Read every Markdown file a route asks for, in every locale that has one. `found` lists every
 * file that is there, parsed or not, for the rule that the default locale has each one.
 */
export function loadContent(model: SiteModel, read: (path: string) => string = (p) => readFileSync(p, "utf8")): { index: ContentIndex; found: ReadonlySet<string>; errors: SiteError[] } {
  const index = new Map<string, MarkdownSource>();
  const found = new Set<string>();
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
    found.add(key);
    const parsed = parseMarkdownFile(file, text);
    if (parsed.ok) index.set(key, parsed.value);
    else errors.push(...parsed.errors);
  }
  return { index, found, errors };
}
