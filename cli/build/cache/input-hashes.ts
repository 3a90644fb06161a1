import { readFileSync, statSync, type Stats } from "node:fs";
import { join } from "node:path";
import { hashBytes } from "../../hash-bytes.js";

/**
 * A file as a build read it: a hash of its bytes, and its size and times as they were then, so a
 * later build can tell it is unchanged without reading it.
 */
export interface FileStamp {
  hash: string;
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  /** When the file was read (ms since the epoch). */
  readAt: number;
}

/**
 * A file changed within this long before it was read may change again within the same tick of
 * the file system's clock (a second or two on some), leaving its times as they were: such a stamp
 * is checked by reading the file. (Git calls these entries racily clean.)
 */
const RACY_MS = 2_000;

/** The stamp of a file just read as `bytes`, from its stat taken before the read. */
export function stampOf(stats: Stats, bytes: string | Uint8Array, readAt: number): FileStamp {
  return { hash: hashBytes(bytes), size: stats.size, mtimeMs: stats.mtimeMs, ctimeMs: stats.ctimeMs, readAt };
}

/**
 * Whether a file's times and size say it is as stamped: its size, modification and change times
 * are those stamped (the change time cannot be set back by a tool that restores the other), and
 * it had not changed in the moments before it was read. `false` means: read it to know.
 */
export function statsMatch(stats: Stats, stamp: FileStamp): boolean {
  return (
    stats.size === stamp.size &&
    stats.mtimeMs === stamp.mtimeMs &&
    stats.ctimeMs === stamp.ctimeMs &&
    stamp.mtimeMs < stamp.readAt - RACY_MS &&
    stamp.ctimeMs < stamp.readAt - RACY_MS
  );
}

/**
 * Each file (relative to `rootDir`) stamped: what esbuild read for an output it began at
 * `startedAt`. Null when one changed since then, or so shortly before that a coarse file clock
 * could hide a change since (the output may hold the older text); throws when one cannot be read.
 */
export function stampInputs(
  rootDir: string,
  inputs: Iterable<string>,
  startedAt: number,
): Record<string, FileStamp> | null {
  const stamps: Record<string, FileStamp> = {};
  for (const input of inputs) {
    const path = join(rootDir, input);
    const stats = statSync(path);
    if (stats.mtimeMs >= startedAt - RACY_MS || stats.ctimeMs >= startedAt - RACY_MS) return null;
    stamps[input] = stampOf(stats, readFileSync(path), Date.now());
  }
  return stamps;
}

/** Whether every stamped file is unchanged: by its stat where that can be trusted, else by its hash. A file that is gone is a change. */
export function inputsUnchanged(rootDir: string, stamps: Readonly<Record<string, FileStamp>>): boolean {
  try {
    return Object.entries(stamps).every(([input, stamp]) => {
      const path = join(rootDir, input);
      return statsMatch(statSync(path), stamp) || hashBytes(readFileSync(path)) === stamp.hash;
    });
  } catch {
    return false;
  }
}
