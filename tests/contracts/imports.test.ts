import { readdirSync, readFileSync, statSync } from "node:fs";
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
});

/**
 * Which cli/ folder may import which: the commands (build, check, dev, i18n, new) over the site
 * model (config, content, rules, yaml) and the terminal, always downwards. What two folders share
 * lives in the folder both may import, or in the modules directly under cli/ (errors, html,
 * site-layout, headers-file, ...), which every folder may import and which import no folder but
 * error-catalogue. A new folder is declared here before it may be imported.
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  build: ["config", "content", "rules", "terminal"],
  check: ["build", "i18n", "config", "rules", "yaml", "error-catalogue", "terminal"],
  dev: ["build", "config", "terminal"],
  i18n: ["config", "content", "yaml", "error-catalogue", "terminal"],
  new: ["config", "content", "terminal"],
  "error-catalogue": [],
  content: ["config", "yaml"],
  config: ["rules", "yaml"],
  rules: [],
  yaml: [],
  terminal: [],
};

/** The build's doors for the other commands: the whole build (dev), the site as it reads it (check), its command. */
const BUILD_ENTRIES = [
  "cli/build/build.ts",
  "cli/build/rebuild.ts",
  "cli/build/site-inputs.ts",
  "cli/build/command.ts",
];

/** "build" for cli/build/stages/plan.ts, null for a module directly under cli/. */
const folderOf = (path: string) => (path.split("/").length > 2 ? path.split("/")[1]! : null);

/** Imports between cli/ folders that MAY_IMPORT does not allow, as "from -> to". */
function sidewaysImports(imports: readonly { file: string; target: string }[]): string[] {
  return imports
    .filter(({ file, target }) => {
      if (!target.startsWith("cli/") || file === "cli/index.ts") return false;
      const from = folderOf(file);
      const to = folderOf(target);
      if (from === to || to === null) return false;
      if (from === null) return to !== "error-catalogue";
      if (!MAY_IMPORT[from]?.includes(to)) return true;
      return to === "build" && !BUILD_ENTRIES.includes(target.replace(/\.js$/, ".ts"));
    })
    .map(({ file, target }) => `${file} -> ${target}`);
}

describe("cli/ folders import one way: commands over the site model, never sideways", () => {
  it("every import between cli/ folders is one MAY_IMPORT allows, and reaches the build only by its doors", () => {
    expect(sidewaysImports(importsUnder("cli"))).toEqual([]);
  });

  it("a sideways import is caught: i18n reaching into check, check past the build's doors", () => {
    expect(
      sidewaysImports([
        { file: "cli/i18n/actions.ts", target: "cli/check/report/human.js" },
        { file: "cli/check/check-site.ts", target: "cli/build/cache/input-cache.js" },
        { file: "cli/html.ts", target: "cli/config/load.js" },
        { file: "cli/build/build.ts", target: "cli/site-layout.js" },
      ]),
    ).toEqual([
      "cli/i18n/actions.ts -> cli/check/report/human.js",
      "cli/check/check-site.ts -> cli/build/cache/input-cache.js",
      "cli/html.ts -> cli/config/load.js",
    ]);
  });

  it("every cli/ folder is declared, and no two folders may import each other, even by a detour", () => {
    const folders = readdirSync(join(REPO_ROOT, "cli")).filter((name) =>
      statSync(join(REPO_ROOT, "cli", name)).isDirectory(),
    );
    expect(folders.sort()).toEqual(Object.keys(MAY_IMPORT).sort());
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      (MAY_IMPORT[from] ?? []).some((next) => next === to || (!seen.has(next) && reaches(next, to, seen.add(next))));
    expect(folders.filter((folder) => reaches(folder, folder))).toEqual([]);
  });
});
