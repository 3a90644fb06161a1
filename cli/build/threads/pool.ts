import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { fromThreadMessage } from "../../failures.js";
import type { FromThread, Job, JobResult, ToThread } from "./jobs.js";

/**
 * Pages per thread below which another thread costs more than it saves: a thread starts Node,
 * imports React and the templates and takes a copy of the render input (about 0.3 s of CPU).
 * `--workers N` overrides what follows.
 */
const PAGES_PER_THREAD = 500;

/** The compiled thread entry beside the compiled CLI; absent when running from the TypeScript sources. */
const WORKER_FILE = join(dirname(fileURLToPath(import.meta.url)), "build-worker.mjs");

/**
 * Threads for a build of `pages` pages, the main thread included: one core is left to what
 * runs beside the render loop (V8's background compiler and garbage collector, esbuild, the
 * kernel writing files). Measured on 2 cores (tmpfs, 4,000 pages): one render thread renders in
 * 1.05-1.26 s, two in 1.09-1.40 s, because each thread's JIT and GC then fight for the same
 * cores; so a 2-core machine renders on the main thread, and each core beyond adds a thread.
 */
export function threadCount(requested: number | "auto", pages: number): number {
  if (requested !== "auto") return Math.max(1, requested);
  if (!existsSync(WORKER_FILE)) return 1;
  return Math.max(1, Math.min(availableParallelism() - 1, Math.floor(pages / PAGES_PER_THREAD)));
}

/**
 * Build threads beside the main one. They are started as soon as the site is loaded and import
 * the renderer and the templates while the main thread reads content, so their start-up is off
 * the critical path; then each renders a share of the pages.
 */
export interface ThreadPool {
  /** Threads besides the main one; 0 until started, and 0 when the build runs on the main thread only. */
  readonly size: number;
  /** Starts `size` threads (once; later calls do nothing). */
  start(size: number): void;
  /** Every thread imports the compiled templates now, before it is given pages. */
  warm(templatesFile: string): void;
  /** Runs a job on thread `index` (0 to size - 1); render jobs report pages done as they go. */
  run<J extends Job>(index: number, job: J, onProgress?: (done: number) => void): Promise<JobResult<J>>;
  close(): Promise<void>;
}

export function threadPool(): ThreadPool {
  const workers: Worker[] = [];
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void; onProgress?: (done: number) => void }
  >();
  let nextId = 0;
  let started = false;
  const fail = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  return {
    get size() {
      return workers.length;
    },
    start(size) {
      if (started) return;
      started = true;
      for (let i = 0; i < size; i++) {
        const worker = new Worker(WORKER_FILE);
        worker.on("message", (message: FromThread) => {
          const job = pending.get(message.id);
          if (!job) return;
          if (message.type === "progress") job.onProgress?.(message.done);
          else {
            pending.delete(message.id);
            if (message.type === "done") job.resolve(message.result);
            else job.reject(fromThreadMessage(message.thrown));
          }
        });
        worker.on("error", fail);
        worker.on("exit", (code) => code !== 0 && fail(new Error(`a build thread stopped with exit code ${code}`)));
        workers.push(worker);
      }
    },
    warm(templatesFile) {
      for (const worker of workers) worker.postMessage({ type: "warm", templatesFile } satisfies ToThread);
    },
    run(index, job, onProgress) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject, onProgress });
        workers[index]!.postMessage({ type: "job", id, job } satisfies ToThread);
      });
    },
    async close() {
      await Promise.all(workers.splice(0).map((worker) => worker.terminate()));
    },
  };
}

/** `items` cut into `parts` runs of nearly equal length, in order. */
export function shares<T>(items: readonly T[], parts: number): T[][] {
  const size = Math.ceil(items.length / parts);
  return Array.from({ length: parts }, (_, i) => items.slice(i * size, (i + 1) * size));
}
