import { existsSync, readFileSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { RenderInput } from "../render/page.js";
import type { PageRecord } from "../render/render-and-write.js";
import type { PlannedPage } from "../types.js";
import { CACHE_DIR } from "../../site-layout.js";
import { hashBytes } from "../../hash-bytes.js";
import { cliFingerprint } from "../../cli-fingerprint.js";
import { hash } from "./fingerprint.js";

/** Bump when what a cache entry means changes. */
const CACHE_FORMAT = 6;

interface CacheEntry {
  /** What the page shows of its locale: its catalogues, and its island's config if it has an island. */
  locale: string;
  /**
   * Its Markdown, by file and version (the hash of its text, front matter and all), and what it
   * shows of collections: a collection page's view, the entries of the collections its route lists.
   */
  content: string;
  bytes: number;
  mtimeMs: number;
  assets: string[];
  experiments: string[];
  lazyAssets: string[];
}

interface CacheFile {
  format: number;
  /** The output folder the pages were written to: entries are only good for that folder. */
  outDir: string;
  /** What every page is made from (the model, templates, bundles, CLI): another key, and no entry is good. */
  site: string;
  pages: Record<string, CacheEntry>;
  /** Every file the build left in the output folder, pages and all. */
  files: string[];
  /** Gzipped sizes of the assets, by a hash of their bytes (the manifest weighs every asset). */
  gzipSizes: Record<string, number>;
}

/**
 * What a production build remembers of the pages it wrote: a hash of what every page's HTML comes
 * from (the site model, which holds every route and locale, the compiled templates and bundles, the
 * CLI itself); for each output file, a hash of the catalogues its locale reads and its Markdown's
 * file and version; and the file's size and time as written. A page whose inputs hash the same and whose file is untouched in the output folder is
 * taken over from it instead of rendered. Any doubt (a missing or edited file, an unreadable cache,
 * another output folder) renders the page.
 */
export interface PageCache {
  /** Whether the output folder holds pages this cache knows: the build can update it in place. */
  readonly warm: boolean;
  /** Every file the last build left in the output folder: what an update in place may have to remove. */
  readonly files: readonly string[];
  /** The page's record, if the output folder still holds what the cache says it wrote for these inputs. */
  reuse(page: PlannedPage): PageRecord | null;
  /** The gzipped size of an asset: remembered from an earlier build for the same bytes, else measured. */
  gzipSize(contents: Uint8Array): number;
  /** Remember what was written for `page` into the output folder-to-be `dir`. */
  remember(page: PlannedPage, record: PageRecord, dir: string): void;
  /** Write the cache for the output folder, once it holds this build and exactly `files`. */
  save(files: readonly string[]): Promise<void>;
}

/** One cache per output folder (dist/ and `site dev`'s folder each keep theirs). */
export function cacheFile(rootDir: string, outDir: string): string {
  return join(rootDir, CACHE_DIR, "build", `pages-${hash(outDir).slice(0, 12)}.json`);
}

export function openPageCache(input: {
  rootDir: string;
  outDir: string;
  render: RenderInput;
  templatesFile: string;
}): PageCache {
  const file = cacheFile(input.rootDir, input.outDir);
  const keys = pageKeys(input.render, input.templatesFile);
  const previous = readCache(file, input.outDir, keys.site);
  const next: Record<string, CacheEntry> = {};
  const gzipSizes: Record<string, number> = {};
  return {
    warm: previous !== null && existsSync(input.outDir),
    files: previous?.files ?? [],
    reuse(page) {
      const entry = previous?.pages[page.file];
      if (!entry || entry.locale !== keys.locale(page) || entry.content !== keys.content(page)) return null;
      try {
        const stat = statSync(join(input.outDir, page.file));
        if (stat.size !== entry.bytes || stat.mtimeMs !== entry.mtimeMs) return null;
      } catch {
        return null;
      }
      next[page.file] = entry;
      return {
        file: page.file,
        htmlBytes: entry.bytes,
        assets: entry.assets,
        experiments: entry.experiments,
        lazyAssets: entry.lazyAssets,
      };
    },
    gzipSize(contents) {
      const key = hashBytes(contents);
      return (gzipSizes[key] ??= previous?.gzipSizes[key] ?? gzipSync(contents).length);
    },
    remember(page, record, dir) {
      const { mtimeMs } = statSync(join(dir, record.file));
      next[page.file] = {
        locale: keys.locale(page),
        content: keys.content(page),
        bytes: record.htmlBytes,
        mtimeMs,
        assets: record.assets,
        experiments: record.experiments,
        lazyAssets: record.lazyAssets,
      };
    },
    async save(files) {
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}`;
      await writeFile(
        temporary,
        JSON.stringify({
          format: CACHE_FORMAT,
          outDir: input.outDir,
          site: keys.site,
          pages: next,
          files: [...files],
          gzipSizes,
        } satisfies CacheFile),
      );
      await rename(temporary, file);
    },
  };
}

/** The cache of `outDir` in this format for these site inputs, or none (no file, another folder's or site's, or text that is not one). */
function readCache(file: string, outDir: string, site: string): CacheFile | null {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<CacheFile> | null;
    const usable =
      parsed?.format === CACHE_FORMAT &&
      parsed.outDir === outDir &&
      parsed.site === site &&
      typeof parsed.pages === "object" &&
      parsed.pages !== null &&
      Array.isArray(parsed.files) &&
      typeof parsed.gzipSizes === "object" &&
      parsed.gzipSizes !== null;
    return usable ? (parsed as CacheFile) : null;
  } catch {
    return null;
  }
}

/**
 * The keys of a page's inputs. Every route and locale is part of the model, so the site key covers
 * them: a page is told from its previous self by its locale's catalogues and its Markdown alone,
 * compared as they are, without hashing per page (which cost 40 ms at 4,000 pages).
 */
function pageKeys(
  render: RenderInput,
  templatesFile: string,
): { site: string; locale(page: PlannedPage): string; content(page: PlannedPage): string } {
  // The pictures and the share images' salt are the site's: a picture edited renders every page again.
  const site = hash(
    String(CACHE_FORMAT),
    cliFingerprint(),
    JSON.stringify(render.model),
    render.environment,
    JSON.stringify(render.assets),
    String(render.favicon),
    templatesFile,
    JSON.stringify(render.pictures),
    JSON.stringify(render.share),
  );
  const defaults = render.model.site.defaultLocale;
  // A page shows its locale's messages, and the default locale's where those lack one.
  const defaultMessages = hash(JSON.stringify(render.messages[defaults] ?? {}));
  const locales = new Map<string, string>();
  const lists = new Map<string, string>();
  const listed = (name: string, locale: string) => {
    let key = lists.get(`${name}\u0000${locale}`);
    if (key === undefined)
      lists.set(`${name}\u0000${locale}`, (key = hash(JSON.stringify(render.entries[name]?.[locale] ?? []))));
    return key;
  };
  return {
    site,
    locale(page) {
      const code = page.locale.code;
      const memo = page.route.island ? `${code} island` : code;
      let key = locales.get(memo);
      if (key === undefined)
        locales.set(
          memo,
          (key = hash(
            JSON.stringify(render.messages[code] ?? {}),
            defaultMessages,
            page.route.island ? (render.islandConfig[code] ?? "") : "",
          )),
        );
      return key;
    },
    content: (page) => contentKey(page.content) + collectionKey(page),
  };

  /**
   * What a page shows of collections, hashed: a collection's page its view (its entries, neighbours,
   * tags and languages), any other page the entries of the collections its route names, in its
   * language. An entry's edit reaches exactly the pages that show something of it.
   */
  function collectionKey(page: PlannedPage): string {
    if (page.collection) return `\n${hash(JSON.stringify(page.collection))}`;
    if (!page.route.collections?.length) return "";
    return page.route.collections.map((name) => `\n${listed(name, page.locale.code)}`).join("");
  }
}

/**
 * A page's Markdown by its text's version, not its body: an unchanged file is not read to key its
 * pages. The version hashes the whole text, so it covers the front matter parsed from it too.
 */
function contentKey(content: PlannedPage["content"]): string {
  return content ? `${content.file}\n${content.version}` : "";
}
