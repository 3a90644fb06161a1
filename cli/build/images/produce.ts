import { readdirSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { basename, join } from "node:path";
import { CACHE_DIR } from "../../site-layout.js";
import type { Sharp } from "./sharp.js";

/** A file the build makes with sharp: where it goes in dist/, the name it is cached under, and how to make it. */
export interface ImageJob {
  /** Path in dist/: assets/images/browser-mac-light-800.AbCd123456.avif */
  file: string;
  /** A hash of everything the file is made from: its name in the cache. */
  key: string;
  make: (sharp: Sharp) => Promise<Uint8Array>;
}

/** Where made files are kept between builds, each under its key and the extension of its dist name. */
function imageCacheDir(rootDir: string): string {
  return join(rootDir, CACHE_DIR, "images", "files");
}

export function cachedFile(rootDir: string, job: Pick<ImageJob, "file" | "key">): string {
  return join(imageCacheDir(rootDir), `${job.key}${job.file.slice(job.file.lastIndexOf("."))}`);
}

/**
 * Make every job's file the cache does not hold yet, as many at once as there are cores (libvips
 * encodes off the main thread, so pages render meanwhile). Each file is written whole under
 * another name first, so an interrupted build leaves no half file under a key. Returns the jobs
 * that failed, with why.
 */
export async function produce(rootDir: string, jobs: readonly ImageJob[], sharp: () => Promise<Sharp>): Promise<{ job: ImageJob; reason: string }[]> {
  // One listing of the cache, not a look-up per file: a warm build holds thousands.
  let cached: Set<string>;
  try {
    cached = new Set(readdirSync(imageCacheDir(rootDir)));
  } catch {
    cached = new Set();
  }
  const missing = jobs.filter((job) => {
    const name = basename(cachedFile(rootDir, job));
    if (cached.has(name)) return false;
    cached.add(name);
    return true;
  });
  if (!missing.length) return [];
  await mkdir(imageCacheDir(rootDir), { recursive: true });
  const library = await sharp();
  const failures: { job: ImageJob; reason: string }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const job = missing[next++]!;
      const target = cachedFile(rootDir, job);
      try {
        const bytes = await job.make(library);
        const temporary = `${target}.${process.pid}`;
        await writeFile(temporary, bytes);
        await rename(temporary, target);
      } catch (error) {
        failures.push({ job, reason: (error as Error).message });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), missing.length) }, worker));
  return failures;
}
