import { defineConfig } from "vitest/config";

/** The tests that drive Chromium through a running site: each file starts its own servers and browser. */
const BROWSER_FLOWS = ["tests/e2e/**/*.test.ts"];

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two cores: more workers only fight over them, and the Chromium tests need one each.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
          exclude: BROWSER_FLOWS,
          // One module graph per worker instead of one per file: importing React, zod and the
          // templates again for each of 140 files was half of these tests' time. They keep no
          // state between files (each makes its own temporary site, server or jsdom window).
          isolate: false,
        },
      },
      { extends: true, test: { name: "browser flows", include: BROWSER_FLOWS } },
    ],
  },
});
