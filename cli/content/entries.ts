import { readdirSync } from "node:fs";
import { join } from "node:path";
import { ENTRY_SLUG } from "../../contracts/collections.js";
import { entrySchema, type Collection, type EntryFrontMatter } from "../../contracts/config/collections.js";
import type { SiteModel } from "../config/load.js";
import { ok, type Result, type SiteError } from "../errors.js";
import { hashBytes } from "../hash-bytes.js";
import { CONTENT_DIR } from "../site-layout.js";
import { parseMarkdownFile, type MarkdownSource } from "./front-matter.js";
import { readMarkdown, type ContentMemo } from "./load-content.js";

/** One entry of a collection in one locale: content/{locale}/{folder}/{slug}.md. */
export interface Entry {
  collection: string;
  slug: string;
  locale: string;
  source: MarkdownSource<EntryFrontMatter> & { minutes: number };
}

/** Each collection's entries, in every locale, by collection name; in a stable order (locales as written, then slugs). */
export type Entries = ReadonlyMap<string, readonly Entry[]>;

/** Reading speed: words a minute, and characters a minute in languages written without spaces. */
const WORDS_PER_MINUTE = 220;
const CHARACTERS_PER_MINUTE = 500;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu;

/** Minutes to read a Markdown body, at least 1: words, and characters of scripts that do not space words. */
function readingMinutes(body: string): number {
  const characters = body.match(UNSPACED)?.length ?? 0;
  const words = body.replace(UNSPACED, " ").match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE + characters / CHARACTERS_PER_MINUTE));
}

/** The folder of a collection's entries in a locale, relative to the site root. */
export const entriesFolder = (locale: string, collection: Collection) => `${CONTENT_DIR}/${locale}/${collection.folder}`;

/**
 * The collection an entry file (content/{locale}/..., relative to the site root) belongs to, with
 * its locale and slug; null for any other file.
 */
export function entryOf(model: SiteModel, file: string): { collection: string; locale: string; slug: string } | null {
  const match = new RegExp(`^${CONTENT_DIR}/([^/]+)/(.+)/([^/]+)\\.md$`).exec(file);
  if (!match || !model.locales.some((locale) => locale.code === match[1])) return null;
  const name = Object.entries(model.collections ?? {}).find(([, collection]) => collection.folder === match[2])?.[0];
  return name === undefined ? null : { collection: name, locale: match[1]!, slug: match[3]! };
}

/**
 * A parser of one collection's entries: its front matter schema (with its tags), and the reading
 * time of the body. `memoKey` names the file and the schema it was checked against, so an entry
 * remembered under another schema or tag list is checked again.
 */
export function entryParser(name: string, collection: Collection) {
  const schema = entrySchema(collection.entries, collection.tags);
  const schemaKey = hashBytes(`${name}\u0000${collection.entries}\u0000${collection.tags.join(",")}`).slice(0, 12);
  return {
    memoKey: (file: string) => `${schemaKey}:${file}`,
    parse(file: string, text: string): Result<Entry["source"]> {
      const parsed = parseMarkdownFile(file, text, schema);
      return parsed.ok ? ok({ ...parsed.value, data: parsed.value.data as EntryFrontMatter, minutes: readingMinutes(parsed.value.body) }) : parsed;
    },
  };
}

/**
 * Every entry of every collection in every locale: each Markdown file directly in the collection's
 * folder, its name (without .md) its slug. A file whose name is not a slug, or whose front matter
 * does not fit the collection's schema, is an error at its file and line.
 */
export function loadEntries(model: SiteModel, memo?: ContentMemo): { entries: Entries; errors: SiteError[] } {
  const entries = new Map<string, Entry[]>();
  const errors: SiteError[] = [];
  for (const [name, collection] of Object.entries(model.collections ?? {})) {
    const parser = entryParser(name, collection);
    const found: Entry[] = [];
    for (const locale of model.locales) {
      const folder = entriesFolder(locale.code, collection);
      for (const fileName of markdownFiles(join(model.rootDir, folder))) {
        const file = `${folder}/${fileName}`;
        const slug = fileName.slice(0, -".md".length);
        if (!ENTRY_SLUG.test(slug)) {
          errors.push({ code: "entry-slug-invalid", file, message: `"${fileName}" cannot name an entry: its name is its URL (${collection.route.replace("{slug}", slug)})`, hint: "name it in lowercase letters, digits and dashes, like my-first-post.md" });
          continue;
        }
        const source = readMarkdown(model.rootDir, file, { key: parser.memoKey(file), memo, parse: parser.parse });
        if (!source) continue;
        if (!source.ok) errors.push(...source.errors);
        else found.push({ collection: name, slug, locale: locale.code, source: source.value });
      }
    }
    entries.set(name, found);
  }
  return { entries, errors };
}

/** The Markdown files directly in a folder, sorted; none when there is no folder. */
function markdownFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}
