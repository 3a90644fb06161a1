import { copyFileSync, linkSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { cachedFile, type ImageJob } from "./produce.js";

/**
 * Put every made file into the output folder `dir`, linked from the cache (copied where a link
 * cannot be made). A file already there is kept: its name is a hash of what it is made from. Each
 * folder is listed once instead of each file looked up: an unchanged build of the real site
 * finds its 2,000 share images in two directory reads. Returns the files, with the size of each
 * when `sizes` asks (the manifest weighs pictures; share images are no page's load).
 */
export function writeImageFiles(
  rootDir: string,
  dir: string,
  jobs: readonly ImageJob[],
  sizes: boolean,
): Map<string, number | null> {
  const written = new Map<string, number | null>();
  const present = new Map<string, Set<string>>();
  const listed = (folder: string) => {
    let names = present.get(folder);
    if (!names) {
      try {
        names = new Set(readdirSync(folder));
      } catch {
        mkdirSync(folder, { recursive: true });
        names = new Set();
      }
      present.set(folder, names);
    }
    return names;
  };
  for (const job of jobs) {
    if (written.has(job.file)) continue;
    const target = join(dir, job.file);
    const folder = dirname(target);
    const name = target.slice(folder.length + 1);
    if (!listed(folder).has(name)) {
      const source = cachedFile(rootDir, job);
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
    written.set(job.file, sizes ? statSync(target).size : null);
  }
  return written;
}
