import { copyFileSync, linkSync, mkdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { cachedFile, type ImageJob } from "./produce.js";

/**
 * Put every made file into the output folder `dir`, linked from the cache (copied where a link
 * cannot be made). A file already there is kept: its name is a hash of what it is made from.
 * Returns each file's size, for the manifest.
 */
export function writeImageFiles(rootDir: string, dir: string, jobs: readonly ImageJob[]): Map<string, number> {
  const sizes = new Map<string, number>();
  const folders = new Set<string>();
  for (const job of jobs) {
    if (sizes.has(job.file)) continue;
    const target = join(dir, job.file);
    try {
      sizes.set(job.file, statSync(target).size);
      continue;
    } catch {
      // Not there yet.
    }
    const folder = dirname(target);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    const source = cachedFile(rootDir, job);
    try {
      linkSync(source, target);
    } catch {
      copyFileSync(source, target);
    }
    sizes.set(job.file, statSync(target).size);
  }
  return sizes;
}
