import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { CORE_SCHEMA, load } from "js-yaml";
import { isMap, isScalar, isSeq, type Node } from "yaml";
import type { SiteError } from "../errors.js";
import { parseYaml } from "../config/yaml-source.js";

export type Catalogue = ReadonlyMap<string, string>;

export const LOCALES_DIR = "locales";

/** Load locales/{code}.yaml for every locale, flattened to dotted keys. Missing files are empty catalogues. */
export async function loadMessages(rootDir: string, codes: readonly string[]): Promise<{ catalogues: Map<string, Catalogue>; errors: SiteError[] }> {
  const catalogues = new Map<string, Catalogue>();
  const errors: SiteError[] = [];
  const present = new Set(await readdir(join(rootDir, LOCALES_DIR)).catch(() => [] as string[]));
  await Promise.all(
    codes.map(async (code) => {
      const name = `${code}.yaml`;
      if (!present.has(name)) {
        catalogues.set(code, new Map());
        return;
      }
      const file = `${LOCALES_DIR}/${name}`;
      const result = parseCatalogue(file, await readFile(join(rootDir, file), "utf8"));
      errors.push(...result.errors);
      catalogues.set(code, result.messages);
    }),
  );
  for (const file of present) {
    const code = file.replace(/\.yaml$/, "");
    if (file.endsWith(".yaml") && !codes.includes(code)) {
      errors.push({ code: "unknown-locale-file", file: `${LOCALES_DIR}/${file}`, message: `"${code}" is not a locale in site.yaml`, hint: "add it to locales in site.yaml or rename the file" });
    }
  }
  return { catalogues, errors };
}

export function parseCatalogue(file: string, text: string): { messages: Map<string, string>; errors: SiteError[] } {
  return quickCatalogue(text) ?? catalogueWithPositions(file, text);
}

/** A valid catalogue, the common case, without positions; null sends it to the positional parser. */
function quickCatalogue(text: string): { messages: Map<string, string>; errors: SiteError[] } | null {
  let data: unknown;
  try {
    data = load(text, { schema: CORE_SCHEMA }) ?? {};
  } catch {
    return null;
  }
  const messages = new Map<string, string>();
  const walk = (node: unknown, path: string): boolean => {
    if (typeof node === "string" || typeof node === "number") {
      messages.set(path, String(node));
      return path !== "";
    }
    if (!node || typeof node !== "object" || Array.isArray(node)) return false;
    return Object.entries(node).every(([key, value]) => walk(value, path ? `${path}.${key}` : key));
  };
  return walk(data, "") ? { messages, errors: [] } : null;
}

function catalogueWithPositions(file: string, text: string): { messages: Map<string, string>; errors: SiteError[] } {
  const source = parseYaml(file, text);
  const messages = new Map<string, string>();
  if (source.errors.length) return { messages, errors: source.errors };
  const errors: SiteError[] = [];
  const walk = (node: Node | null, path: string[]) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        if (isScalar(pair.key)) walk(pair.value as Node | null, [...path, String(pair.key.value)]);
      }
    } else if (isScalar(node) && (typeof node.value === "string" || typeof node.value === "number")) {
      messages.set(path.join("."), String(node.value));
    } else if (path.length) {
      errors.push({ code: "message-invalid", file, ...source.locate(path), path: path.join("."), message: `expected a text message${isSeq(node) ? ", found a list" : ""}`, hint: "messages are strings; nest mappings to group them" });
    }
  };
  walk(source.doc.contents as Node | null, []);
  return { messages, errors };
}

/** "Hello {name}" with vars {name: "Ada"} -> "Hello Ada". Unknown placeholders stay visible. */
export function interpolate(message: string, vars?: Record<string, string | number>): string {
  if (!vars) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** Keys of the default catalogue that a locale lacks: shown as fallbacks, counted by `site check`. */
export function missingKeys(defaults: Catalogue, catalogue: Catalogue): string[] {
  return [...defaults.keys()].filter((key) => !catalogue.has(key)).sort();
}
