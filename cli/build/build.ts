import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { BuildEnvironment } from "../../contracts/browser-config.js";
import { fail, ok, type Result, type SiteError } from "../errors.js";
import { failureToError } from "../failures.js";
import { compileTemplates, type Templates } from "./bundle/templates.js";
import { createBodyRenderer, type BodyInput, type RenderInput } from "./render/page.js";
import { renderBodiesWhile, type Bodies } from "./render/bodies-while.js";
import { stageClock, type BuildProgress, type StageClock } from "./stage.js";
import { bundleStage, templatesOf, type Bundle } from "./stages/bundle.js";
import { changeContent, contentStage, type Content, type ContentChange } from "./stages/content.js";
import { loadStage, type Loaded } from "./stages/load.js";
import { planSite, planStage, type Plan, type PlannedPage, type Schedule } from "./stages/plan.js";
import { renderPages, renderStage } from "./stages/render.js";
import { reportStage, type BuildSummary } from "./stages/report.js";
import { writeStage } from "./stages/write.js";
import { picturesStage, type Pictures } from "./stages/images.js";
import { shareSettings, shareStage, type Share } from "./stages/share.js";
import { PUBLIC_DIR } from "../site-layout.js";
import { openInputCache, type InputCache } from "./cache/input-cache.js";
import { openBundleCache } from "./cache/bundle-cache.js";
import { cacheFile as pageCacheFile, openPageCache } from "./cache/page-cache.js";
import { threadCount, threadPool, type ThreadPool } from "./threads/pool.js";
import { buildAtomically, updateInPlace } from "./write/swap.js";
import { feedWriter } from "./write/feeds.js";
import { sitemap } from "./write/site-files.js";

export type { BuildProgress } from "./stage.js";
export type { BuildSummary } from "./stages/report.js";

export interface BuildOptions {
  rootDir: string;
  outDir: string;
  environment: BuildEnvironment;
  /** Render threads: "auto" uses workers when the page count makes it pay. */
  workers?: number | "auto";
  /**
   * Take pages whose inputs did not change over from the previous output instead of rendering
   * them again (the page cache, under .site-cache/build/). On unless false.
   */
  cache?: boolean;
  /**
   * The build's clock: entries dated after it are left out until a build at or after their date.
   * Read once, here, when not given.
   */
  now?: Date;
  onProgress?: (event: BuildProgress) => void;
}

/** What the stages up to rendering found: kept by `site dev` between changes. */
export interface Prepared extends Loaded {
  environment: BuildEnvironment;
  /** Which entries the plan shows: the clock it was made with, and whether drafts are previewed. */
  schedule: Schedule;
  content: Content;
  plan: Plan;
  bundle: Bundle;
  /** What the renderer needs, as plain data for the render threads. */
  render: RenderInput;
  /** Bodies rendered while the browser code was bundled (`prerender`): for the build that prepared them only. */
  bodies?: Bodies;
  /** The files made from images/ and the share images, made while pages render; the write stage waits for them. */
  images: { pictures: Pictures; share: Share | null; made: Promise<Result<void>> };
}

/** load -> content -> plan -> bundle -> render -> write -> report; a failed build leaves `outDir` as it was. */
export async function buildSite(options: BuildOptions): Promise<Result<BuildSummary>> {
  const clock = stageClock(options.onProgress);
  const pool = threadPool();
  const caching = options.cache !== false;
  const inputs = caching ? openInputCache(options.rootDir) : undefined;
  // After a build into the same folder, most pages are likely unchanged: threads wait until the
  // render stage knows how many pages must be rendered.
  const early = !caching || !existsSync(pageCacheFile(options.rootDir, options.outDir));
  try {
    const schedule = { now: (options.now ?? new Date()).getTime(), preview: false };
    const prepared = await prepareSite(options.rootDir, options.environment, {
      clock,
      pool: early ? pool : undefined,
      workers: options.workers,
      cache: inputs,
      prerender: early,
      schedule,
    });
    if (!prepared.ok) return prepared;
    const built = await produceSite(prepared.value, options, clock, pool);
    if (built.ok) await inputs?.save();
    return built;
  } catch (error) {
    // A stage that crashed: nothing was swapped in, so the output folder is as it was.
    return fail(failureToError(error));
  } finally {
    await pool.close();
  }
}

export interface PrepareOptions {
  clock?: StageClock;
  /** Build threads to start once the page count is known. */
  pool?: ThreadPool;
  workers?: number | "auto";
  /** The model and Markdown a previous build parsed, reused where their files are unchanged. */
  cache?: InputCache;
  /** Render page bodies while the browser code is bundled (a build that will render most pages). */
  prerender?: boolean;
  /** The build's clock, and whether drafts and entries dated later are shown (`site dev`). */
  schedule: Schedule;
}

/**
 * The stages before anything is written; every error of the site surfaces here. The templates
 * compile from the start and the bundle from the moment the site is loaded, both in esbuild's own
 * process, while this thread reads content and plans, and then, with `prerender`, renders page
 * bodies until the bundle is done. Build threads start as soon as the page count is known and
 * import the templates the moment they are compiled.
 */
export async function prepareSite(
  rootDir: string,
  environment: BuildEnvironment,
  options: PrepareOptions,
): Promise<Result<Prepared>> {
  const { clock = stageClock(), pool, cache, schedule } = options;
  const compiling = compileTemplates(rootDir);
  const loaded = await clock.run("load", () => loadStage({ rootDir, cache }));
  if (!loaded.ok) {
    await compiling;
    return loaded;
  }
  const { model, locate } = loaded.value;
  if (pool) {
    pool.start(threadCount(options.workers ?? "auto", model.routes.length * model.locales.length) - 1);
    void compiling.then((compiled) => compiled.ok && pool.warm(compiled.value.file));
  }
  // The browser bundles are remembered with the other inputs, and only when the build caches.
  const bundleCache = cache ? openBundleCache(rootDir) : undefined;
  const templates = templatesOf(model, compiling);
  const bundling = clock.run("bundle", () => bundleStage({ model, locate, environment, templates, bundleCache }));
  // Pictures are read beside content: libvips reads their headers off this thread.
  const picturing = picturesStage({ model });
  const content = await clock.run("content", () => contentStage({ model, locate, cache }));
  const plan = content.ok
    ? await clock.run("plan", () => planStage({ model, locate, content: content.value, schedule }))
    : content;
  const pictures = await picturing;
  const settings = shareSettings(model);
  const share =
    plan.ok && content.ok && settings.ok && settings.value
      ? shareStage({ model, plan: plan.value, messages: content.value.messages, settings: settings.value })
      : null;
  const made = pictures.ok ? clock.run("images", () => madeAll(pictures.value, share)) : Promise.resolve(ok(undefined));
  const bodies =
    options.prerender && content.ok && plan.ok && pictures.ok
      ? await bodiesWhileBundling(
          bundling,
          templates,
          { model, messages: content.value.messages, pictures: pictures.value.index, entries: plan.value.entries },
          plan.value,
          clock,
        )
      : undefined;
  const bundle = await bundling;
  if (!content.ok || !plan.ok || !bundle.ok || !pictures.ok || !settings.ok) {
    // Files being made are finished into the cache, where the next build finds them: nothing of
    // this build goes on after it has returned.
    await made;
    return fail(...errorsOf(content, plan, bundle, pictures, settings));
  }
  const { assets } = bundle.value;
  return ok({
    ...loaded.value,
    environment,
    schedule,
    content: content.value,
    plan: plan.value,
    bundle: bundle.value,
    render: {
      model: { ...model },
      environment,
      messages: content.value.messages,
      assets: {
        stylesheet: assets.stylesheet,
        boot: assets.boot,
        config: assets.config,
        main: assets.main,
        islands: Object.fromEntries(assets.islands),
        intlPolyfill: assets.intlPolyfill,
      },
      favicon: existsSync(join(model.rootDir, PUBLIC_DIR, "favicon.svg")) ? "/favicon.svg" : null,
      islandConfig: plan.value.islandConfig,
      entries: plan.value.entries,
      pictures: pictures.value.index,
      share: settings.value,
    },
    bodies,
    images: { pictures: pictures.value, share, made },
  });
}

/** Every picture and share image in the cache, or what stopped one. */
async function madeAll(pictures: Pictures, share: Share | null): Promise<Result<void>> {
  const results = await Promise.all([pictures.made, share?.made ?? ok(undefined)]);
  const errors = results.flatMap((result) => (result.ok ? [] : result.errors));
  return errors.length ? fail(...errors) : ok(undefined);
}

/**
 * The bodies of the first pages, rendered while the bundle is still being made: the render stage
 * starts now, and only the documents around these bodies wait for the bundle.
 */
async function bodiesWhileBundling(
  bundling: Promise<unknown>,
  templates: Promise<Result<{ components: Templates }>>,
  input: BodyInput,
  plan: Plan,
  clock: StageClock,
): Promise<Bodies | undefined> {
  // The bundle stage waits for the templates too: they are ready before the bundle is.
  const compiled = await templates;
  if (!compiled.ok) return undefined;
  const renderBody = createBodyRenderer(input, compiled.value.components);
  clock.onProgress({ stage: "render", state: "started" });
  return renderBodiesWhile(bundling, plan.pages, renderBody);
}

/**
 * Render, write and report into a fresh folder that replaces `outDir` only when all went well,
 * with the given build threads, or threads of its own for `options.workers`.
 */
export async function produceSite(
  prepared: Prepared,
  options: Pick<BuildOptions, "outDir" | "workers" | "cache">,
  clock: StageClock = stageClock(),
  threads?: ThreadPool,
): Promise<Result<BuildSummary>> {
  const pool = threads ?? threadPool();
  try {
    return await produce(prepared, options, clock, pool);
  } finally {
    if (!threads) await pool.close();
  }
}

async function produce(
  prepared: Prepared,
  options: Pick<BuildOptions, "outDir" | "workers" | "cache">,
  clock: StageClock,
  pool: ThreadPool,
): Promise<Result<BuildSummary>> {
  const pages =
    options.cache === false
      ? null
      : openPageCache({
          rootDir: prepared.model.rootDir,
          outDir: options.outDir,
          render: prepared.render,
          templatesFile: prepared.bundle.templates.file,
        });
  const inPlace = pages?.warm ?? false;
  const cache = pages && { pages, previous: options.outDir, inPlace };
  let files: ReadonlySet<string> = new Set();
  const build = async (dir: string) => {
    const rendered = await clock.run(
      "render",
      () =>
        renderStage({
          ...prepared,
          templates: prepared.bundle.templates,
          dir,
          pool,
          workers: options.workers ?? "auto",
          cache,
          onPages: (done, total) => clock.onProgress({ stage: "render", state: "pages", done, total }),
        }),
      prepared.bodies?.startedAt,
    );
    // Waited for even when rendering failed: nothing of this build goes on after it has returned.
    const made = await prepared.images.made;
    if (!rendered.ok) return rendered;
    if (!made.ok) return made;
    const written = await clock.run("write", () =>
      writeStage({
        ...prepared,
        messages: prepared.content.messages,
        pictures: prepared.render.pictures,
        rendered: rendered.value,
        dir,
        gzipSize: pages?.gzipSize,
      }),
    );
    files = new Set(written.files);
    return ok({ rendered: rendered.value, written });
  };
  const built = await (inPlace
    ? updateInPlace(options.outDir, { before: pages!.files, after: () => files }, build)
    : buildAtomically(options.outDir, build)
  ).catch((error: unknown) => fail<never>(failureToError(error)));
  if (!built.ok) return built;
  await pages?.save([...files]);
  const { rendered, written } = built.value;
  const summary = await clock.run("report", () =>
    reportStage({ model: prepared.model, manifest: written.manifest, rendered, assets: prepared.bundle.assets }),
  );
  return ok({ ...summary, totalMs: performance.now() - clock.started, stages: clock.timings() });
}

/** What `site dev` renders again after a change, and the pages that are gone. */
export interface Replanned {
  prepared: Prepared;
  pages: PlannedPage[];
  /** Files of pages the new plan no longer has (an entry removed, a list grown shorter). */
  removed: string[];
}

/**
 * `site dev` after a Markdown file or catalogue changed: the content and plan stages again, and the
 * pages whose output that change can alter. Errors leave `prepared` as it was.
 */
export function replan(prepared: Prepared, change: ContentChange): Result<Replanned> {
  const content = changeContent(prepared.content, prepared, change);
  if (!content.ok) return content;
  const plan = planSite(prepared.model, content.value, prepared.schedule);
  const next: Prepared = {
    ...prepared,
    content: content.value,
    plan,
    render: {
      ...prepared.render,
      messages: content.value.messages,
      islandConfig: plan.islandConfig,
      entries: plan.entries,
    },
  };
  const files = new Set(plan.pages.map((page) => page.file));
  const removed = prepared.plan.pages.filter((page) => !files.has(page.file)).map((page) => page.file);
  if (change.kind === "messages") {
    const everyPage = change.locale === prepared.model.site.defaultLocale;
    return ok({
      prepared: next,
      pages: plan.pages.filter((page) => everyPage || page.locale.code === change.locale),
      removed,
    });
  }
  const before = new Map(prepared.plan.pages.map((page) => [page.file, page]));
  // An entry changes what lists, neighbours and the pages listing its collection show, not only its own page.
  const entries = prepared.plan.entries;
  const showsOther = (page: PlannedPage, old: PlannedPage) =>
    (page.collection !== undefined && JSON.stringify(page.collection) !== JSON.stringify(old.collection)) ||
    (page.route.collections ?? []).some(
      (name) =>
        JSON.stringify(plan.entries[name]?.[page.locale.code]) !== JSON.stringify(entries[name]?.[page.locale.code]),
    );
  const pages = plan.pages.filter((page) => {
    const old = before.get(page.file);
    return !old || page.content?.file === change.file || old.content?.file === change.file || showsOther(page, old);
  });
  return ok({ prepared: next, pages, removed });
}

/**
 * Render some pages of a prepared site into `dir` (no staging folder: `site dev` serves `dir` live),
 * with the island configs they may load (a catalogue change gives its language a new one).
 */
export function rerender(prepared: Prepared, replanned: Pick<Replanned, "pages" | "removed">, dir: string): string[] {
  for (const output of prepared.plan.outputs) {
    if (output.kind !== "island-config" || existsSync(join(dir, output.file))) continue;
    mkdirSync(dirname(join(dir, output.file)), { recursive: true });
    writeFileSync(join(dir, output.file), output.contents!);
  }
  for (const file of replanned.removed) rmSync(join(dir, file), { force: true });
  // The feeds and the sitemap follow the entries; they are written again whenever a collection's page changed.
  if (replanned.pages.some((page) => page.collection) || replanned.removed.length) {
    const feed = feedWriter(prepared.model, prepared.content.messages, prepared.render.pictures);
    for (const output of prepared.plan.outputs) {
      if (output.kind !== "feed" && output.kind !== "sitemap") continue;
      mkdirSync(dirname(join(dir, output.file)), { recursive: true });
      writeFileSync(
        join(dir, output.file),
        output.kind === "feed" ? feed(output.feed!) : sitemap(prepared.model, prepared.plan.pages),
      );
    }
  }
  return renderPages({ render: prepared.render, templates: prepared.bundle.templates, dir }, replanned.pages).map(
    (record) => record.file,
  );
}

function errorsOf(...results: Result<unknown>[]): SiteError[] {
  return results
    .flatMap((result) => (result.ok ? [] : result.errors))
    .filter((error, index, all) => all.indexOf(error) === index);
}
