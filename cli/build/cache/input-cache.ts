import { readFileSync, type Stats } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { ConfigInputs, LoadedConfig, SiteModel } from "../../config/load.js";
import { deepFreeze, lazyLocator } from "../../config/locate.js";
import type { MarkdownSource } from "../../content/front-matter.js";
import { CACHE_DIR } from "../../site-layout.js";
import { cliFingerprint } from "../../cli-fingerprint.js";
import { hash } from "./fingerprint.js";
import { hashBytes } from "../../hash-bytes.js";
import { statsMatch, stampOf, type FileStamp } from "./input-hashes.js";
import type { ContentMemo } from "../../content/load-content.js";
import type { Catalogue, CatalogueMemo } from "../../content/messages.js";

/** Bump when what an entry means changes. */
const CACHE_FORMAT = 2;

interface CacheFile {
  format: number;
  cli: string;
  config: {
    /** Each file the model was read from, with a hash of its text. */
    files: Record<string, string>;
    sections: Record<string, string>;
    model: Record<string, unknown>;
  } | null;
  /** Parsed Markdown by "{locale}/{file}": the file as read, its front matter, and where its body starts. */
  content: Record<string, { stamp: FileStamp; data: MarkdownSource["data"]; bodyStart: number; minutes?: number }>;
  /** Message catalogues by file (locales/de.yaml): the file as read, and its messages. */
  catalogues: Record<string, { stamp: FileStamp; messages: Catalogue }>;
}

/**
 * What a build remembers of its inputs so the next one need not parse them again: the validated
 * site model, kept while site.yaml and every file it includes read exactly as they did, and each
 * Markdown file's front matter, kept while the file reads exactly as it did. The CLI's own
 * fingerprint is part of every entry: a new CLI trusts nothing an older one wrote.
 */
export interface InputCache extends ContentMemo, CatalogueMemo {
  /** The model read last time, if its files are unchanged (read again here, and hashed). */
  config(rootDir: string): LoadedConfig | null;
  rememberConfig(loaded: LoadedConfig): void;
  save(): Promise<void>;
}

export function openInputCache(rootDir: string): InputCache {
  const file = join(rootDir, CACHE_DIR, "build", "inputs.json");
  const cli = cliFingerprint();
  const previous = readCache(file, cli);
  const next: CacheFile = { format: CACHE_FORMAT, cli, config: null, content: {}, catalogues: {} };
  const content = stampedEntries(previous?.content, next.content);
  const catalogues = stampedEntries(previous?.catalogues, next.catalogues);
  return {
    config(root) {
      const cached = previous?.config;
      if (!cached) return null;
      const files: Record<string, string> = {};
      for (const [name, textHash] of Object.entries(cached.files)) {
        try {
          files[name] = readFileSync(join(root, name), "utf8");
        } catch {
          return null;
        }
        if (hash(files[name]!) !== textHash) return null;
      }
      next.config = cached;
      const inputs: ConfigInputs = { files, sections: cached.sections };
      return {
        model: deepFreeze({ ...cached.model, rootDir: root }) as unknown as SiteModel,
        locate: lazyLocator(inputs),
        inputs,
      };
    },
    rememberConfig(loaded) {
      const { rootDir: _rootDir, ...model } = loaded.model;
      next.config = {
        files: Object.fromEntries(Object.entries(loaded.inputs.files).map(([name, text]) => [name, hash(text)])),
        sections: loaded.inputs.sections,
        model: JSON.parse(JSON.stringify(model)) as Record<string, unknown>,
      };
    },
    unchanged(key, name, path, stats) {
      const entry = content.unchanged(key, stats);
      return entry && unreadSource(name, path, entry);
    },
    content(key, name, text, stats, readAt) {
      const entry = content.sameText(key, text, stats, readAt);
      return (
        entry && {
          file: name,
          data: entry.data,
          body: text.slice(entry.bodyStart),
          version: entry.stamp.hash,
          ...(entry.minutes !== undefined && { minutes: entry.minutes }),
        }
      );
    },
    rememberContent(key, text, source, stats, readAt) {
      // Only a body that is the file's tail can be cut from the text again.
      if (text.endsWith(source.body))
        next.content[key] = {
          stamp: stampOf(stats, text, readAt),
          data: source.data,
          bodyStart: text.length - source.body.length,
          ...(source.minutes !== undefined && { minutes: source.minutes }),
        };
    },
    unchangedCatalogue(name, stats) {
      return catalogues.unchanged(name, stats)?.messages ?? null;
    },
    catalogue(name, text, stats, readAt) {
      return catalogues.sameText(name, text, stats, readAt)?.messages ?? null;
    },
    rememberCatalogue(name, text, messages, stats, readAt) {
      next.catalogues[name] = { stamp: stampOf(stats, text, readAt), messages };
    },
    async save() {
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}`;
      await writeFile(temporary, JSON.stringify(next));
      await rename(temporary, file);
    },
  };
}

/**
 * Entries kept by the stamp of the file they were read from, carried from the last build's cache
 * (`before`) into this one's (`after`) when the file is unchanged: by its stat, or, read again, by
 * its text (then stamped anew, so the next build need not read it).
 */
function stampedEntries<Entry extends { stamp: FileStamp }>(
  before: Record<string, Entry> | undefined,
  after: Record<string, Entry>,
) {
  return {
    unchanged(key: string, stats: Stats): Entry | null {
      const entry = before?.[key];
      return entry && statsMatch(stats, entry.stamp) ? (after[key] = entry) : null;
    },
    sameText(key: string, text: string, stats: Stats, readAt: number): Entry | null {
      const entry = before?.[key];
      return entry && entry.stamp.hash === hashBytes(text)
        ? (after[key] = { ...entry, stamp: stampOf(stats, text, readAt) })
        : null;
    },
  };
}

/** A cache this CLI wrote in this format, or none (no file, another CLI, or text that is not one). */
function readCache(file: string, cli: string): CacheFile | null {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<CacheFile> | null;
    return parsed?.format === CACHE_FORMAT &&
      parsed.cli === cli &&
      typeof parsed.content === "object" &&
      parsed.content !== null &&
      typeof parsed.catalogues === "object" &&
      parsed.catalogues !== null
      ? (parsed as CacheFile)
      : null;
  } catch {
    return null;
  }
}

/** A Markdown file known to be unchanged: its body is read when a page is rendered from it, not before. */
function unreadSource(file: string, path: string, cached: CacheFile["content"][string]): MarkdownSource {
  let body: string | undefined;
  const source = {
    file,
    data: cached.data,
    version: cached.stamp.hash,
    ...(cached.minutes !== undefined && { minutes: cached.minutes }),
  } as MarkdownSource;
  // Enumerable, so that a copy sent to a build thread carries the text.
  Object.defineProperty(source, "body", {
    enumerable: true,
    get: () => (body ??= readFileSync(path, "utf8").slice(cached.bodyStart)),
  });
  return source;
}
