import type { Stats } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { SiteError } from "../errors.js";
import { LOCALES_DIR } from "../site-layout.js";
import { readYaml } from "../yaml/read-yaml.js";

/** One locale's messages by dotted key: plain data, so it crosses to the render threads as it is. */
export type Catalogue = Readonly<Record<string, string>>;

/** Every locale's catalogue by locale code. */
export type Messages = Readonly<Record<string, Catalogue>>;

/** Catalogues read before (the build's input cache): taken while the file is unchanged, not parsed again. */
export interface CatalogueMemo {
  /** The catalogue as read before, when the file's size and times say it is unchanged. */
  unchangedCatalogue(file: string, stats: Stats): Catalogue | null;
  /** The catalogue as read before, when its text reads as it did. */
  catalogue(file: string, text: string, stats: Stats, readAt: number): Catalogue | null;
  rememberCatalogue(file: string, text: string, messages: Catalogue, stats: Stats, readAt: number): void;
}

/**
 * Load locales/{code}.yaml for every locale, flattened to dotted keys. Missing files are empty
 * catalogues. With `memo`, a catalogue that has not changed since the last build is not parsed.
 */
export async function loadMessages(
  rootDir: string,
  codes: readonly string[],
  memo?: CatalogueMemo,
): Promise<{ messages: Messages; errors: SiteError[] }> {
  const catalogues = new Map<string, Catalogue>();
  const errors: SiteError[] = [];
  const present = new Set(await readdir(join(rootDir, LOCALES_DIR)).catch(() => [] as string[]));
  await Promise.all(
    codes.map(async (code) => {
      const name = `${code}.yaml`;
      if (!present.has(name)) {
        catalogues.set(code, {});
        return;
      }
      const file = `${LOCALES_DIR}/${name}`;
      const stats = memo && (await stat(join(rootDir, file)));
      const unchanged = stats && memo.unchangedCatalogue(file, stats);
      if (unchanged) return void catalogues.set(code, unchanged);
      const text = await readFile(join(rootDir, file), "utf8");
      const readAt = Date.now();
      const known = stats && memo.catalogue(file, text, stats, readAt);
      if (known) return void catalogues.set(code, known);
      const result = parseCatalogue(file, text);
      errors.push(...result.errors);
      catalogues.set(code, result.messages);
      if (stats && !result.errors.length) memo.rememberCatalogue(file, text, result.messages, stats, readAt);
    }),
  );
  for (const file of present) {
    const code = file.replace(/\.yaml$/, "");
    if (file.endsWith(".yaml") && !codes.includes(code)) {
      errors.push({
        code: "unknown-locale-file",
        file: `${LOCALES_DIR}/${file}`,
        message: `"${code}" is not a locale in site.yaml`,
        hint: "add it to locales in site.yaml or rename the file",
      });
    }
  }
  // In the order of the locales, whatever order the files were read in.
  return { messages: Object.fromEntries(codes.map((code) => [code, catalogues.get(code) ?? {}])), errors };
}

/** A catalogue flattened to dotted keys, read in one pass over the parsed document. */
export function parseCatalogue(file: string, text: string): { messages: Catalogue; errors: SiteError[] } {
  const source = readYaml(file, text);
  const messages: Record<string, string> = {};
  if (source.errors.length) return { messages, errors: source.errors };
  const errors: SiteError[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === "string" || typeof value === "number") {
      if (path.length) messages[path.join(".")] = String(value);
    } else if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
    } else if (path.length) {
      errors.push({
        code: "message-invalid",
        file,
        ...source.locate(path),
        path: path.join("."),
        message: `expected a text message${Array.isArray(value) ? ", found a list" : ""}`,
        hint: "messages are strings; nest mappings to group them",
      });
    }
  };
  walk(source.data, []);
  return { messages, errors };
}

/** "Hello {name}" with vars {name: "Ada"} -> "Hello Ada". Unknown placeholders stay visible. */
export function interpolate(message: string, vars?: Record<string, string | number>): string {
  if (!vars) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** Keys of the default catalogue that a locale lacks: shown as fallbacks, counted by `site check`. */
export function missingKeys(defaults: Catalogue, catalogue: Catalogue): string[] {
  return Object.keys(defaults)
    .filter((key) => !Object.hasOwn(catalogue, key))
    .sort();
}
