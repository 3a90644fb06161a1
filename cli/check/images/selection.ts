import type { PageElement } from "../parse-page.js";

/** The window a budget is measured in: CSS pixels wide, device pixels per CSS pixel. */
export interface Viewport {
  width: number;
  density: number;
}

export type Scheme = "light" | "dark";

/** One image a page shows, as a browser in `viewport` chooses its file. */
export interface ChosenImage {
  /** URL path of the file the browser fetches: /assets/images/x-800.AbCd.avif */
  url: string;
  /** Fetched with the page (not loading="lazy"): the first screen's pictures. */
  eager: boolean;
  /** Offset of its <img> in the page, for line:column. */
  start: number;
}

/** The image types Chromium decodes, which it takes a <source> of. */
const SUPPORTED_TYPES = new Set(["image/avif", "image/webp", "image/png", "image/jpeg", "image/gif", "image/svg+xml"]);

const ROOT_FONT_PX = 16;

/** A CSS length as `sizes` writes it, in CSS pixels: px, vw, em and rem; null for what this does not read (calc()). */
function lengthPx(length: string, viewport: Viewport): number | null {
  const match = /^(\d+(?:\.\d+)?)(px|vw|em|rem)$/.exec(length.trim());
  if (!match) return null;
  const value = Number(match[1]);
  return match[2] === "vw" ? (value * viewport.width) / 100 : match[2] === "px" ? value : value * ROOT_FONT_PX;
}

/**
 * Whether a media condition holds: min-width and max-width (px, em), prefers-color-scheme, all,
 * joined by "and", optionally negated with "not". Anything else does not hold, as a browser treats
 * a condition it cannot parse.
 */
export function mediaMatches(media: string, viewport: Viewport, scheme: Scheme): boolean {
  const query = media.trim().toLowerCase();
  if (query === "" || query === "all") return true;
  if (query.startsWith("not ")) return !mediaMatches(query.slice(4), viewport, scheme);
  return query.split(/\s+and\s+/).every((part) => {
    if (part === "all" || part === "screen") return true;
    const feature = /^\(\s*([a-z-]+)\s*:\s*([^)]+?)\s*\)$/.exec(part);
    if (!feature) return false;
    const [, name, value] = feature as unknown as [string, string, string];
    if (name === "prefers-color-scheme") return value === scheme;
    const px = lengthPx(value, viewport);
    if (px === null) return false;
    if (name === "min-width") return viewport.width >= px;
    if (name === "max-width") return viewport.width <= px;
    return false;
  });
}

/** The width `sizes` gives the image in `viewport`, in CSS pixels (the whole width when it says nothing this can read). */
export function sizesPx(sizes: string | undefined, viewport: Viewport, scheme: Scheme): number {
  for (const entry of (sizes ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^(\(.*\)|not\s.*?\))\s+(\S+)$/.exec(entry);
    const [media, length] = match ? [match[1]!, match[2]!] : [null, entry];
    if (media !== null && !mediaMatches(media, viewport, scheme)) continue;
    return lengthPx(length, viewport) ?? viewport.width;
  }
  return viewport.width;
}

/**
 * The candidate of a srcset a browser takes: the narrowest with at least the device pixels the
 * image needs (its width from `sizes`, times the density), else the widest; with x descriptors,
 * the smallest density that covers the screen's. Null for an empty srcset.
 */
export function chooseCandidate(
  srcset: string,
  sizes: string | undefined,
  viewport: Viewport,
  scheme: Scheme,
): string | null {
  const candidates = srcset
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .filter((parts) => parts[0])
    .map(([url, descriptor = "1x"]) => ({
      url: url!,
      width: descriptor.endsWith("w") ? Number(descriptor.slice(0, -1)) : null,
      density: descriptor.endsWith("x") ? Number(descriptor.slice(0, -1)) : null,
    }));
  if (!candidates.length) return null;
  if (candidates.every((candidate) => candidate.width !== null)) {
    const needed = sizesPx(sizes, viewport, scheme) * viewport.density;
    const sorted = [...candidates].sort((a, b) => a.width! - b.width!);
    return (sorted.find((candidate) => candidate.width! >= needed) ?? sorted.at(-1)!).url;
  }
  const sorted = candidates.filter((candidate) => candidate.density !== null).sort((a, b) => a.density! - b.density!);
  return (sorted.find((candidate) => candidate.density! >= viewport.density) ?? sorted.at(-1) ?? candidates[0]!).url;
}

/**
 * Every image of a page (elements in document order, as parsePage gives them) as Chromium in
 * `viewport` and `scheme` would fetch it: in a <picture>, the first <source> of a type it decodes
 * whose media holds, else the <img>; then the srcset candidate for its size. Lazy images are
 * listed too (a visitor who reads on fetches them), marked not eager.
 */
export function chosenImages(elements: readonly PageElement[], viewport: Viewport, scheme: Scheme): ChosenImage[] {
  const chosen: ChosenImage[] = [];
  let sources: PageElement[] | null = null;
  for (const element of elements) {
    if (element.tag === "picture") {
      sources = [];
      continue;
    }
    if (element.tag === "source" && sources) {
      sources.push(element);
      continue;
    }
    if (element.tag !== "img") continue;
    const { attrs } = element;
    const source = sources?.find(
      (candidate) =>
        (!candidate.attrs.type || SUPPORTED_TYPES.has(candidate.attrs.type)) &&
        mediaMatches(candidate.attrs.media ?? "", viewport, scheme),
    );
    sources = null;
    const url = source
      ? chooseCandidate(source.attrs.srcset ?? "", source.attrs.sizes ?? attrs.sizes, viewport, scheme)
      : attrs.srcset
        ? chooseCandidate(attrs.srcset, attrs.sizes, viewport, scheme)
        : (attrs.src ?? null);
    if (url) chosen.push({ url, eager: attrs.loading !== "lazy", start: element.start });
  }
  return chosen;
}
