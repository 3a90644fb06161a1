import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, unlinkSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { basename, dirname, join, relative, sep } from "node:path";
import type { Result } from "../../errors.js";

/**
 * Build into a fresh folder beside `outDir`, and only when everything succeeded swap it in.
 * A failed build (an error value or an exception) removes its own folder and leaves the previous
 * output exactly as it was.
 */
export async function buildAtomically<T>(outDir: string, work: (tmpDir: string) => Promise<Result<T>>): Promise<Result<T>> {
  const parent = dirname(outDir);
  const tmpDir = join(parent, `.${basename(outDir)}.building-${process.pid}`);
  const result = await inFreshFolder(tmpDir, work);
  if (!result.ok) return result;
  // Unique per build: a dev server rebuilds in one process while an earlier removal may still run.
  const oldDir = join(parent, `.${basename(outDir)}.previous-${randomUUID()}`);
  const hadOutput = existsSync(outDir);
  if (hadOutput) await rename(outDir, oldDir);
  await rename(tmpDir, outDir);
  if (hadOutput) removeInBackground(oldDir);
  return result;
}

/** Runs `work` in an empty `dir`; a failure (an error value or an exception) removes `dir` and is passed on. */
async function inFreshFolder<T>(dir: string, work: (dir: string) => Promise<Result<T>>): Promise<Result<T>> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  try {
    const result = await work(dir);
    if (!result.ok) await rm(dir, { recursive: true, force: true });
    return result;
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Deleting the previous tree (one unlink per page) cost as much system time as writing the new
 * one; once the swap is done nobody waits for it, so a detached process deletes it after we exit.
 */
function removeInBackground(dir: string): void {
  const child = spawn(process.execPath, ["-e", "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })", dir], {
    detached: true,
    stdio: "ignore",
  });
  child.on("error", () => rm(dir, { recursive: true, force: true }).catch(() => undefined));
  child.unref();
}

/**
 * After a build into the same folder with the page cache: the pages whose inputs are unchanged
 * are left where they are, and only what changed is written. The new files go to a folder
 * beside `outDir` first; only when everything succeeded are they moved in (a rename each) and
 * the files this build no longer writes removed, so a failed build leaves `outDir` as it was,
 * and a successful one leaves it exactly as a cold build would have written it.
 */
export async function updateInPlace<T>(outDir: string, kept: () => ReadonlySet<string>, work: (stagingDir: string) => Promise<Result<T>>): Promise<Result<T>> {
  const stagingDir = join(dirname(outDir), `.${basename(outDir)}.updating-${process.pid}`);
  const result = await inFreshFolder(stagingDir, work);
  if (!result.ok) return result;
  const written = filesUnder(stagingDir);
  for (const file of written) {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    renameSync(join(stagingDir, file), join(outDir, file));
  }
  prune(outDir, "", new Set([...written, ...kept()]));
  await rm(stagingDir, { recursive: true, force: true });
  return result;
}

/** Every file under `dir`, relative, with forward slashes. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

/**
 * Deletes the files under `dir` that the build did not produce, and the folders that leaves empty,
 * in one walk of the tree (on a 4,000-page site the walk is most of an incremental write).
 * Returns whether `dir` ended up empty.
 */
function prune(dir: string, prefix: string, wanted: ReadonlySet<string>): boolean {
  let empty = true;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const file = `${prefix}${entry.name}`;
    if (entry.isDirectory()) {
      if (prune(path, `${file}/`, wanted)) rmdirSync(path);
      else empty = false;
    } else if (wanted.has(file)) empty = false;
    else unlinkSync(path);
  }
  return empty;
}
