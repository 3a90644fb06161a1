import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../helpers/fixture-site.js";

const page = (lang: string, dir: string, body: string) =>
  `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>Page</title></head><body><main><h1>Page</h1>${body}</main></body></html>`;
const INVALID = '<label for="q">Search</label><input id="q" type="search" role="combobox" aria-expanded="false">';

let dist: string;
beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), "validate-nu-"));
});
afterEach(() => rm(dist, { recursive: true, force: true }));

async function write(files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dist, path)), { recursive: true });
    await writeFile(join(dist, path), text);
  }
}

const validateNu = (...args: string[]) =>
  spawnSync(process.execPath, [join(REPO_ROOT, "scripts/validate-nu.mjs"), "--dist", dist, ...args], {
    encoding: "utf8",
  });

describe("npm run validate:nu (scripts/validate-nu.mjs)", () => {
  it("reports each error once with where it occurs, and fails", async () => {
    await write({
      "en/index.html": page("en", "ltr", INVALID),
      "de/index.html": page("de", "ltr", INVALID),
      "en/about/index.html": page("en", "ltr", ""),
    });
    const run = validateNu();
    expect(run.status).toBe(1);
    const lines = run.stdout.split("\n");
    const column = page("en", "ltr", INVALID).indexOf("<input") + 1;
    expect(lines.slice(0, 3)).toEqual([
      "  Bad value “combobox” for attribute “role” on element “input”. (2×)",
      `    de/index.html:1:${column}`,
      `    en/index.html:1:${column}`,
    ]);
    expect(lines).toContain("  Attribute “aria-expanded” not allowed on element “input” at this point. (2×)");
    expect(lines.at(-2)).toMatch(/^Nu HTML Checker [\d.]+: 4 errors on 2 of 3 pages \(\d+\.\d s\)$/);
  }, 60_000);

  it("with --sample checks the site-wide pages and those of the default and a right-to-left language", async () => {
    await write({
      "manifest.json": JSON.stringify({ site: { defaultLocale: "en", locales: ["en", "de", "ar", "he"] } }),
      "404.html": page("en", "ltr", ""),
      "en/index.html": page("en", "ltr", ""),
      "ar/index.html": page("ar", "rtl", ""),
      "de/index.html": page("de", "ltr", INVALID),
      "he/index.html": page("he", "rtl", INVALID),
    });
    const run = validateNu("--sample");
    expect(run.stdout).toMatch(
      /^Nu HTML Checker [\d.]+: no errors on 3 pages \(site-wide, en, ar; 5 built\) \(\d+\.\d s\)\n$/,
    );
    expect(run.status).toBe(0);
  }, 60_000);

  it("says how to build when there are no pages", () => {
    const run = validateNu();
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("run `node bin/site.mjs build` first");
  });
});
