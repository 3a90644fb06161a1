import { existsSync, readdirSync } from "node:fs";
import { cp, mkdir, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { gzipSync } from "node:zlib";
import { fail, ok, type Result, type SiteError } from "../errors.js";
import { loadSite, locateConfigPath, type SiteModel } from "../config/load.js";
import { loadContent, type ContentIndex } from "../content/load-content.js";
import { loadMessages, missingKeys, type Catalogue } from "../content/messages.js";
import type { BuildEnvironment } from "../../contracts/browser-config.js";
import { bundleAssets, type BuildAssets } from "./bundle.js";
import { manifestSchema, type Manifest, type ManifestAsset } from "../../contracts/manifest.js";
import { planPages, routeFile, routeUrl, type PlannedPage } from "./plan.js";
import { createPageRenderer, type RenderedPage, type RenderInput } from "./render.js";
import { contentSecurityPolicy, eligibilityFiles, headersFile, robots, rootPage, sitemap } from "./site-files.js";
import { buildAtomically } from "./swap.js";
import { compileTemplates, importTemplates, TEMPLATES_ENTRY, type Templates } from "./templates.js";
import { renderAndWrite, type PageRecord } from "./write-pages.js";

export const NOT_FOUND_TEMPLATE = "not-found";
export const NOT_FOUND_PATH = "/404.html";
export const PUBLIC_DIR = "public";

export interface BuildOptions {
  rootDir: string;
  outDir: string;
  environment: BuildEnvironment;
  /** Render threads: "auto" uses workers when the page count makes it pay. */
  workers?: number | "auto";
  onProgress?: (event: BuildProgress) => void;
}

export type BuildProgress = { stage: "load" | "bundle" | "write" } | { stage: "render"; done: number; total: number };

export interface BuildSummary {
  pages: number;
  locales: number;
  assets: number;
  bytes: number;
  gzipBytes: number;
  /** The heaviest page without an island: its JavaScript, gzipped (boot script included). */
  marketingJs: { gzipBytes: number; page: string | null };
  /** The shared React chunk, each island's own code (what it loads besides React and main), and the heaviest island page. */
  islandJs: IslandJs;
  /** Milliseconds from process start until the first page was on disk. */
  firstPageMs: number;
  totalMs: number;
  workers: number;
  warnings: SiteError[];
  manifest: Manifest;
}

export interface IslandJs {
  react: { file: string; gzipBytes: number } | null;
  /** Own code: what the island loads at once besides React; on demand: what it may load later (the apps' bridge). */
  islands: { name: string; ownGzipBytes: number; onDemandGzipBytes: number }[];
  heaviestPage: { gzipBytes: number; page: string | null };
}

/**
 * Pages per render thread below which another thread costs more than it saves. Measured on 2
 * cores (npm run bench): two threads render 4,000 pages 1.3x faster than one, 1,000 pages about
 * as fast; `--workers N` overrides it.
 */
const PAGES_PER_WORKER = 500;

/** Everything a build has worked out before it writes: reused by `site dev` between changes. */
export interface PreparedBuild {
  model: SiteModel;
  environment: BuildEnvironment;
  content: ContentIndex;
  catalogues: ReadonlyMap<string, Catalogue>;
  templatesFile: string;
  templates: Templates;
  assets: BuildAssets;
  input: RenderInput;
  pages: PlannedPage[];
}

/** Load, validate, compile and bundle: every error of the site surfaces here, before anything is written. */
export async function prepareBuild(rootDir: string, environment: BuildEnvironment, onProgress?: BuildOptions["onProgress"]): Promise<Result<PreparedBuild>> {
  onProgress?.({ stage: "load" });
  const loaded = await loadSite(rootDir);
  if (!loaded.ok) return loaded;
  const model = loaded.value;

  onProgress?.({ stage: "bundle" });
  // esbuild works in its own process: start it, then read content and messages meanwhile.
  const compiling = compileTemplates(model.rootDir);
  const bundling = bundleAssets(model);
  const loadingMessages = loadMessages(model.rootDir, model.locales.map((l) => l.code));
  const content = loadContent(model);
  const [messages, compiled, assets] = await Promise.all([loadingMessages, compiling, bundling]);
  const errors = [...messages.errors, ...content.errors, ...(compiled.ok ? [] : compiled.errors), ...(assets.ok ? [] : assets.errors)];
  if (errors.length || !compiled.ok || !assets.ok) return fail(...errors);
  const templates = await importTemplates(compiled.value.file);
  if (!templates.ok) return templates;
  const missingTemplates = await checkTemplates(model, templates.value);
  if (missingTemplates.length) return fail(...missingTemplates);

  const input: RenderInput = {
    model: { ...model },
    environment,
    messages: Object.fromEntries([...messages.catalogues].map(([code, catalogue]) => [code, Object.fromEntries(catalogue)])),
    assets: { stylesheet: assets.value.stylesheet, boot: assets.value.boot, main: assets.value.main, islands: Object.fromEntries(assets.value.islands) },
    favicon: existsSync(join(model.rootDir, PUBLIC_DIR, "favicon.svg")) ? "/favicon.svg" : null,
  };
  return ok({
    model,
    environment,
    content: content.index,
    catalogues: messages.catalogues,
    templatesFile: compiled.value.file,
    templates: templates.value,
    assets: assets.value,
    input,
    pages: planPages(model, content.index),
  });
}

export async function buildSite(options: BuildOptions): Promise<Result<BuildSummary>> {
  const started = performance.now();
  const prepared = await prepareBuild(options.rootDir, options.environment, options.onProgress);
  if (!prepared.ok) return prepared;
  return writeBuild(prepared.value, options, started);
}

/** Render every page into a fresh folder and swap it in for `outDir`. */
export async function writeBuild(prepared: PreparedBuild, options: Pick<BuildOptions, "outDir" | "workers" | "onProgress">, started = performance.now()): Promise<Result<BuildSummary>> {
  const { model, pages, input, assets } = prepared;
  const workers = workerCount(options.workers ?? "auto", pages.length);
  let firstPageMs = 0;
  const result = await buildAtomically(options.outDir, async (tmpDir): Promise<Result<{ records: PageRecord[]; manifest: Manifest }>> => {
    options.onProgress?.({ stage: "write" });
    await writeAssets(tmpDir, model, assets);
    let done = 0;
    const progress = (count: number) => {
      // performance.now() counts from process start: this includes Node's own start-up.
      if (!firstPageMs) firstPageMs = performance.now();
      done += count;
      options.onProgress?.({ stage: "render", done, total: pages.length });
    };
    const render = createPageRenderer(input, prepared.templates);
    const records = await renderInThreads(pages, render, { input, templatesFile: prepared.templatesFile, outDir: tmpDir, threads: workers, progress });
    await writeNotFoundPages(tmpDir, model, render);
    const root = rootPage(model, assets.stylesheet);
    const hashes = [...(assets.boot ? [assets.boot.hash] : []), root.scriptHash].sort();
    const manifest = buildManifest(model, prepared.environment, pages, records, assets, hashes, prepared.catalogues);
    await Promise.all(
      eligibilityFiles(model).map(async ({ file, contents }) => {
        await mkdir(dirname(join(tmpDir, file)), { recursive: true });
        await writeFile(join(tmpDir, file), contents);
      }),
    );
    await Promise.all([
      writeFile(join(tmpDir, "index.html"), root.html),
      writeFile(join(tmpDir, "sitemap.xml"), sitemap(model)),
      writeFile(join(tmpDir, "robots.txt"), robots(model)),
      writeFile(join(tmpDir, "_headers"), headersFile(contentSecurityPolicy(model, prepared.environment, hashes))),
      writeFile(join(tmpDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`),
    ]);
    return ok({ records, manifest });
  }).catch((error: unknown) => fail<{ records: PageRecord[]; manifest: Manifest }>(renderFailure(error)));
  if (!result.ok) return result;

  const { records, manifest } = result.value;
  return ok(summarise(model, manifest, records, assets, firstPageMs, performance.now() - started, workers));
}

function workerCount(requested: number | "auto", pages: number): number {
  if (requested !== "auto") return Math.max(1, requested);
  if (!existsSync(WORKER_FILE)) return 1;
  return Math.max(1, Math.min(availableParallelism(), Math.floor(pages / PAGES_PER_WORKER), 4));
}

/** The compiled worker beside the compiled CLI; absent when running from the TypeScript sources. */
const WORKER_FILE = join(dirname(fileURLToPath(import.meta.url)), "render-worker.mjs");

/**
 * Split the pages into one share per thread: worker threads take all shares but the first, and
 * the main thread renders the first while they start, so the first page is not kept waiting
 * for the workers' start-up.
 */
async function renderInThreads(
  pages: PlannedPage[],
  render: (page: PlannedPage) => RenderedPage,
  options: { input: RenderInput; templatesFile: string; outDir: string; threads: number; progress: (n: number) => void },
): Promise<PageRecord[]> {
  const size = Math.ceil(pages.length / options.threads);
  const [first = [], ...rest] = Array.from({ length: options.threads }, (_, i) => pages.slice(i * size, (i + 1) * size));
  const workers = rest.map((share) => runWorker(share, options));
  let reported = 0;
  const mine = renderAndWrite(first, render, options.outDir, (done) => {
    if (done === 1 || done - reported >= 25) {
      options.progress(done - reported);
      reported = done;
    }
  });
  options.progress(first.length - reported);
  return [...mine, ...(await Promise.all(workers)).flat()];
}

function runWorker(share: PlannedPage[], options: { input: RenderInput; templatesFile: string; outDir: string; progress: (n: number) => void }): Promise<PageRecord[]> {
  return new Promise<PageRecord[]>((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, { workerData: { input: options.input, templatesFile: options.templatesFile, pages: share, outDir: options.outDir } });
    worker.on("message", (message: { type: "progress"; done: number } | { type: "done"; records: PageRecord[] }) => {
      if (message.type === "progress") options.progress(message.done);
      else resolve(message.records);
    });
    worker.on("error", reject);
    worker.on("exit", (code) => code !== 0 && reject(new Error(`a render worker stopped with code ${code}`)));
  });
}

async function checkTemplates(model: SiteModel, templates: Templates): Promise<SiteError[]> {
  const names = Object.keys(templates);
  const errors: SiteError[] = [];
  for (const [index, route] of model.routes.entries()) {
    if (!templates[route.template]) {
      errors.push({
        code: "unknown-template",
        ...(await locateConfigPath(model.rootDir, ["routes", index, "template"])),
        message: `the template "${route.template}" is not exported by ${TEMPLATES_ENTRY}`,
        hint: `templates are: ${names.join(", ")}`,
      });
    }
  }
  if (!templates[NOT_FOUND_TEMPLATE]) {
    errors.push({ code: "unknown-template", file: TEMPLATES_ENTRY, message: `a "${NOT_FOUND_TEMPLATE}" template is needed for the 404 pages` });
  }
  return errors;
}

async function writeAssets(dir: string, model: SiteModel, assets: BuildAssets) {
  if (existsSync(join(model.rootDir, PUBLIC_DIR))) await cp(join(model.rootDir, PUBLIC_DIR), dir, { recursive: true, dereference: true });
  await mkdir(join(dir, "assets"), { recursive: true });
  await Promise.all([...assets.files].map(([file, contents]) => writeFile(join(dir, file), contents)));
}

/** A 404 page per locale, and the default locale's at the root for hosts that look there. */
async function writeNotFoundPages(dir: string, model: SiteModel, render: (page: PlannedPage) => RenderedPage) {
  const theme = model.themes.default ? "default" : Object.keys(model.themes)[0]!;
  const route = { path: NOT_FOUND_PATH, id: NOT_FOUND_TEMPLATE, template: NOT_FOUND_TEMPLATE, theme, specificPurpose: false, legal: false };
  const pages: PlannedPage[] = model.locales.map((locale) => ({ route, locale, url: routeUrl(locale.code, NOT_FOUND_PATH), file: routeFile(locale.code, NOT_FOUND_PATH), content: null }));
  renderAndWrite(pages, render, dir);
  const fallback = pages.find((page) => page.locale.code === model.site.defaultLocale)!;
  await writeFile(join(dir, "404.html"), render(fallback).html);
}

function buildManifest(
  model: SiteModel,
  environment: BuildEnvironment,
  pages: PlannedPage[],
  records: PageRecord[],
  assets: BuildAssets,
  inlineScriptHashes: string[],
  catalogues: ReadonlyMap<string, Catalogue>,
): Manifest {
  const defaults = catalogues.get(model.site.defaultLocale) ?? new Map<string, string>();
  const byFile = new Map(records.map((record) => [record.file, record]));
  const sources = templateSources(model.rootDir, [...new Set(pages.map((page) => page.route.template))]);
  const assetList: ManifestAsset[] = [...assets.files]
    .map(([file, contents]) => ({ file, kind: assetKind(file), bytes: contents.length, gzipBytes: gzipSync(contents).length }))
    .sort((a, b) => a.file.localeCompare(b.file));
  return manifestSchema.parse({
    version: 1,
    site: { brand: model.site.brand, baseUrl: model.site.baseUrl, defaultLocale: model.site.defaultLocale, locales: model.locales.map((l) => l.code), environment },
    pages: pages.map((page) => {
      const record = byFile.get(page.file)!;
      return {
        route: page.route.path,
        id: page.route.id,
        locale: page.locale.code,
        template: page.route.template,
        theme: page.route.theme,
        island: page.route.island ?? null,
        file: page.file,
        url: page.url,
        source: { template: sources.get(page.route.template)!, content: page.content?.file ?? null },
        htmlBytes: record.htmlBytes,
        htmlGzipBytes: record.htmlGzipBytes,
        assets: record.assets,
      };
    }),
    assets: assetList,
    inlineScriptHashes,
    missingMessages: Object.fromEntries(
      model.locales.filter((l) => l.code !== model.site.defaultLocale).map((l) => [l.code, missingKeys(defaults, catalogues.get(l.code) ?? new Map())]),
    ),
  });
}

const TEMPLATE_PAGES_DIR = "templates/pages";

/**
 * The file a person edits for each template, so reports can name it: templates/pages/HomePage.tsx
 * for "home", NotFoundPage.tsx for "not-found" (case, dashes and a Page suffix aside), else the entry.
 */
export function templateSources(rootDir: string, templates: readonly string[]): Map<string, string> {
  const key = (name: string) => name.replace(/\.tsx$/, "").replace(/Page$/, "").toLowerCase().replace(/[^a-z0-9]/g, "");
  const files = existsSync(join(rootDir, TEMPLATE_PAGES_DIR)) ? readdirSync(join(rootDir, TEMPLATE_PAGES_DIR)).filter((f) => f.endsWith(".tsx")) : [];
  return new Map(templates.map((template) => {
    const file = files.find((candidate) => key(candidate) === key(template));
    return [template, file ? `${TEMPLATE_PAGES_DIR}/${file}` : TEMPLATES_ENTRY];
  }));
}

function assetKind(file: string): ManifestAsset["kind"] {
  if (file.endsWith(".js")) return "js";
  if (file.endsWith(".css")) return "css";
  if (/\.(svg|png|jpe?g|webp|gif|avif|ico)$/.test(file)) return "image";
  if (/\.(woff2?|ttf|otf)$/.test(file)) return "font";
  return "other";
}

function summarise(model: SiteModel, manifest: Manifest, records: PageRecord[], assets: BuildAssets, firstPageMs: number, totalMs: number, workers: number): BuildSummary {
  const assetBytes = new Map(manifest.assets.map((asset) => [asset.file, asset]));
  const gzipOf = (files: readonly string[]) => files.reduce((sum, file) => sum + (file.endsWith(".js") ? (assetBytes.get(file)?.gzipBytes ?? 0) : 0), 0);
  const bootGzip = assets.boot ? gzipSync(assets.boot.code).length : 0;
  let marketing = { gzipBytes: 0, page: null as string | null };
  let islandPage = { gzipBytes: 0, page: null as string | null };
  for (const page of manifest.pages) {
    const js = bootGzip + gzipOf(page.assets);
    if (page.island) {
      if (js > islandPage.gzipBytes || !islandPage.page) islandPage = { gzipBytes: js, page: page.url };
    } else if (js > marketing.gzipBytes || !marketing.page) marketing = { gzipBytes: js, page: page.url };
  }
  const pageBytes = records.reduce((sum, r) => sum + r.htmlBytes, 0);
  const pageGzip = records.reduce((sum, r) => sum + r.htmlGzipBytes, 0);
  return {
    pages: records.length,
    locales: model.locales.length,
    assets: manifest.assets.length,
    bytes: pageBytes + manifest.assets.reduce((sum, a) => sum + a.bytes, 0),
    gzipBytes: pageGzip + manifest.assets.reduce((sum, a) => sum + a.gzipBytes, 0),
    marketingJs: marketing,
    islandJs: {
      react: assets.react ? { file: assets.react, gzipBytes: gzipOf([assets.react]) } : null,
      islands: [...assets.islands].map(([name, asset]) => ({
        name,
        ownGzipBytes: gzipOf(asset.eager.filter((file) => file !== assets.react)),
        onDemandGzipBytes: gzipOf(asset.files.filter((file) => !asset.eager.includes(file))),
      })),
      heaviestPage: islandPage,
    },
    firstPageMs,
    totalMs,
    workers,
    warnings: Object.entries(manifest.missingMessages)
      .filter(([, keys]) => keys.length)
      .map(([locale, keys]) => ({ code: "missing-translations", file: `locales/${locale}.yaml`, message: `${keys.length} message${keys.length === 1 ? "" : "s"} fall back to ${model.site.defaultLocale}` })),
    manifest,
  };
}

function renderFailure(error: unknown): SiteError {
  const message = error instanceof Error ? error.message : String(error);
  return { code: "render-failed", message: `rendering failed: ${message}`, hint: "a template threw while rendering; the message above comes from it" };
}

