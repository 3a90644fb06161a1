import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { basename, dirname, join, posix, relative, sep } from "node:path";

/** A folder a build writes into, and what to do with it once the build is over. */
export interface Staging {
  dir: string;
  /** Everything went well: `files` (all the build wrote) become the output. */
  publish(files: ReadonlySet<string>): Promise<void>;
  /** Something failed: the folder goes, and the output stays exactly as it was. */
  discard(): Promise<void>;
}

/**
 * Build into a fresh folder beside `outDir`, swapped in only when everything succeeded. A failed
 * build (an error value or an exception) removes its own folder and leaves the previous output
 * exactly as it was.
 */
export async function freshFolder(outDir: string): Promise<Staging> {
  const parent = dirname(outDir);
  const dir = join(parent, `.${basename(outDir)}.building-${process.pid}`);
  await emptyFolder(dir);
  return {
    dir,
    async publish() {
      // Unique per build: a dev server rebuilds in one process while an earlier removal may still run.
      const oldDir = join(parent, `.${basename(outDir)}.previous-${randomUUID()}`);
      const hadOutput = existsSync(outDir);
      if (hadOutput) await rename(outDir, oldDir);
      await rename(dir, outDir);
      if (hadOutput) removeInBackground(oldDir);
    },
    discard: () => rm(dir, { recursive: true, force: true }),
  };
}

async function emptyFolder(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
}

/**
 * Deleting the previous tree (one unlink per page) cost as much system time as writing the new
 * one; once the swap is done nobody waits for it, so a detached process deletes it after we exit.
 */
function removeInBackground(dir: string): void {
  const child = spawn(
    process.execPath,
    ["-e", "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })", dir],
    {
      detached: true,
      stdio: "ignore",
    },
  );
  child.on("error", () => rm(dir, { recursive: true, force: true }).catch(() => undefined));
  child.unref();
}

/**
 * After a build into the same folder with the page cache: the pages whose inputs are unchanged
 * are left where they are, and only what changed is written. The new files go to a folder
 * beside `outDir` first; only when everything succeeded are they moved in (a rename each) and
 * the files the last build left that this one did not write removed, so a failed build leaves
 * `outDir` as it was, and a successful one leaves it as a cold build would have written it.
 * `before` is what the last build left (the page cache keeps the list): the output folder
 * is not walked, so a file someone else put there stays until a build without the cache.
 */
export async function updateInPlace(outDir: string, before: readonly string[]): Promise<Staging> {
  const dir = join(dirname(outDir), `.${basename(outDir)}.updating-${process.pid}`);
  await emptyFolder(dir);
  return {
    dir,
    async publish(after) {
      for (const file of filesUnder(dir)) {
        mkdirSync(dirname(join(outDir, file)), { recursive: true });
        renameSync(join(dir, file), join(outDir, file));
      }
      removeStale(outDir, before, after);
      await rm(dir, { recursive: true, force: true });
    },
    discard: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Every file under `dir`, relative, with forward slashes. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

/** Deletes the files of `before` that are not in `after`, and the folders that leaves empty. */
function removeStale(dir: string, before: readonly string[], after: ReadonlySet<string>): void {
  const folders = new Set<string>();
  for (const file of before) {
    if (after.has(file)) continue;
    rmSync(join(dir, file), { force: true });
    for (let folder = posix.dirname(file); folder !== "."; folder = posix.dirname(folder)) folders.add(folder);
  }
  // Deepest first, so a folder is emptied of folders before it is tried itself.
  for (const folder of [...folders].sort((a, b) => b.split("/").length - a.split("/").length)) {
    try {
      rmdirSync(join(dir, folder));
    } catch {
      // Not empty: it holds files this build wrote.
    }
  }
}
