import { copyFileSync, linkSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import type { ConfigLocator, SiteModel } from "../../config/load.js";
import { fail, ok, type Result, type SiteError } from "../../errors.js";
import { IMAGES_DIR } from "../../site-layout.js";
import { findReferences } from "../images/references.js";
import { runRules, violationToError } from "../../rules/registry.js";
import { createPageRenderer, type RenderedPage, type RenderInput } from "../render/page.js";
import { renderAndWrite, type PageRecord } from "../render/render-and-write.js";
import { directWriter, writerThread } from "../render/disk-writers.js";
import type { PageCache } from "../cache/page-cache.js";
import { shares, threadCount, type ThreadPool } from "../threads/pool.js";
import type { CompiledTemplates } from "./bundle.js";
import type { Plan, PlannedPage } from "../types.js";
import type { Bodies } from "../render/bodies-ahead.js";
import { defineStage } from "./define.js";

export interface Rendered {
  /** One per route page, in the plan's order. */
  records: PageRecord[];
  /** Milliseconds from process start until the first page was on disk. */
  firstPageMs: number;
  threads: number;
  /** Pages taken over unchanged from the previous output (the page cache). */
  reused: number;
}

export interface RenderStageInput {
  model: SiteModel;
  locate: ConfigLocator;
  plan: Plan;
  render: RenderInput;
  templates: CompiledTemplates;
  /** Where pages are written: the build's staging folder, or `site dev`'s output. */
  dir: string;
  /** Threads besides the main one, each taking an equal share of the pages; started here if they are not yet. */
  pool: ThreadPool;
  workers: number | "auto";
  /**
   * Pages whose inputs have not changed since they were written to `previous`: linked from there
   * into `dir`, or, when the build updates `previous` in place, left where they are.
   */
  cache: { pages: PageCache; previous: string; inPlace: boolean } | null;
  /** Bodies rendered while the bundle was made: these pages are finished on the main thread, first. */
  bodies?: Bodies;
  onPages?: (done: number, total: number) => void;
}

/**
 * Pages the main thread renders past which a writer thread pays for its start: it writes while the
 * main thread renders on (measured on 2 cores, 4,000 pages: the render stage 30-50% shorter).
 */
const WRITER_THREAD_PAGES = 200;

/**
 * Stage 5: every planned page and 404 page -> HTML on disk, in render threads when the page count
 * makes it pay. Pages are written where they are rendered (a worker's HTML never crosses threads);
 * the experiment rules then check the variants the pages show.
 */
async function renderStage(input: RenderStageInput): Promise<Result<Rendered>> {
  const { plan, pool } = input;
  let done = 0;
  const progress = (count: number) => {
    done += count;
    input.onPages?.(done, plan.pages.length);
  };
  // When pages were first on disk, from process start (performance.now() includes Node's own
  // start-up): taken over, written by a build thread (it reports pages once written), or by the writer.
  const onDisk: number[] = [];
  const threadProgress = (count: number) => {
    onDisk.push(performance.now());
    progress(count);
  };
  const reused = new Map<string, PageRecord>();
  if (input.cache) {
    for (const page of plan.pages) {
      const record = reuseFrom(input.cache, page, input.dir);
      if (!record) continue;
      reused.set(page.file, record);
      // A page taken over is on disk, as this build wants it, once it is found unchanged (or linked).
      if (reused.size === 1) onDisk.push(performance.now());
    }
    if (reused.size) progress(reused.size);
  }
  const renderPage = createPageRenderer(input.render, input.templates.components);
  const bodies = input.bodies?.byFile ?? new Map<string, string>();
  const render = (page: PlannedPage) => {
    const body = bodies.get(page.file);
    if (body !== undefined) bodies.delete(page.file);
    return renderPage(page, body);
  };
  const changed = reused.size ? plan.pages.filter((page) => !reused.has(page.file)) : plan.pages;
  const started = bodies.size ? changed.filter((page) => bodies.has(page.file)) : [];
  const rest = bodies.size ? changed.filter((page) => !bodies.has(page.file)) : changed;
  pool.start(threadCount(input.workers, rest.length) - 1);
  // The main thread finishes the pages begun and renders the first share while the threads render theirs.
  const [share = [], ...theirs] = shares(rest, pool.size + 1);
  const mine = started.length ? [...started, ...share] : share;
  const threads = theirs
    .filter((pages) => pages.length)
    .map((pages, index) =>
      pool.run(
        index,
        { kind: "render", templatesFile: input.templates.file, input: input.render, pages, outDir: input.dir },
        threadProgress,
      ),
    );
  let reported = 0;
  const writer = mine.length >= WRITER_THREAD_PAGES ? writerThread() : directWriter();
  let own: PageRecord[];
  try {
    own = renderAndWrite(
      mine,
      render,
      input.dir,
      (count) => {
        if (count === 1 || count - reported >= 25) {
          progress(count - reported);
          reported = count;
        }
      },
      writer,
    );
  } catch (error) {
    // A template threw: end the writer thread too, or it would keep the process alive.
    await writer.finish().catch(() => undefined);
    throw error;
  }
  progress(mine.length - reported);
  const { firstWrittenMs } = await writer.finish();
  if (firstWrittenMs !== null) onDisk.push(firstWrittenMs);
  const written = [...own, ...(await Promise.all(threads)).flat()];
  const missing = missingPictureErrors(input, plan, written);
  if (missing.length) return fail(...missing);
  if (input.cache) {
    const pageOf = new Map(changed.map((page) => [page.file, page]));
    for (const record of written) input.cache.pages.remember(pageOf.get(record.file)!, record, input.dir);
  }
  const byFile = new Map(written.map((record) => [record.file, record]));
  const records = plan.pages.map((page) => reused.get(page.file) ?? byFile.get(page.file)!);
  const notFound = writeNotFoundPages(plan, render, input.dir, input.cache);
  // Once per template and value: a wrong variant in a shared component is on every page.
  const shown = new Map<string, { reference: string; page: string; source: string }>();
  [...records, ...notFound].forEach((record, index) => {
    const page = index < records.length ? plan.pages[index]! : plan.notFound[index - records.length]!;
    const source = input.templates.sources.get(page.route.template) ?? page.route.template;
    for (const reference of record.experiments)
      if (!shown.has(`${source}\u0000${reference}`))
        shown.set(`${source}\u0000${reference}`, { reference, page: page.url, source });
  });
  const violations = runRules(
    { config: input.model, experimentReferences: [...shown.values()] },
    "experimentReferences",
  );
  if (violations.length) return fail(...violations.map((violation) => violationToError(violation, input.locate)));
  return ok({
    records,
    firstPageMs: onDisk.length ? Math.min(...onDisk) : 0,
    threads: pool.size + 1,
    reused: reused.size,
  });
}

/**
 * Pictures pages name that are not under images/, each at the place that names it (the page's
 * Markdown or template, else whatever file names it), with the pages that show it.
 */
function missingPictureErrors(input: RenderStageInput, plan: Plan, records: readonly PageRecord[]): SiteError[] {
  const pageOf = new Map(plan.pages.map((page) => [page.file, page]));
  const byPicture = new Map<string, PlannedPage[]>();
  for (const record of records) {
    for (const src of record.missingPictures ?? [])
      byPicture.set(src, [...(byPicture.get(src) ?? []), pageOf.get(record.file)!]);
  }
  return [...byPicture].flatMap(([src, pages]) => {
    const first = pages[0]!;
    const preferred = [first.content?.file, input.templates.sources.get(first.route.template)].filter(
      (file): file is string => Boolean(file),
    );
    const places = findReferences(input.model.rootDir, src, preferred);
    const shown = `${IMAGES_DIR}/${src} is not there (asked for by ${first.url}${pages.length > 1 ? ` and ${pages.length - 1} other page${pages.length > 2 ? "s" : ""}` : ""})`;
    const hint = "pictures are PNG or JPEG files under images/ at the site's root; write the path under images/";
    if (!places.length)
      return [{ code: "image-missing" as const, file: preferred[0] ?? IMAGES_DIR, message: shown, hint }];
    return places.map((place) => ({
      code: "image-missing" as const,
      file: place.file,
      line: place.line,
      column: place.column,
      message: shown,
      hint,
    }));
  });
}

/** A subset of pages into `dir`, in this thread: what `site dev` re-renders after a change. */
export function renderPages(
  input: Pick<RenderStageInput, "render" | "templates" | "dir">,
  pages: readonly PlannedPage[],
): PageRecord[] {
  return renderAndWrite(pages, createPageRenderer(input.render, input.templates.components), input.dir);
}

/** A page the cache says is unchanged: left in place, or linked from the previous output into `dir`. */
function reuseFrom(cache: NonNullable<RenderStageInput["cache"]>, page: PlannedPage, dir: string): PageRecord | null {
  const record = cache.pages.reuse(page);
  return record && (cache.inPlace ? record : takeOver(cache.previous, dir, record));
}

/** A page from the previous output, linked into the new one (copied where links are not possible). */
function takeOver(previous: string, dir: string, record: PageRecord): PageRecord {
  const target = join(dir, record.file);
  mkdirSync(dirname(target), { recursive: true });
  try {
    linkSync(join(previous, record.file), target);
  } catch {
    copyFileSync(join(previous, record.file), target);
  }
  return record;
}

/**
 * Each locale's 404 page, and the default locale's again at the root for hosts that look there,
 * through the page cache like the other pages. Returns the locales' records.
 */
function writeNotFoundPages(
  plan: Plan,
  render: (page: PlannedPage) => RenderedPage,
  dir: string,
  cache: RenderStageInput["cache"],
): PageRecord[] {
  const copies = plan.outputs.flatMap((output) =>
    output.kind === "not-found" && output.page && output.file !== output.page.file
      ? [{ ...output.page, file: output.file }]
      : [],
  );
  const pages = [...plan.notFound, ...copies];
  const records = pages.map((page) => (cache ? reuseFrom(cache, page, dir) : null));
  const missing = pages.filter((_, index) => !records[index]);
  const written = renderAndWrite(missing, render, dir);
  missing.forEach((page, index) => {
    records[pages.indexOf(page)] = written[index]!;
    cache?.pages.remember(page, written[index]!, dir);
  });
  return records.slice(0, plan.notFound.length) as PageRecord[];
}

export const render = defineStage({
  name: "render",
  timed: true,
  needs: ["loaded", "plan", "renderInput", "bundle", "bodies", "output"],
  produces: "rendered",
  cache: "the page cache (.site-cache/build/pages-*.json): pages whose inputs did not change are taken over",
  since: ({ bodies }) => bodies?.startedAt,
  run: ({ loaded, plan, renderInput, bundle, bodies, output }, context) =>
    renderStage({
      model: loaded.model,
      locate: loaded.locate,
      plan,
      render: renderInput,
      templates: bundle.templates,
      dir: output.staging.dir,
      pool: context.threads,
      workers: context.workers,
      cache: output.reuse,
      bodies,
      onPages: (done, total) => context.clock.onProgress({ stage: "render", state: "pages", done, total }),
    }),
});
