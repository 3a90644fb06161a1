import type { Metafile, OutputFile, Plugin } from "esbuild";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join, posix, relative, sep } from "node:path";
import { configScript, siteConstants } from "../../../contracts/build-browser-config.js";
import { SITE_CONSTANTS_GLOBAL, type BuildEnvironment } from "../../../contracts/browser-config.js";
import { fail, ok, type Result } from "../../errors.js";
import type { SiteModel } from "../../config/load.js";
import { esbuild } from "./esbuild.js";
import { esbuildErrors, isEsbuildFailure } from "./esbuild-errors.js";
import { hashedFile } from "./hashed-file.js";
import { generatedCss } from "./styles.js";
import { cachedBundle, type BundleCache, type BundleOutput } from "../cache/bundle-cache.js";
import { hashBytes } from "../../hash-bytes.js";
import { BOOT_ENTRY, INTL_POLYFILL_ENTRY, islandEntry, MAIN_ENTRY, STYLES_ENTRY } from "../../site-layout.js";

interface ScriptAsset {
  /** URL the page loads: /assets/main-AB12CD34.js */
  url: string;
  /** Every file (relative to dist/) the entry pulls in, itself included, static and lazy imports alike. */
  files: string[];
  /** The files it loads at once (static imports only); the rest load on demand. */
  eager: string[];
}

/** What the bundler produced: files to write and what pages refer to. */
export interface BuildAssets {
  files: Map<string, Uint8Array>;
  stylesheet: string | null;
  /** URL of the boot script: a classic script in <head> that runs before first paint. */
  boot: string | null;
  /** URL of the config every page shares (SiteConstants); island pages add their language's (cli/build/plan/island-config.ts). */
  config: { site: string };
  main: ScriptAsset | null;
  islands: Map<string, ScriptAsset>;
  /** React and react-dom, one chunk every island imports (dist path), or null without islands. */
  react: string | null;
  /** Intl polyfills and per-language data: fetched only by a browser that lacks what the page uses. */
  intlPolyfill: ScriptAsset | null;
}

const VIRTUAL_OUT = ".site-cache/out";

/** The browser scripts as the build refers to them (their files go with them). */
interface Scripts {
  main: ScriptAsset | null;
  islands: [string, ScriptAsset][];
  react: string | null;
  intlPolyfill: ScriptAsset | null;
}

/**
 * Bundle runtime/ (ESM, split, minified, content-hashed) and the stylesheet. Nothing is written
 * here. Every island a route names exists: the island rule (cli/rules/islands.ts) has said so.
 * With `cache`, each bundle whose inputs are unchanged since the last build is taken from it.
 */
export async function bundleAssets(
  model: SiteModel,
  environment: BuildEnvironment,
  cache?: BundleCache,
): Promise<Result<BuildAssets>> {
  const root = model.rootDir;
  const islandNames = [...new Set(model.routes.flatMap((route) => (route.island ? [route.island] : [])))].sort();
  // A key names what the inputs esbuild read cannot: which entries there are, and generated text.
  const present = (entry: string) => (existsSync(join(root, entry)) ? entry : "");
  const css = stylesheetSource(model);
  try {
    const [scripts, boot, stylesheet] = await Promise.all([
      cachedBundle(
        cache,
        "scripts",
        [present(MAIN_ENTRY), present(INTL_POLYFILL_ENTRY), ...islandNames].join(","),
        () => bundleScripts(model, islandNames),
      ),
      cachedBundle(cache, "boot", present(BOOT_ENTRY), () => bundleBoot(root)),
      cachedBundle(cache, "styles", hashBytes(css), () => bundleStyles(root, css)),
    ]);
    const site = hashedFile("site-config", configScript(SITE_CONSTANTS_GLOBAL, siteConstants(model, environment)));
    const files = new Map<string, Uint8Array>([
      ...scripts.files,
      ...stylesheet.files,
      ...boot.files,
      [site.file, site.contents],
    ]);
    return ok({
      files,
      stylesheet: stylesheet.meta && `/${stylesheet.meta}`,
      boot: boot.meta && `/${boot.meta}`,
      config: { site: `/${site.file}` },
      main: scripts.meta.main,
      islands: new Map(scripts.meta.islands),
      react: scripts.meta.react,
      intlPolyfill: scripts.meta.intlPolyfill,
    });
  } catch (error) {
    if (isEsbuildFailure(error)) return fail(...esbuildErrors("bundle", error.errors));
    throw error;
  }
}

/**
 * The marketing runtime and the islands are bundled separately: bundled together, the code they
 * share becomes a chunk that every marketing page would load, pushing it over its budget.
 * React is bundled on its own, before the islands, which import it by its file name: one chunk,
 * cached by the browser across islands and across deploys that leave React's version alone. The Intl
 * polyfills are a group of their own for the same reason as main (main imports them by the URL its
 * page config gives, so they never land in a chunk every page loads).
 */
async function bundleScripts(
  model: SiteModel,
  islandNames: string[],
): Promise<BundleOutput<Scripts> & { inputs: string[] }> {
  const root = model.rootDir;
  const group = (entryPoints: Record<string, string>, plugins: Plugin[] = []) =>
    Object.keys(entryPoints).length ? bundleGroup(root, entryPoints, plugins) : null;
  // Only the islands wait for React (they name its chunk); main and the Intl polyfills start with it.
  const reactBundle = islandNames.length ? bundleReact(root) : Promise.resolve(null);
  const main = group(existsSync(join(root, MAIN_ENTRY)) ? { main: MAIN_ENTRY } : {});
  const intl = group(existsSync(join(root, INTL_POLYFILL_ENTRY)) ? { "intl-polyfill": INTL_POLYFILL_ENTRY } : {});
  // Their failures are reported below, with the islands'; a failure while React builds must not
  // count as an unhandled rejection meanwhile.
  for (const early of [main, intl]) early?.catch(() => undefined);
  const react = await reactBundle;
  // One build per island: a page carries one island, and code shared between islands would be cut
  // into many small chunks that together weigh more than each island's own copy.
  const islands = islandNames.map((name) =>
    group({ [`island-${name}`]: islandEntry(name) }, react ? [sharedReact(react.file)] : []),
  );
  const results = (await Promise.all([main, ...islands, intl])).filter((result) => result !== null);
  const files = new Map([
    ...(react ? [[react.file, react.contents] as const] : []),
    ...results.flatMap((result) => [...result.files]),
  ]);
  const assets = new Map(results.flatMap((result) => [...result.assets]));
  return {
    files,
    meta: {
      main: assets.get("main") ?? null,
      islands: islandNames.map((name) => [name, assets.get(`island-${name}`)!]),
      react: react?.file ?? null,
      intlPolyfill: assets.get("intl-polyfill") ?? null,
    },
    inputs: [...new Set([...(react?.inputs ?? []), ...results.flatMap((result) => result.inputs)])].sort(),
  };
}

/**
 * The modules islands may take React from; each resolves to the one shared chunk. SWR (the islands'
 * data cache) rides in it too: every subscription island reads its data through it.
 */
const REACT_MODULES = ["react", "react/jsx-runtime", "react-dom/client", "swr"] as const;
const REACT_ENTRY = "site:react";

/**
 * React's modules are CommonJS, so the chunk names every export explicitly, read from the
 * installed packages: whatever an island imports from React, the chunk has.
 */
function reactChunkSource(root: string): string {
  const require = createRequire(join(root, "package.json"));
  const taken = new Set<string>();
  return REACT_MODULES.map((id) => {
    const names = Object.keys(require(id) as object).filter(
      (name) => /^[A-Za-z_$][\w$]*$/.test(name) && !taken.has(name),
    );
    for (const name of names) taken.add(name);
    return `export { ${names.join(", ")} } from ${JSON.stringify(id)};`;
  }).join("\n");
}

async function bundleReact(root: string): Promise<{ file: string; contents: Uint8Array; inputs: string[] }> {
  const result = await esbuild({
    ...SCRIPT_OPTIONS,
    absWorkingDir: root,
    entryPoints: { react: REACT_ENTRY },
    // Chrome's compile hint: compile every function while the file streams in, off the main thread.
    // React's CommonJS wrappers are otherwise compiled lazily on the main thread when the island
    // starts, which cost /pro about 20 ms of a laptop's blocking time (issue 26).
    banner: { js: "//# allFunctionsCalledOnLoad" },
    outdir: join(VIRTUAL_OUT, "assets"),
    entryNames: "[name]-[hash]",
    metafile: true,
    plugins: [
      {
        name: "react-chunk",
        setup(plugin) {
          plugin.onResolve({ filter: /^site:react$/ }, () => ({ path: REACT_ENTRY, namespace: "site" }));
          plugin.onLoad({ filter: /.*/, namespace: "site" }, () => ({
            contents: reactChunkSource(root),
            resolveDir: root,
            loader: "js",
          }));
        },
      },
    ],
  });
  const output = result.outputFiles[0]!;
  return { file: distPath(root, output), contents: output.contents, inputs: fileInputs(result.metafile) };
}

/** Islands import React from the shared chunk (a sibling in assets/) instead of bundling their own. */
function sharedReact(file: string): Plugin {
  const specifier = `./${posix.basename(file)}`;
  return {
    name: "shared-react",
    setup(plugin) {
      plugin.onResolve({ filter: /^(react(-dom)?|swr)(\/|$)/ }, (args) =>
        (REACT_MODULES as readonly string[]).includes(args.path)
          ? { path: specifier, external: true }
          : { errors: [{ text: `islands take React from ${REACT_MODULES.join(", ")} only, not "${args.path}"` }] },
      );
    },
  };
}

const SCRIPT_OPTIONS = {
  bundle: true,
  format: "esm",
  minify: true,
  target: "es2020",
  jsx: "automatic",
  write: false,
  legalComments: "none",
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "silent",
} as const;

async function bundleGroup(root: string, entryPoints: Record<string, string>, plugins: Plugin[]) {
  const result = await esbuild({
    ...SCRIPT_OPTIONS,
    absWorkingDir: root,
    entryPoints,
    splitting: true,
    outdir: join(VIRTUAL_OUT, "assets"),
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    metafile: true,
    plugins,
  });
  const files = new Map(result.outputFiles.map((output) => [distPath(root, output), output.contents] as const));
  const outputs = Object.keys(result.metafile.outputs).map(stripVirtual);
  const assets = new Map(
    Object.keys(entryPoints).map((name) => {
      // Found by name, not by the metafile's entryPoint path, which differs when runtime/ is a link.
      const output = outputs.find((file) => new RegExp(`^assets/${name}-[A-Z0-9]+\\.js$`).test(file))!;
      return [
        name,
        {
          url: `/${output}`,
          files: reachable(result.metafile, output),
          eager: reachable(result.metafile, output, false),
        } satisfies ScriptAsset,
      ] as const;
    }),
  );
  return { files, assets, inputs: fileInputs(result.metafile) };
}

/** The files on disk a bundle was made from, relative to the site (virtual modules such as site:react aside). */
function fileInputs(metafile: Metafile): string[] {
  return Object.keys(metafile.inputs).filter((input) => !/^[a-z-]+:/.test(input));
}

/** The boot script (its file name is the meta), or none when the site has no boot entry. */
async function bundleBoot(root: string): Promise<BundleOutput<string | null> & { inputs: string[] }> {
  if (!existsSync(join(root, BOOT_ENTRY))) return { files: new Map(), meta: null, inputs: [] };
  const result = await esbuild({
    absWorkingDir: root,
    entryPoints: [BOOT_ENTRY],
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2017",
    write: false,
    legalComments: "none",
    metafile: true,
    logLevel: "silent",
  });
  const boot = hashedFile("boot", `${result.outputFiles[0]!.text.trim()}\n`);
  return { files: new Map([[boot.file, boot.contents]]), meta: boot.file, inputs: fileInputs(result.metafile) };
}

/** The name esbuild gives the generated stylesheet in its messages: no file on disk. */
const GENERATED_CSS = "site.css";

/** The stylesheet esbuild is given: the site's styles entry, if there is one, and the CSS site.yaml generates. */
function stylesheetSource(model: SiteModel): string {
  const imports = existsSync(join(model.rootDir, STYLES_ENTRY)) ? `@import "./${STYLES_ENTRY}";\n` : "";
  return `${imports}${generatedCss(model)}`;
}

/** The stylesheet and the files it refers to with url() (its file name is the meta), or none when it is empty. */
async function bundleStyles(root: string, source: string): Promise<BundleOutput<string | null> & { inputs: string[] }> {
  const result = await esbuild({
    absWorkingDir: root,
    stdin: { contents: source, resolveDir: root, loader: "css", sourcefile: GENERATED_CSS },
    bundle: true,
    minify: true,
    write: false,
    outdir: join(VIRTUAL_OUT, "assets"),
    loader: { ".svg": "file", ".png": "file", ".jpg": "file", ".webp": "file", ".woff2": "file" },
    assetNames: "[name]-[hash]",
    metafile: true,
    logLevel: "silent",
  });
  const inputs = fileInputs(result.metafile).filter((input) => input !== GENERATED_CSS);
  const css = result.outputFiles.find((output) => output.path.endsWith(".css"));
  if (!css?.text.trim()) return { files: new Map(), meta: null, inputs };
  const hash = createHash("sha256").update(css.contents).digest("hex").slice(0, 8).toUpperCase();
  const file = `assets/site-${hash}.css`;
  // Files the stylesheet refers to with url() (the file loaders above) sit beside it in assets/.
  const assets = result.outputFiles
    .filter((output) => output !== css)
    .map((output) => [distPath(root, output), output.contents] as const);
  return { files: new Map([[file, css.contents], ...assets]), meta: file, inputs };
}

/** Every output an entry loads, following static and (unless told not to) dynamic imports: what a visitor may download. */
function reachable(metafile: Metafile, start: string, lazy = true): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[`${VIRTUAL_OUT}/${file}`]?.imports ?? []) {
      if (!lazy && imported.kind === "dynamic-import") continue;
      if (!imported.external) visit(stripVirtual(imported.path));
      // The shared React chunk: external to the islands' build, but a file the page loads all the same.
      else if (imported.path.startsWith("./")) seen.add(posix.join(posix.dirname(file), imported.path));
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
