import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import type { Result } from "../../errors.js";

/**
 * Build into a fresh folder beside `outDir`, and only when everything succeeded swap it in.
 * A failed build (an error value or an exception) removes its own folder and leaves the previous
 * output exactly as it was.
 */
export async function buildAtomically<T>(outDir: string, work: (tmpDir: string) => Promise<Result<T>>): Promise<Result<T>> {
  const parent = dirname(outDir);
  const tmpDir = join(parent, `.${basename(outDir)}.building-${process.pid}`);
  await rm(tmpDir, { recursive: true, force: true });
  await mkdir(tmpDir, { recursive: true });
  let result: Result<T>;
  try {
    result = await work(tmpDir);
  } catch (error) {
    await rm(tmpDir, { recursive: true, force: true });
    throw error;
  }
  if (!result.ok) {
    await rm(tmpDir, { recursive: true, force: true });
    return result;
  }
  // Unique per build: a dev server rebuilds in one process while an earlier removal may still run.
  const oldDir = join(parent, `.${basename(outDir)}.previous-${randomUUID()}`);
  const hadOutput = existsSync(outDir);
  if (hadOutput) await rename(outDir, oldDir);
  await rename(tmpDir, outDir);
  if (hadOutput) removeInBackground(oldDir);
  return result;
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
