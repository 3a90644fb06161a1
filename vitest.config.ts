import { readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The tests that drive Chromium through a running site: each file starts its own servers and browser. */
const BROWSER_FLOWS = ["tests/e2e/**/*.test.ts"];

const IN_JSDOM = /^\/\/ @vitest-environment jsdom$/m;

const FLOWS_PROJECT = "browser flows";

/**
 * Vitest's own order (browser flows first, then the longest files), with the unit files of each
 * environment together: a worker is reused for the next file only when that file wants the same
 * environment (`isolate: false` below); in the default order the 39 jsdom files were spread among
 * the 110 Node ones, so vitest started 48 workers instead of a handful and each imported React,
 * zod and the templates again: about 45 CPU seconds of module loading. The jsdom files come first:
 * the run then ends on the Node project's many short files, which keep both workers busy to the
 * end. The other way round, on a fresh clone (no durations recorded yet, so vitest orders by size)
 * the slowest jsdom file, templates/index.test.ts (18 s in 72 lines), ran alone at the very end.
 */
class EnvironmentsTogether extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Each file read once; a stable sort keeps vitest's order within each group.
    const rank = new Map(
      sorted.map((file) => [
        file,
        file.project.name === FLOWS_PROJECT
          ? 0
          : IN_JSDOM.test(readFileSync(file.moduleId, "utf8").slice(0, 200))
            ? 1
            : 2,
      ]),
    );
    return sorted.toSorted((a, b) => rank.get(a)! - rank.get(b)!);
  }
}

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two cores: more workers only fight over them, and the Chromium tests need one each.
    maxWorkers: 2,
    sequence: { sequencer: EnvironmentsTogether },
    // Each module as vite transformed it (TypeScript and JSX to JavaScript), kept on disk by its
    // content, so a run after the first transforms only what changed.
    experimental: { fsModuleCache: true },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
          exclude: BROWSER_FLOWS,
          // One module graph per worker instead of one per file: importing React, zod and the
          // templates again for each of 140 files was half of these tests' time. The Node files keep
          // no state between them (each makes its own temporary site or server); the jsdom files
          // share a window, which blank-page.ts clears before each.
          isolate: false,
          // Node 25 and later define a localStorage of their own on the global object (undefined
          // without --localstorage-file), and vitest's jsdom environment leaves a global that exists
          // alone: the jsdom files would meet Node's instead of the window's.
          execArgv: ["--no-experimental-webstorage"],
          setupFiles: ["tests/helpers/blank-page.ts", "tests/helpers/react-owner-stacks.ts"],
        },
      },
      { extends: true, test: { name: FLOWS_PROJECT, include: BROWSER_FLOWS } },
    ],
  },
});
