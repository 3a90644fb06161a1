import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import type { Sharp } from "./sharp.js";
import { CACHE_DIR, IMAGES_DIR } from "../../site-layout.js";
import { statsMatch, stampOf, type FileStamp } from "../cache/input-hashes.js";

/** A source picture under images/, as read: where it is, its bytes' hash, and what the file says of itself. */
export interface ImageSource {
  /** Path under images/, forward slashes: product/browser-mac-light.png */
  src: string;
  /** The file, relative to the site's root: images/product/browser-mac-light.png */
  file: string;
  /** Absolute path, to read it. */
  path: string;
  hash: string;
  bytes: number;
  width: number;
  height: number;
  hasAlpha: boolean;
}

/** A file under images/ that is no picture the build can read. */
export interface UnreadableSource {
  src: string;
  file: string;
  reason: string;
}

interface MemoEntry {
  stamp: FileStamp;
  width: number;
  height: number;
  hasAlpha: boolean;
}

/** Bump when what an entry means changes. */
const MEMO_FORMAT = 1;

const PICTURE_FILE = /\.(png|jpe?g)$/i;

/**
 * Every PNG and JPEG under images/, with its size read from its header. A file whose stat matches
 * what the last build read is not read again (.site-cache/images/sources.json), so a build with
 * hundreds of pictures unchanged pays one stat per picture.
 */
export async function readSources(
  rootDir: string,
  sharp: () => Promise<Sharp>,
): Promise<{ sources: ImageSource[]; unreadable: UnreadableSource[] }> {
  const dir = join(rootDir, IMAGES_DIR);
  if (!existsSync(dir)) return { sources: [], unreadable: [] };
  const memoFile = join(rootDir, CACHE_DIR, "images", "sources.json");
  const previous = readMemo(memoFile);
  const next: Record<string, MemoEntry> = {};
  const sources: ImageSource[] = [];
  const unreadable: UnreadableSource[] = [];
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
  for (const src of files) {
    const file = `${IMAGES_DIR}/${src}`;
    if (!PICTURE_FILE.test(src)) {
      unreadable.push({ src, file, reason: "not a PNG or JPEG file" });
      continue;
    }
    const path = join(dir, src);
    const stats = statSync(path);
    const known = previous[src];
    let entry: MemoEntry;
    if (known && statsMatch(stats, known.stamp)) {
      entry = known;
    } else {
      const readAt = Date.now();
      const bytes = readFileSync(path);
      try {
        const meta = await (await sharp())(bytes).metadata();
        if ((meta.format !== "png" && meta.format !== "jpeg") || !meta.width || !meta.height)
          throw new Error(`it reads as ${meta.format ?? "nothing"}, not PNG or JPEG`);
        entry = {
          stamp: stampOf(stats, bytes, readAt),
          width: meta.autoOrient?.width ?? meta.width,
          height: meta.autoOrient?.height ?? meta.height,
          hasAlpha: meta.hasAlpha ?? false,
        };
      } catch (error) {
        unreadable.push({ src, file, reason: (error as Error).message });
        continue;
      }
    }
    next[src] = entry;
    sources.push({
      src,
      file,
      path,
      hash: entry.stamp.hash,
      bytes: entry.stamp.size,
      width: entry.width,
      height: entry.height,
      hasAlpha: entry.hasAlpha,
    });
  }
  await saveMemo(memoFile, next);
  return { sources, unreadable };
}

function readMemo(file: string): Record<string, MemoEntry> {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as { format?: number; entries?: Record<string, MemoEntry> };
    return parsed.format === MEMO_FORMAT && parsed.entries && typeof parsed.entries === "object" ? parsed.entries : {};
  } catch {
    return {};
  }
}

async function saveMemo(file: string, entries: Record<string, MemoEntry>): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}`;
  await writeFile(temporary, JSON.stringify({ format: MEMO_FORMAT, entries }));
  await rename(temporary, file);
}
