import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../helpers/fixture-site.js";

/** Every relative import of every TypeScript file under `folder`, as repo-relative target paths. */
function importsUnder(folder: string): { file: string; target: string }[] {
  const found: { file: string; target: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) {
        const text = readFileSync(path, "utf8");
        for (const match of text.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) {
          found.push({
            file: relative(REPO_ROOT, path),
            target: relative(REPO_ROOT, resolve(dirname(path), match[1]!)),
          });
        }
      }
    }
  };
  walk(join(REPO_ROOT, folder));
  return found;
}

const outside = (folder: string, allowed: string[]) =>
  importsUnder(folder)
    .filter(({ target }) => !allowed.some((prefix) => target === prefix || target.startsWith(`${prefix}/`)))
    .map(({ file, target }) => `${file} -> ${target}`);

describe("imports point one way: cli, templates and runtime depend on contracts, contracts on none of them", () => {
  it("contracts/ imports only from itself", () => {
    expect(outside("contracts", ["contracts"])).toEqual([]);
  });

  it("runtime/ imports only from runtime/ and contracts/", () => {
    expect(outside("runtime", ["runtime", "contracts"])).toEqual([]);
  });

  it("templates/ imports only from templates/ and contracts/", () => {
    expect(outside("templates", ["templates", "contracts"])).toEqual([]);
  });

  it("cli/ imports nothing from runtime/ or templates/: what it shares with them is in contracts/", () => {
    expect(outside("cli", ["cli", "contracts"])).toEqual([]);
  });

  it("site check and site dev use the build's stages, not its renderer, bundler or threads", () => {
    const internals = ["cli/build/render", "cli/build/bundle/assets.ts", "cli/build/threads", "cli/build/write"];
    const reaching = [...importsUnder("cli/check"), ...importsUnder("cli/dev")]
      .filter(({ target }) => internals.some((prefix) => target.startsWith(prefix)))
      .map(({ file, target }) => `${file} -> ${target}`);
    expect(reaching).toEqual([]);
  });
});
