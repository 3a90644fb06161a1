import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PlannedPage } from "../stages/plan.js";
import type { RenderedPage, RenderInput } from "./page.js";
import type { WorkerJob } from "./worker.js";
import { renderAndWrite, type PageRecord } from "./write-pages.js";

/**
 * Pages per render thread below which another thread costs more than it saves. Measured on 2
 * cores (npm run bench): two threads render 4,000 pages 1.3x faster than one, 1,000 pages about
 * as fast; `--workers N` overrides it. No fixed cap: a machine with more cores gets more threads.
 */
const PAGES_PER_WORKER = 500;

/** The compiled worker beside the compiled CLI; absent when running from the TypeScript sources. */
const WORKER_FILE = join(dirname(fileURLToPath(import.meta.url)), "render-worker.mjs");

export function threadCount(requested: number | "auto", pages: number): number {
  if (requested !== "auto") return Math.max(1, requested);
  if (!existsSync(WORKER_FILE)) return 1;
  return Math.max(1, Math.min(availableParallelism(), Math.floor(pages / PAGES_PER_WORKER)));
}

/**
 * Split the pages into one share per thread: worker threads take all shares but the first, and
 * the main thread renders the first while they start, so the first page is not kept waiting
 * for the workers' start-up.
 */
export async function renderInThreads(
  pages: readonly PlannedPage[],
  render: (page: PlannedPage) => RenderedPage,
  options: { input: RenderInput; templatesFile: string; outDir: string; threads: number; progress: (n: number) => void },
): Promise<PageRecord[]> {
  const size = Math.ceil(pages.length / options.threads);
  const [first = [], ...rest] = Array.from({ length: options.threads }, (_, i) => pages.slice(i * size, (i + 1) * size));
  const workers = rest.map((share) => runWorker({ input: options.input, templatesFile: options.templatesFile, pages: share, outDir: options.outDir }, options.progress));
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

function runWorker(job: WorkerJob, progress: (n: number) => void): Promise<PageRecord[]> {
  return new Promise<PageRecord[]>((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, { workerData: job });
    worker.on("message", (message: { type: "progress"; done: number } | { type: "done"; records: PageRecord[] }) => {
      if (message.type === "progress") progress(message.done);
      else resolve(message.records);
    });
    worker.on("error", reject);
    worker.on("exit", (code) => code !== 0 && reject(new Error(`a render worker stopped with code ${code}`)));
  });
}
