import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { CONTENT_DIR, SITE_FILE } from "../../site-layout.js";

/** A place in a file a person edits. */
export interface Place {
  file: string;
  line: number;
  column: number;
}

/** Where a template, Markdown file or the site's YAML may name a picture. */
const SEARCHED = [{ dir: "templates", ext: /\.tsx?$/ }, { dir: CONTENT_DIR, ext: /\.md$/ }, { dir: "config", ext: /\.ya?ml$/ }];

/**
 * Every place that names a picture by its path under images/ ("product/x.png", as <Picture src>,
 * a Markdown image or a route's data would write it), first in `preferred` (the page's own Markdown
 * or template). A name built at run time is found by no search: the caller then names the page.
 */
export function findReferences(rootDir: string, src: string, preferred: readonly string[] = []): Place[] {
  const files = [...new Set([...preferred, SITE_FILE, ...SEARCHED.flatMap(({ dir, ext }) => filesUnder(rootDir, dir, ext))])];
  return files.flatMap((file) => placesIn(rootDir, file, src));
}

function placesIn(rootDir: string, file: string, needle: string): Place[] {
  let text: string;
  try {
    text = readFileSync(join(rootDir, file), "utf8");
  } catch {
    return [];
  }
  const places: Place[] = [];
  const lines = text.split("\n");
  lines.forEach((line, index) => {
    for (let at = line.indexOf(needle); at !== -1; at = line.indexOf(needle, at + 1)) {
      // Whole names only: product/x.png is not dark-product/x.png.
      const before = line[at - 1] ?? "";
      if (/[\w-]/.test(before) && before !== "/") continue;
      places.push({ file, line: index + 1, column: at + 1 });
    }
  });
  return places;
}

function filesUnder(rootDir: string, dir: string, ext: RegExp): string[] {
  const root = join(rootDir, dir);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && ext.test(entry.name))
    .map((entry) => relative(rootDir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}
