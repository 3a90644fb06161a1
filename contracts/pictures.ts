/**
 * Pictures: what the build made of a source under images/, and the one markup every picture on
 * the site gets from it, whether a template asked (<Picture>) or Markdown did (![alt](/images/x.png)).
 */

/** One file of a picture: its width in pixels and its URL. */
export interface PictureFile {
  width: number;
  url: string;
}

/** A source under images/ as the build made it: AVIF, WebP and a fallback at each of its widths, narrowest first. */
export interface PictureEntry {
  /** Path under images/: product/browser-mac-light.png */
  src: string;
  /** The source's own size: the aspect ratio browsers reserve before a file arrives. */
  width: number;
  height: number;
  /** image/png for a source with transparency (a lossless fallback), else image/jpeg. */
  fallbackType: "image/png" | "image/jpeg";
  avif: PictureFile[];
  webp: PictureFile[];
  fallback: PictureFile[];
}

/** Every picture of the build by its path under images/. */
export type PictureIndex = Readonly<Record<string, PictureEntry>>;

/** The URL prefix Markdown may write a picture's path with: ![alt](/images/product/x.png). */
export const IMAGES_URL_PREFIX = "/images/";

/** The media query of a dark picture's sources; runtime/core/picture-theme.ts points it at the page's theme. */
export const DARK_SCHEME_MEDIA = "(prefers-color-scheme: dark)";

export interface PictureOptions {
  alt: string;
  /** The width the picture is shown at, as the `sizes` attribute says it: "(min-width: 800px) 560px, 100vw". */
  sizes?: string;
  /** The first screen's picture: fetched at once and first. Every other picture loads as it nears the screen. */
  priority?: boolean;
  className?: string;
  /** The picture to show in the dark colour scheme. */
  dark?: PictureEntry | null;
}

/** A <source>, with React's attribute names (the Markdown writer turns them into HTML's). */
interface PictureSource {
  type: string;
  srcSet: string;
  sizes: string;
  media?: string;
  /** Marks the dark picture's sources, which the runtime points at the page's chosen theme. */
  "data-scheme"?: "dark";
  width?: number;
  height?: number;
}

interface PictureImg {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
  loading: "eager" | "lazy";
  decoding: "async";
  fetchPriority?: "high";
  className?: string;
}

/** <picture> as data: its sources in the order the browser tries them, then its <img>. */
export interface PictureMarkup {
  sources: PictureSource[];
  img: PictureImg;
}

const DEFAULT_SIZES = "100vw";

/** Marks a picture a page names that is not under images/: the build reports where it is named, and stops. */
export const MISSING_PICTURE_ATTRIBUTE = "data-missing-picture";

/**
 * The markup of a picture: AVIF then WebP (the dark picture's first, for the dark scheme), and an
 * <img> with the fallback format, the source's width and height, and the loading it is given.
 */
export function pictureMarkup(entry: PictureEntry, options: PictureOptions): PictureMarkup {
  const sizes = options.sizes?.trim() || DEFAULT_SIZES;
  const formats = (picture: PictureEntry, dark: boolean): PictureSource[] => {
    const size = dark && (picture.width !== entry.width || picture.height !== entry.height) ? { width: picture.width, height: picture.height } : {};
    const scheme = dark ? { media: DARK_SCHEME_MEDIA, "data-scheme": "dark" as const } : {};
    const all: [string, PictureFile[]][] = [["image/avif", picture.avif], ["image/webp", picture.webp], ...(dark ? [[picture.fallbackType, picture.fallback] as [string, PictureFile[]]] : [])];
    return all.filter(([, files]) => files.length).map(([type, files]) => ({ type, srcSet: srcSet(files), sizes, ...scheme, ...size }));
  };
  return {
    sources: [...(options.dark ? formats(options.dark, true) : []), ...formats(entry, false)],
    img: {
      src: fallbackSrc(entry.fallback),
      srcSet: srcSet(entry.fallback),
      sizes,
      width: entry.width,
      height: entry.height,
      alt: options.alt,
      loading: options.priority ? "eager" : "lazy",
      decoding: "async",
      ...(options.priority ? { fetchPriority: "high" as const } : {}),
      ...(options.className ? { className: options.className } : {}),
    },
  };
}

function srcSet(files: readonly PictureFile[]): string {
  return files.map((file) => `${file.url} ${file.width}w`).join(", ");
}

/** What a browser that reads no srcset shows: a middling width, not the heaviest file. */
const FALLBACK_SRC_WIDTH = 1200;

function fallbackSrc(files: readonly PictureFile[]): string {
  const fitting = files.filter((file) => file.width <= FALLBACK_SRC_WIDTH);
  return (fitting.at(-1) ?? files[0]!).url;
}

/** A picture's path under images/ from what a template or Markdown wrote: "product/x.png", "/images/product/x.png" or "images/product/x.png". */
export function picturePath(reference: string): string {
  if (reference.startsWith(IMAGES_URL_PREFIX)) return reference.slice(IMAGES_URL_PREFIX.length);
  if (reference.startsWith(IMAGES_URL_PREFIX.slice(1))) return reference.slice(IMAGES_URL_PREFIX.length - 1);
  return reference.replace(/^\/+/, "");
}
