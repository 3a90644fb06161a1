import { build, type Metafile, type OutputFile } from "esbuild";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fail, ok, type Result, type SiteError } from "../errors.js";
import type { SiteModel } from "../config/load.js";
import { esbuildErrors, isEsbuildFailure } from "./esbuild-errors.js";
import { generatedCss } from "./styles.js";

export const BOOT_ENTRY = "runtime/core/boot.ts";
export const MAIN_ENTRY = "runtime/core/main.ts";
export const STYLES_ENTRY = "templates/styles/site.css";
export const islandEntry = (name: string) => `runtime/islands/${name}.tsx`;

export interface ScriptAsset {
  /** URL the page loads: /assets/main-AB12CD34.js */
  url: string;
  /** Every file (relative to dist/) the entry pulls in, itself included, static and lazy imports alike. */
  files: string[];
}

/** What the bundler produced: files to write and what pages refer to. */
export interface BuildAssets {
  files: Map<string, Uint8Array>;
  stylesheet: string | null;
  boot: { code: string; hash: string } | null;
  main: ScriptAsset | null;
  islands: Map<string, ScriptAsset>;
}

const VIRTUAL_OUT = ".site-cache/out";

/** Bundle runtime/ (ESM, split, minified, content-hashed) and the stylesheet. Nothing is written here. */
export async function bundleAssets(model: SiteModel): Promise<Result<BuildAssets>> {
  const root = model.rootDir;
  const islandNames = [...new Set(model.routes.flatMap((route) => (route.island ? [route.island] : [])))].sort();
  const missing: SiteError[] = islandNames
    .filter((name) => !existsSync(join(root, islandEntry(name))))
    .map((name) => ({
      code: "island-missing",
      file: islandEntry(name),
      path: `routes[${model.routes.findIndex((route) => route.island === name)}].island`,
      message: `a route names the island "${name}", but its entry does not exist`,
      hint: "create the island component, or remove `island:` from the route",
    }));
  if (missing.length) return fail(...missing);

  try {
    const [scripts, boot, stylesheet] = await Promise.all([
      bundleScripts(model, islandNames),
      bundleBoot(root),
      bundleStyles(model),
    ]);
    const files = new Map<string, Uint8Array>([...scripts.files, ...(stylesheet ? [[stylesheet.file, stylesheet.contents] as const] : [])]);
    return ok({ files, stylesheet: stylesheet ? `/${stylesheet.file}` : null, boot, main: scripts.main, islands: scripts.islands });
  } catch (error) {
    if (isEsbuildFailure(error)) return fail(...esbuildErrors("bundle", error.errors));
    throw error;
  }
}

/**
 * The marketing runtime and the islands are bundled separately: bundled together, the code they
 * share becomes a chunk that every marketing page would load, pushing it over its budget.
 */
async function bundleScripts(model: SiteModel, islandNames: string[]) {
  const root = model.rootDir;
  const groups: Record<string, string>[] = [
    existsSync(join(root, MAIN_ENTRY)) ? { main: MAIN_ENTRY } : {},
    Object.fromEntries(islandNames.map((name) => [`island-${name}`, islandEntry(name)])),
  ].filter((group) => Object.keys(group).length);
  const results = await Promise.all(groups.map((entryPoints) => bundleGroup(root, entryPoints)));
  const files = new Map(results.flatMap((result) => [...result.files]));
  const assets = new Map(results.flatMap((result) => [...result.assets]));
  return {
    files,
    main: assets.get("main") ?? null,
    islands: new Map(islandNames.map((name) => [name, assets.get(`island-${name}`)!])),
  };
}

async function bundleGroup(root: string, entryPoints: Record<string, string>) {
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    target: "es2020",
    jsx: "automatic",
    outdir: join(VIRTUAL_OUT, "assets"),
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    metafile: true,
    write: false,
    legalComments: "none",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  const files = new Map(result.outputFiles.map((output) => [distPath(root, output), output.contents] as const));
  const outputs = Object.keys(result.metafile.outputs).map(stripVirtual);
  const assets = new Map(
    Object.keys(entryPoints).map((name) => {
      // Found by name, not by the metafile's entryPoint path, which differs when runtime/ is a link.
      const output = outputs.find((file) => new RegExp(`^assets/${name}-[A-Z0-9]+\\.js$`).test(file))!;
      return [name, { url: `/${output}`, files: reachable(result.metafile, output) } satisfies ScriptAsset] as const;
    }),
  );
  return { files, assets };
}

async function bundleBoot(root: string) {
  if (!existsSync(join(root, BOOT_ENTRY))) return null;
  const result = await build({
    absWorkingDir: root,
    entryPoints: [BOOT_ENTRY],
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2017",
    write: false,
    legalComments: "none",
    logLevel: "silent",
  });
  const code = result.outputFiles[0]!.text.trim();
  return { code, hash: `sha256-${createHash("sha256").update(code).digest("base64")}` };
}

async function bundleStyles(model: SiteModel) {
  const root = model.rootDir;
  const imports = existsSync(join(root, STYLES_ENTRY)) ? `@import "./${STYLES_ENTRY}";\n` : "";
  const result = await build({
    absWorkingDir: root,
    stdin: { contents: `${imports}${generatedCss(model)}`, resolveDir: root, loader: "css", sourcefile: "site.css" },
    bundle: true,
    minify: true,
    write: false,
    outdir: join(VIRTUAL_OUT, "assets"),
    loader: { ".svg": "file", ".png": "file", ".jpg": "file", ".webp": "file", ".woff2": "file" },
    assetNames: "[name]-[hash]",
    logLevel: "silent",
  });
  const css = result.outputFiles.find((output) => output.path.endsWith(".css"));
  if (!css || !css.text.trim()) return null;
  const hash = createHash("sha256").update(css.contents).digest("hex").slice(0, 8).toUpperCase();
  return { file: `assets/site-${hash}.css`, contents: css.contents };
}

/** Every output an entry loads, following static and dynamic imports (what a visitor may download). */
function reachable(metafile: Metafile, start: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[`${VIRTUAL_OUT}/${file}`]?.imports ?? []) {
      if (!imported.external) visit(stripVirtual(imported.path));
    }
  };
  visit(start);
  return [...seen].sort();
}

function stripVirtual(path: string): string {
  return path.startsWith(`${VIRTUAL_OUT}/`) ? path.slice(VIRTUAL_OUT.length + 1) : path;
}

function distPath(root: string, output: OutputFile): string {
  return relative(join(root, VIRTUAL_OUT), output.path).split(sep).join("/");
}
