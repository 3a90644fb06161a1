import { readFileSync, type Stats } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { ConfigInputs, LoadedConfig, SiteModel } from "../../config/load.js";
import { deepFreeze, lazyLocator } from "../../config/locate.js";
import type { MarkdownSource } from "../../content/front-matter.js";
import { CACHE_DIR } from "../../site-layout.js";
import { cliFingerprint, hash } from "./fingerprint.js";
import { hashBytes } from "../../hash-bytes.js";
import { statsMatch, stampOf, type FileStamp } from "./input-hashes.js";
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
  content: Record<string, { stamp: FileStamp; data: MarkdownSource["data"]; bodyStart: number }>;
  /** Message catalogues by file (locales/de.yaml): the file as read, and its messages. */
  catalogues: Record<string, { stamp: FileStamp; messages: Catalogue }>;
}

/**
 * What a build remembers of its inputs so the next one need not parse them again: the validated
 * site model, kept while site.yaml and every file it includes read exactly as they did, and each
 * Markdown file's front matter, kept while the file reads exactly as it did. The CLI's own
 * fingerprint is part of every entry: a new CLI trusts nothing an older one wrote.
 */
export interface InputCache extends CatalogueMemo {
  /** The model read last time, if its files are unchanged (read again here, and hashed). */
  config(rootDir: string): LoadedConfig | null;
  rememberConfig(loaded: LoadedConfig): void;
  /** The parsed Markdown file, unread, if its size and times are what they were. */
  unchanged(key: string, file: string, path: string, stats: Stats): MarkdownSource | null;
  /** The parsed Markdown file, if its text is what it was. */
  content(key: string, file: string, text: string, stats: Stats, readAt: number): MarkdownSource | null;
  rememberContent(key: string, text: string, source: MarkdownSource, stats: Stats, readAt: number): void;
  save(): Promise<void>;
}

export function openInputCache(rootDir: string): InputCache {
  const file = join(rootDir, CACHE_DIR, "build", "inputs.json");
  const cli = cliFingerprint();
  const previous = readCache(file, cli);
  const next: CacheFile = { format: CACHE_FORMAT, cli, config: null, content: {}, catalogues: {} };
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
      return { model: deepFreeze({ ...cached.model, rootDir: root }) as unknown as SiteModel, locate: lazyLocator(root, inputs), inputs };
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
      const cached = previous?.content[key];
      if (!cached || !statsMatch(stats, cached.stamp)) return null;
      next.content[key] = cached;
      return unreadSource(name, path, cached);
    },
    content(key, name, text, stats, readAt) {
      const cached = previous?.content[key];
      if (!cached || cached.stamp.hash !== hashBytes(text)) return null;
      next.content[key] = { ...cached, stamp: stampOf(stats, text, readAt) };
      return { file: name, data: cached.data, body: text.slice(cached.bodyStart), version: cached.stamp.hash };
    },
    rememberContent(key, text, source, stats, readAt) {
      // Only a body that is the file's tail can be cut from the text again.
      if (text.endsWith(source.body)) next.content[key] = { stamp: stampOf(stats, text, readAt), data: source.data, bodyStart: text.length - source.body.length };
    },
    unchangedCatalogue(name, stats) {
      const cached = previous?.catalogues[name];
      if (!cached || !statsMatch(stats, cached.stamp)) return null;
      next.catalogues[name] = cached;
      return cached.messages;
    },
    catalogue(name, text, stats, readAt) {
      const cached = previous?.catalogues[name];
      if (!cached || cached.stamp.hash !== hashBytes(text)) return null;
      next.catalogues[name] = { ...cached, stamp: stampOf(stats, text, readAt) };
      return cached.messages;
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

/** A cache this CLI wrote in this format, or none (no file, another CLI, or text that is not one). */
function readCache(file: string, cli: string): CacheFile | null {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<CacheFile> | null;
    return parsed?.format === CACHE_FORMAT && parsed.cli === cli && typeof parsed.content === "object" && parsed.content !== null && typeof parsed.catalogues === "object" && parsed.catalogues !== null ? (parsed as CacheFile) : null;
  } catch {
    return null;
  }
}

/** A Markdown file known to be unchanged: its body is read when a page is rendered from it, not before. */
function unreadSource(file: string, path: string, cached: CacheFile["content"][string]): MarkdownSource {
  let body: string | undefined;
  const source = { file, data: cached.data, version: cached.stamp.hash } as MarkdownSource;
  // Enumerable, so that a copy sent to a build thread carries the text.
  Object.defineProperty(source, "body", { enumerable: true, get: () => (body ??= readFileSync(path, "utf8").slice(cached.bodyStart)) });
  return source;
}
