import { readFileSync, statSync, type Stats } from "node:fs";
import { join } from "node:path";
import { ok, type Result, type SiteError } from "../errors.js";
import type { SiteModel } from "../config/load.js";
import { CONTENT_DIR } from "../site-layout.js";
import { parseMarkdownFile, type MarkdownSource } from "./front-matter.js";

/** Content files keyed by "{locale}/{file}", e.g. "de/about.md". */
export type ContentIndex = ReadonlyMap<string, MarkdownSource>;

interface ContentFiles {
  /** Parsed files, in the order of the keys asked for. */
  parsed: [string, MarkdownSource][];
  /** Every key whose file is there, parsed or not. */
  found: string[];
  errors: SiteError[];
}

type Read = (path: string) => string;

/** Markdown parsed before (the build's input cache). */
export interface ContentMemo {
  /** The file as parsed before, without reading it, when its size and times say it is unchanged. */
  unchanged(key: string, file: string, path: string, stats: Stats): MarkdownSource | null;
  /** The file as parsed before, when its text reads as it did. */
  content(key: string, file: string, text: string, stats: Stats, readAt: number): MarkdownSource | null;
  rememberContent(key: string, text: string, source: MarkdownSource, stats: Stats, readAt: number): void;
}

/** The "{locale}/{file}" key of every Markdown file a route or a collection's list asks for, in every locale, in a stable order. */
function contentKeys(model: SiteModel): string[] {
  const named = [...model.routes, ...Object.values(model.collections ?? {})].flatMap((owner) => (owner.content ? [owner.content] : []));
  const wanted = [...new Set(named)];
  return wanted.flatMap((name) => model.locales.map((locale) => `${locale.code}/${name}`));
}

/**
 * Read and parse the Markdown files named by `keys` that exist. Reads one after another: for
 * thousands of small files that is several times faster than handing each read to the thread
 * pool. With `memo`, a file its stat shows unchanged is not even read until a page needs its body.
 */
function readContentFiles(rootDir: string, keys: readonly string[], read: Read = (p) => readFileSync(p, "utf8"), memo?: ContentMemo): ContentFiles {
  const result: ContentFiles = { parsed: [], found: [], errors: [] };
  for (const key of keys) {
    const source = readContent(rootDir, key, read, memo);
    if (!source) continue;
    result.found.push(key);
    if (source.ok) result.parsed.push([key, source.value]);
    else result.errors.push(...source.errors);
  }
  return result;
}

/** One Markdown file, parsed or taken from `memo`; null when it is not there. */
function readContent(rootDir: string, key: string, read: Read, memo: ContentMemo | undefined): Result<MarkdownSource> | null {
  return readMarkdown(rootDir, `${CONTENT_DIR}/${key}`, { key, read, memo, parse: parseMarkdownFile });
}

/**
 * A Markdown file of the site (`file`, relative to `rootDir`) parsed by `parse`, or taken from
 * `memo` under `key` when its stat or text shows it unchanged; null when it is not there.
 */
export function readMarkdown<Source extends MarkdownSource<unknown>>(
  rootDir: string,
  file: string,
  options: { key: string; read?: Read; memo?: ContentMemo; parse: (file: string, text: string) => Result<Source> },
): Result<Source> | null {
  const { key, memo, read = (p: string) => readFileSync(p, "utf8") } = options;
  const path = join(rootDir, file);
  let stats: Stats | undefined;
  let text: string;
  try {
    stats = memo && statSync(path);
    const unchanged = stats && memo!.unchanged(key, file, path, stats);
    if (unchanged) return ok(unchanged as unknown as Source);
    text = read(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const readAt = Date.now();
  const known = stats && memo!.content(key, file, text, stats, readAt);
  if (known) return ok(known as unknown as Source);
  const parsed = options.parse(file, text);
  if (parsed.ok && stats) memo!.rememberContent(key, text, parsed.value as unknown as MarkdownSource, stats, readAt);
  return parsed;
}

/**
 * Every Markdown file a route asks for, in every locale that has one. `found` lists every file
 * that is there, parsed or not, for the rule that the default locale has each one.
 */
export function loadContent(model: SiteModel, read?: Read, memo?: ContentMemo): { index: ContentIndex; found: ReadonlySet<string>; errors: SiteError[] } {
  const files = readContentFiles(model.rootDir, contentKeys(model), read, memo);
  return { index: new Map(files.parsed), found: new Set(files.found), errors: files.errors };
}
