import type { ImagesConfig } from "../../../contracts/config/index.js";
import type { PictureEntry, PictureFile } from "../../../contracts/pictures.js";
import { hash } from "../cache/fingerprint.js";
import type { ImageJob } from "./produce.js";
import type { ImageSource } from "./sources.js";

/** Where the build puts the files it makes from images/ (under assets/: content-hashed, cached for a year). */
const PICTURES_DIR = "assets/images";

type Format = "avif" | "webp" | "png" | "jpeg";

/**
 * The widths a source is made at: the configured ones narrower than the source, and the source's
 * own width (or the widest configured, if the source is wider) as the largest.
 */
function pictureWidths(sourceWidth: number, widths: readonly number[]): number[] {
  const sorted = [...new Set(widths)].sort((a, b) => a - b);
  const widest = Math.min(sourceWidth, sorted.at(-1)!);
  return [...sorted.filter((width) => width < widest), widest];
}

/**
 * What a source becomes: its entry for templates (every file's URL, narrowest first) and a job per
 * file. A file is named after what it is made from (the source's bytes, the format, width and
 * encoder settings, the encoder's version): the same name is the same bytes, so a name the cache
 * holds is never made again, and browsers may keep it for a year.
 */
export function planPicture(source: ImageSource, config: ImagesConfig, encoder: string): { entry: PictureEntry; jobs: ImageJob[] } {
  const widths = pictureWidths(source.width, config.widths);
  const fallback: Format = source.hasAlpha ? "png" : "jpeg";
  const stem = source.src.replace(/\.[^./]+$/, "").split("/").at(-1)!.replace(/[^\w-]+/g, "-");
  const jobs: ImageJob[] = [];
  const filesOf = (format: Format): PictureFile[] =>
    widths.map((width) => {
      const settings = encoderSettings(format, config);
      const key = hash(encoder, source.hash, format, String(width), JSON.stringify(settings));
      const file = `${PICTURES_DIR}/${stem}-${width}.${key.slice(0, 10)}.${format === "jpeg" ? "jpg" : format}`;
      jobs.push({ file, key, make: (sharp) => sharp(source.path).autoOrient().resize({ width, withoutEnlargement: true }).toFormat(format, settings).toBuffer() });
      return { width, url: `/${file}` };
    });
  const entry: PictureEntry = {
    src: source.src,
    width: source.width,
    height: source.height,
    fallbackType: fallback === "png" ? "image/png" : "image/jpeg",
    avif: filesOf("avif"),
    webp: filesOf("webp"),
    fallback: filesOf(fallback),
  };
  return { entry, jobs };
}

function encoderSettings(format: Format, config: ImagesConfig): Record<string, number | boolean> {
  switch (format) {
    case "avif":
      return { quality: config.quality.avif, effort: config.avifEffort };
    case "webp":
      return { quality: config.quality.webp, effort: config.webpEffort };
    case "jpeg":
      return { quality: config.quality.jpeg, mozjpeg: true };
    case "png":
      // zlib's default level: level 9 with adaptive filtering took 5x the time for larger files on screenshots.
      return { compressionLevel: 6 };
  }
}
