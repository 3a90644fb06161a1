import { existsSync } from "node:fs";
import type { BuildEnvironment } from "../../contracts/browser-config.js";
import { fail, ok, type Result } from "../errors.js";
import { failureToError } from "../failures.js";
import { openBundleCache } from "./cache/bundle-cache.js";
import { openInputCache, type InputCache } from "./cache/input-cache.js";
import { cacheFile as pageCacheFile } from "./cache/page-cache.js";
import type { Bodies } from "./render/bodies-ahead.js";
import type { RenderInput } from "./render/page.js";
import { runStages, settledAll, type Settling } from "./runner.js";
import { stageClock, type BuildProgress, type StageClock } from "./stage.js";
import type { Bundle } from "./stages/bundle.js";
import type { Content } from "./stages/content.js";
import type { Pictures } from "./stages/images.js";
import { BUILD_STAGES } from "./stages/index.js";
import type { Loaded } from "./stages/load.js";
import type { BuildSummary } from "./stages/report.js";
import type { Share } from "./stages/share.js";
import { threadPool, type ThreadPool } from "./threads/pool.js";
import type { BuildContext, BuildStage, BuildValues, Plan, Schedule } from "./types.js";

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
  /** The stage graph: the build's own (cli/build/stages/index.ts) unless given. */
  stages?: readonly BuildStage[];
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
  /** Bodies rendered ahead, while the browser code was bundled: for the build that prepared them only. */
  bodies?: Bodies;
  /** The files made from images/ and the share images, made while pages render; the write stage waits for them. */
  images: { pictures: Pictures; share: Share | null; made: Promise<Result<void>> };
}

/** The whole stage graph; a failed build leaves `outDir` as it was. */
export async function buildSite(options: BuildOptions): Promise<Result<BuildSummary>> {
  const stages = options.stages ?? BUILD_STAGES;
  const clock = stageClock(options.onProgress, timedStages(stages));
  const pool = threadPool();
  const caching = options.cache !== false;
  const inputs = caching ? openInputCache(options.rootDir) : undefined;
  // After a build into the same folder, most pages are likely unchanged: threads wait until the
  // render stage knows how many pages must be rendered, and no body is rendered ahead.
  const early = !caching || !existsSync(pageCacheFile(options.rootDir, options.outDir));
  try {
    const context: BuildContext = {
      rootDir: options.rootDir,
      environment: options.environment,
      schedule: { now: (options.now ?? new Date()).getTime(), preview: false },
      inputCache: inputs,
      // The browser bundles are remembered with the other inputs, and only when the build caches.
      bundleCache: inputs ? openBundleCache(options.rootDir) : undefined,
      threads: pool,
      startThreadsEarly: early,
      workers: options.workers ?? "auto",
      renderAhead: early,
      outDir: options.outDir,
      pageCache: caching,
      clock,
    };
    const built = await produce(stages, context, {});
    if (built.ok) await inputs?.save();
    return built;
  } catch (error) {
    // A crash outside any stage: nothing was swapped in, so the output folder is as it was.
    return fail(failureToError(error));
  } finally {
    await pool.close();
  }
}

/** Runs the stages from `given` to the report; a failure discards the build's folder, if it had one. */
async function produce(
  stages: readonly BuildStage[],
  context: BuildContext,
  given: Settling<BuildValues>,
): Promise<Result<BuildSummary>> {
  const { values, settled } = runStages(stages, { context, clock: context.clock, given });
  // Waited for even when a stage failed: nothing of this build goes on after it has returned.
  await settled;
  const report = await values.report!;
  if (!report.ok) {
    const output = await values.output;
    if (output?.ok) await output.value.staging.discard();
    return report;
  }
  return ok({ ...report.value, totalMs: performance.now() - context.clock.started, stages: context.clock.timings() });
}

const timedStages = (stages: readonly BuildStage[]) => stages.filter((stage) => stage.timed).map((stage) => stage.name);

export interface PrepareOptions {
  clock?: StageClock;
  /** Build threads to start once the page count is known. */
  pool?: ThreadPool;
  workers?: number | "auto";
  /** The model and Markdown a previous build parsed, reused where their files are unchanged. */
  cache?: InputCache;
  /** The build's clock, and whether drafts and entries dated later are shown (`site dev`). */
  schedule: Schedule;
}

/** What every stage before the output folder found: every error of the site surfaces here (`site dev`). */
export async function prepareSite(
  rootDir: string,
  environment: BuildEnvironment,
  options: PrepareOptions,
): Promise<Result<Prepared>> {
  const { values, settled } = runFor(rootDir, ["renderInput", "bodies", "images", "threads"], {
    ...options,
    environment,
  });
  const ready = await settledAll(values, [
    "renderInput",
    "loaded",
    "content",
    "plan",
    "bundle",
    "pictures",
    "share",
    "bodies",
  ]);
  if (!ready.ok) {
    await settled;
    return ready;
  }
  const { renderInput, loaded, content, plan, bundle, pictures, share, bodies } = ready.value;
  return ok({
    ...loaded,
    environment,
    schedule: options.schedule,
    content,
    plan,
    bundle,
    render: renderInput,
    bodies,
    images: { pictures, share, made: values.images! },
  });
}

/**
 * The stages that the values `wanted` need, and only those, over the site in `rootDir`: the site
 * up to rendering for `site dev`, the loaded site and its templates for `site check`.
 */
export function runFor(
  rootDir: string,
  wanted: readonly (keyof BuildValues)[],
  options: Omit<PrepareOptions, "schedule"> & { environment: BuildEnvironment; schedule?: Schedule },
) {
  const clock = options.clock ?? stageClock(undefined, timedStages(BUILD_STAGES));
  const context: BuildContext = {
    rootDir,
    environment: options.environment,
    schedule: options.schedule ?? { now: Date.now(), preview: false },
    inputCache: options.cache,
    bundleCache: options.cache ? openBundleCache(rootDir) : undefined,
    threads: options.pool ?? threadPool(),
    startThreadsEarly: options.pool !== undefined,
    workers: options.workers ?? "auto",
    renderAhead: false,
    // No stage that writes runs here (the output is not wanted): the output folder is produceSite's.
    outDir: rootDir,
    pageCache: false,
    clock,
  };
  return runStages(BUILD_STAGES, { context, clock, wanted });
}

/**
 * Render, write and report into a fresh folder that replaces `outDir` only when all went well,
 * with the given build threads, or threads of its own for `options.workers`.
 */
export async function produceSite(
  prepared: Prepared,
  options: Pick<BuildOptions, "outDir" | "workers" | "cache">,
  clock: StageClock = stageClock(undefined, timedStages(BUILD_STAGES)),
  threads?: ThreadPool,
): Promise<Result<BuildSummary>> {
  const pool = threads ?? threadPool();
  const done = <T>(value: T) => Promise.resolve(ok(value));
  try {
    return await produce(
      BUILD_STAGES,
      {
        rootDir: prepared.model.rootDir,
        environment: prepared.environment,
        schedule: prepared.schedule,
        threads: pool,
        startThreadsEarly: false,
        workers: options.workers ?? "auto",
        renderAhead: false,
        outDir: options.outDir,
        pageCache: options.cache !== false,
        clock,
      },
      {
        loaded: done({ model: prepared.model, locate: prepared.locate, inputs: prepared.inputs }),
        content: done(prepared.content),
        plan: done(prepared.plan),
        bundle: done(prepared.bundle),
        pictures: done(prepared.images.pictures),
        share: done(prepared.images.share),
        shareSettings: done(prepared.render.share),
        renderInput: done(prepared.render),
        bodies: done(prepared.bodies),
        images: prepared.images.made.then((made) => (made.ok ? ok(undefined) : made)),
        threads: done(undefined),
      },
    );
  } catch (error) {
    return fail(failureToError(error));
  } finally {
    if (!threads) await pool.close();
  }
}
