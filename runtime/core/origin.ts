import { codedError, type CodedError } from "./coded-error.js";
import type { KeyValueStore } from "./environment.js";

/** SPEC §3, §4, §5: the funnel origin, built from parts and validated when built. */
export const ORIGIN_KEYS = ["entry", "source", "campaign", "content"] as const;
type OriginKey = (typeof ORIGIN_KEYS)[number];
export type OriginParts = Partial<Record<OriginKey, string>>;

const ORIGIN_TOO_SHORT = "Origins must be at least three characters long";
const ORIGIN_BAD_CHARACTERS = "Origins may only contain alphanumeric characters, underscores, and periods";
const FUNNEL_PREFIX = "funnel";

export type OriginError = CodedError<"origin-too-short" | "origin-bad-characters" | "origin-unknown-key">;

/** The origin rules of §5 as a value: null when valid, else the error. */
export function checkOriginValue(value: string): OriginError | null {
  if (value.length < 3) return codedError("origin-too-short", ORIGIN_TOO_SHORT);
  if (!/^[A-Za-z0-9_.]+$/.test(value)) return codedError("origin-bad-characters", ORIGIN_BAD_CHARACTERS);
  return null;
}

/** Sets one part; a key outside the allowed list throws, as §5 demands. */
export function withOriginPart(parts: OriginParts, key: string, value: string): OriginParts {
  if (!(ORIGIN_KEYS as readonly string[]).includes(key)) {
    throw codedError("origin-unknown-key", `Unknown origin key "${key}"; allowed keys are ${ORIGIN_KEYS.join(", ")}`);
  }
  return { ...parts, [key]: value };
}

/** funnel_{entry}_{source}_{campaign}_{content}, skipping empty parts; throws the §5 message on a bad part. */
export function buildOrigin(parts: OriginParts): string {
  const values = ORIGIN_KEYS.map((key) => parts[key] ?? "").filter((value) => value !== "");
  for (const value of values) {
    const error = checkOriginValue(value);
    if (error) throw error;
  }
  return [FUNNEL_PREFIX, ...values].join("_");
}

/** 'entry' becomes marketing when empty, except on download pages. */
export function defaultEntry(entry: string | undefined, isDownloadPage: boolean): string | undefined {
  return entry || isDownloadPage ? entry : "marketing";
}

/** SPEC §4: the funnel source inferred from the referrer and the click ids of the landing URL. */
export function sourceFromReferrer(
  referrer: string,
  clickIds: { gclid: boolean; msclkid: boolean },
  searchEngines: readonly string[],
): string {
  let host = "";
  try {
    host = new URL(referrer).hostname;
  } catch {
    return "website";
  }
  const labels = host.split(".");
  const isSite = (name: string) => labels.includes(name) || host === name || host.endsWith(`.${name}`);
  if (isSite("google")) return clickIds.gclid ? "paidsearchgoogle" : "google";
  if (isSite("bing")) return clickIds.msclkid ? "paidsearchmicrosoft" : "bing";
  if (searchEngines.some(isSite)) return "searchresults";
  return "website";
}

/**
 * The visitor's origin: a valid ?origin= wins; otherwise one is built from the page's entry
 * and the referrer. Unsafe or invalid URL values are dropped, never shown.
 */
export function resolveOrigin(input: {
  param: string | null;
  entry?: string;
  isDownloadPage: boolean;
  referrer: string;
  clickIds: { gclid: boolean; msclkid: boolean };
  searchEngines: readonly string[];
}): string {
  if (input.param !== null && checkOriginValue(input.param) === null) return input.param;
  const entry = defaultEntry(input.entry, input.isDownloadPage);
  return buildOrigin({ entry, source: sourceFromReferrer(input.referrer, input.clickIds, input.searchEngines) });
}

/** Where the funnel origin is kept between pages. */
export interface OriginStore {
  get(): string | null;
  set(origin: string): void;
}

/**
 * The one place the origin lives: session storage, under the runtime's origin key. The page
 * runtime writes it and the subscription checkout reads it (and sets the trial origin) through
 * this same store, so a purchase is attributed to the visit it came from.
 */
export function originStore(session: KeyValueStore, key: string): OriginStore {
  return { get: () => session.getItem(key), set: (origin) => session.setItem(key, origin) };
}
