import { codedError, type CodedError } from "./coded-error.js";
import type { KeyValueStore } from "./environment.js";

/**
 * SPEC §3, §4, §5: the funnel origin, funnel_{entry}_{source}_{campaign}_{content}. Built and read
 * back here only, so the two can never disagree about where a part sits.
 */
export const ORIGIN_KEYS = ["entry", "source", "campaign", "content"] as const;
type OriginKey = (typeof ORIGIN_KEYS)[number];
export type OriginParts = Partial<Record<OriginKey, string>>;

const ORIGIN_TOO_SHORT = "Origins must be at least three characters long";
const ORIGIN_BAD_CHARACTERS = "Origins may only contain alphanumeric characters, underscores, and periods";
const FUNNEL_PREFIX = "funnel";
const SEPARATOR = "_";

export type OriginError = CodedError<"origin-too-short" | "origin-bad-characters" | "origin-unknown-key" | "origin-part-separator">;

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

/**
 * funnel_{entry}_{source}_{campaign}_{content}; throws the §5 message on a bad part. An empty part
 * keeps its place (funnel__google is entry empty, source google), and only empty parts at the end
 * are left off: each part is read back by its position, so a part cannot hold the separator.
 */
export function buildOrigin(parts: OriginParts): string {
  const values = ORIGIN_KEYS.map((key) => parts[key] ?? "");
  for (const value of values) {
    if (value === "") continue;
    const error = checkOriginValue(value);
    if (error) throw error;
    if (value.includes(SEPARATOR)) {
      throw codedError("origin-part-separator", `Origin part "${value}" contains "${SEPARATOR}", which separates the parts`);
    }
  }
  while (values.length && values[values.length - 1] === "") values.pop();
  return [FUNNEL_PREFIX, ...values].join(SEPARATOR);
}

/**
 * The parts of a funnel origin, by position as buildOrigin wrote them; null for an origin of another
 * shape (a campaign's own name). Parts past the fourth belong to the content, so an origin written
 * by hand with an underscore in its content still reads its first three parts right.
 */
export function parseOrigin(origin: string | null): OriginParts | null {
  if (origin === null || (origin !== FUNNEL_PREFIX && !origin.startsWith(FUNNEL_PREFIX + SEPARATOR))) return null;
  const values = origin.slice(FUNNEL_PREFIX.length + SEPARATOR.length).split(SEPARATOR);
  const parts: OriginParts = {};
  ORIGIN_KEYS.forEach((key, index) => {
    const value = index === ORIGIN_KEYS.length - 1 ? values.slice(index).join(SEPARATOR) : values[index];
    if (value) parts[key] = value;
  });
  return parts;
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

/** The origin a visitor brings in the URL: null when absent or not a valid origin (unsafe values included). */
export const broughtOrigin = (param: string | null): string | null => (param !== null && checkOriginValue(param) === null ? param : null);

/** The origin a page builds for a visitor who brought none: its entry and the source the referrer gives. */
export function builtOrigin(input: {
  entry?: string;
  isDownloadPage: boolean;
  referrer: string;
  clickIds: { gclid: boolean; msclkid: boolean };
  searchEngines: readonly string[];
}): string {
  const entry = defaultEntry(input.entry, input.isDownloadPage);
  return buildOrigin({ entry, source: sourceFromReferrer(input.referrer, input.clickIds, input.searchEngines) });
}

/**
 * Where the visit's origins are kept between pages (session storage), apart: the one the visitor
 * brought (an ?origin=, now or earlier in the visit, or the trial origin a checkout set) and the
 * one the first page built from its entry and referrer. Only the first counts as "an origin
 * exists" for the trial origin of SPEC §4; the second still attributes a purchase when there is
 * nothing better. The page runtime writes them, the subscription checkout reads them.
 */
export interface OriginStore {
  brought(): string | null;
  built(): string | null;
  /** The origin the visit is attributed to: the one brought, else the one built. */
  current(): string | null;
  bring(origin: string): void;
  build(origin: string): void;
}

export function originStore(session: KeyValueStore, keys: { origin: string; builtOrigin: string }): OriginStore {
  const brought = () => session.getItem(keys.origin);
  const built = () => session.getItem(keys.builtOrigin);
  return {
    brought,
    built,
    current: () => brought() ?? built(),
    bring: (origin) => session.setItem(keys.origin, origin),
    build: (origin) => session.setItem(keys.builtOrigin, origin),
  };
}
