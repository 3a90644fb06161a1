// Compiles cli/ (TypeScript) into lib/ (output; the build pipeline's source is cli/build/) so `site` starts fast. Packages stay external:
// they are resolved from node_modules at run time, exactly as installed.
import { build } from "esbuild";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
// Chunk names change with their contents: start empty so no stale chunk is left beside the new ones.
rmSync(new URL("../lib", import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { cli: "cli/index.ts", "build-worker": "cli/build/threads/worker.ts" },
  outdir: "lib",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  // Commands import their work lazily; splitting keeps `site build` from loading the emulator.
  splitting: true,
  chunkNames: "[name]-[hash]",
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  jsx: "automatic",
  logLevel: "warning",
});
