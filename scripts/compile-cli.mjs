// Compiles cli/ (TypeScript) into lib/ (output; the build pipeline's source is cli/build/) so `site` starts fast. Packages stay external:
// they are resolved from node_modules at run time, exactly as installed.
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const EXTERNAL = [
  "react",
  "react-dom",
  "react-dom/*",
  "react/*",
  "esbuild",
  "markdown-wasm",
  "playwright-core",
  "axe-core",
  "html-validate",
  "chokidar",
  "swr",
  "vnu-jar",
];
const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * gray-matter requires js-yaml 3 for its default YAML engine, and js-yaml 3 requires esprima when
 * it loads (together about 40 ms of every run's start). The CLI always hands gray-matter its own
 * engine (cli/content/front-matter.ts), so gray-matter's is replaced by one that says so.
 */
const grayMatterOwnYaml = {
  name: "gray-matter-own-yaml",
  setup(build) {
    build.onResolve({ filter: /^js-yaml$/ }, (args) =>
      /[\\/]gray-matter[\\/]/.test(args.importer) ? { path: "js-yaml", namespace: "gray-matter-yaml" } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "gray-matter-yaml" }, () => ({
      contents:
        'const own = () => { throw new Error("front matter is read by cli/yaml/read-yaml.ts: pass gray-matter an engine"); }; module.exports = { safeLoad: own, safeDump: own };',
      loader: "js",
    }));
  },
};
// Chunk names change with their contents: start empty so no stale chunk is left beside the new ones.
rmSync(new URL("../lib", import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    cli: "cli/index.ts",
    "build-worker": "cli/build/threads/worker.ts",
    "write-worker": "cli/build/threads/write-worker.ts",
  },
  outdir: "lib",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  // Commands import their work lazily; splitting keeps `site build` from loading the emulator.
  splitting: true,
  chunkNames: "[name]-[hash]",
  platform: "node",
  format: "esm",
  target: "node22",
  external: EXTERNAL,
  // The CommonJS packages bundled in call require for Node's own modules.
  banner: {
    js: 'import { createRequire as __siteCreateRequire } from "node:module"; const require = __siteCreateRequire(import.meta.url);',
  },
  sourcemap: "linked",
  jsx: "automatic",
  plugins: [grayMatterOwnYaml],
  logLevel: "warning",
});

// What this CLI is: its sources and the exact dependencies it renders with. The build's page cache
// keys every page on it, so a new renderer re-renders everything (cli/build/cache/page-cache.ts).
const fingerprint = createHash("sha256");
for (const file of ["cli", "contracts"]
  .flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name)),
  )
  .sort()) {
  fingerprint.update(file.slice(root.length)).update(readFileSync(file));
}
fingerprint.update(readFileSync(join(root, "package-lock.json")));
writeFileSync(join(root, "lib", "cli-fingerprint.txt"), `${fingerprint.digest("hex")}\n`);
