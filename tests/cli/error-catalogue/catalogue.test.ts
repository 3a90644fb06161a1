import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOGUE, ENTRY_TABLES, isCatalogued } from "../../../cli/error-catalogue/index.js";
import { errorReference, REFERENCE_FILE } from "../../../cli/error-catalogue/reference.js";
import { REPO_ROOT } from "../../helpers/fixture-site.js";

/** Every TypeScript source of the CLI but the catalogue itself, with its text. */
function cliSources(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".ts"))
        found.push({ file: relative(REPO_ROOT, path), text: readFileSync(path, "utf8") });
    }
  };
  walk(join(REPO_ROOT, "cli"));
  return found.filter(({ file }) => !file.startsWith("cli/error-catalogue/"));
}

/**
 * The places a code is written in the CLI: `code: "..."` (also as either side of a choice), the
 * code argument of the finding and esbuild helpers, `[code]` in a message, and the site's own
 * html-validate rules. Types catch most of these already; this catches what a cast or a string hides.
 */
const CODE_PLACES = [
  /\bcode: (?:[^,}\n]*\? )?"([^"]+)"(?: : "([^"]+)")?/g,
  /\b(?:finding|pageFinding|esbuildErrors)\((?:page, )?"([^"]+)"/g,
  / \[([a-z]+(?:-[a-z]+)+)\]\\n/g,
  /"(site\/[a-z-]+)": /g,
];

function codesUsed(): Map<string, string> {
  const used = new Map<string, string>();
  for (const { file, text } of cliSources()) {
    for (const pattern of CODE_PLACES) {
      for (const match of text.matchAll(pattern)) {
        for (const code of match.slice(1)) if (code !== undefined && !used.has(code)) used.set(code, file);
      }
    }
  }
  return used;
}

describe("the error catalogue", () => {
  it("explains every code the CLI writes", () => {
    const uncatalogued = [...codesUsed()]
      .filter(([code]) => !isCatalogued(code))
      .map(([code, file]) => `${code} (${file})`);
    expect(uncatalogued).toEqual([]);
    expect(codesUsed().size).toBeGreaterThan(60);
  });

  it("holds each code once, and only codes that are used", () => {
    const tables = ENTRY_TABLES.flatMap((table) => Object.keys(table));
    expect(tables.length).toBe(new Set(tables).size);
    const sources = cliSources()
      .map(({ text }) => text)
      .join("\n");
    const unused = Object.keys(CATALOGUE).filter(
      (code) => !sources.includes(`"${code}"`) && !sources.includes(`[${code}]`),
    );
    expect(unused).toEqual([]);
  });

  it("says for each code what happened, why, and what to do, in sentences", () => {
    for (const [code, entry] of Object.entries(CATALOGUE)) {
      for (const text of [entry.summary, entry.why, entry.fix]) expect(text, code).toMatch(/^\S.{10,}[.)]$/);
    }
  });

  it(`is what ${REFERENCE_FILE} says (run \`node bin/site.mjs errors --out ${REFERENCE_FILE}\` after changing it)`, () => {
    expect(readFileSync(join(REPO_ROOT, REFERENCE_FILE), "utf8")).toBe(errorReference());
  });
});
