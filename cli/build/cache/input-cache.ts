import { readFileSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { z } from "zod";
import { deepFreeze, lazyLocator, type ConfigInputs, type LoadedConfig, type SiteModel } from "../../config/load.js";
import type { MarkdownSource } from "../../content/front-matter.js";
import { CACHE_DIR } from "../../site-layout.js";
import { cliFingerprint, hash } from "./fingerprint.js";

/** Bump when what an entry means changes. */
const CACHE_FORMAT = 1;

const cacheFileSchema = z.object({
  format: z.literal(CACHE_FORMAT),
  cli: z.string(),
  config: z
    .object({
      /** Each file the model was read from, with a hash of its text. */
      files: z.record(z.string(), z.string()),
      sections: z.record(z.string(), z.string()),
      model: z.record(z.string(), z.unknown()),
    })
    .nullable(),
  /** Parsed Markdown by "{locale}/{file}": the hash of the file's text, its front matter, and where its body starts. */
  content: z.record(z.string(), z.object({ text: z.string(), data: z.record(z.string(), z.unknown()), bodyStart: z.number() })),
});

type CacheFile = z.infer<typeof cacheFileSchema>;

/**
 * What a build remembers of its inputs so the next one need not parse them again: the validated
 * site model, kept while site.yaml and every file it includes read exactly as they did, and each
 * Markdown file's front matter, kept while the file reads exactly as it did. The CLI's own
 * fingerprint is part of every entry: a new CLI trusts nothing an older one wrote.
 */
export interface InputCache {
  /** The model read last time, if its files are unchanged (read again here, and hashed). */
  config(rootDir: string): LoadedConfig | null;
  rememberConfig(loaded: LoadedConfig): void;
  /** The parsed Markdown file, if its text is what it was. */
  content(key: string, file: string, text: string): MarkdownSource | null;
  rememberContent(key: string, text: string, source: MarkdownSource): void;
  save(): Promise<void>;
}

export function openInputCache(rootDir: string): InputCache {
  const file = join(rootDir, CACHE_DIR, "build", "inputs.json");
  const cli = cliFingerprint();
  const previous = readCache(file, cli);
  const next: CacheFile = { format: CACHE_FORMAT, cli, config: null, content: {} };
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
    content(key, name, text) {
      const cached = previous?.content[key];
      if (!cached || cached.text !== hash(text)) return null;
      next.content[key] = cached;
      return { file: name, data: cached.data, body: text.slice(cached.bodyStart) };
    },
    rememberContent(key, text, source) {
      // Only a body that is the file's tail can be cut from the text again.
      if (text.endsWith(source.body)) next.content[key] = { text: hash(text), data: source.data, bodyStart: text.length - source.body.length };
    },
    async save() {
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}`;
      await writeFile(temporary, JSON.stringify(next));
      await rename(temporary, file);
    },
  };
}

function readCache(file: string, cli: string): CacheFile | null {
  try {
    const parsed = cacheFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    return parsed.success && parsed.data.cli === cli ? parsed.data : null;
  } catch {
    return null;
  }
}
