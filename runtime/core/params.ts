import { safeValue } from "./safe-value.js";

/**
 * The query parameters of SPEC §2, one reader each with its rule, so a bundle carries only
 * the readers it uses. Absent or unsafe values (<, > or /) read as null.
 */
export type Query = URLSearchParams;

export const param = (query: Query, name: string): string | null => safeValue(query.get(name));

/** source: exactly two lowercase letters. */
export function sourceParam(query: Query): string | null {
  const value = param(query, "source");
  return value && /^[a-z]{2}$/.test(value) ? value : null;
}

export type SourceTag = { tag: string; kind: "homepage" | "default-search" };

/** t: a homepage source when it is h plus an optional lowercase letter or underscore, else a default-search source. */
export function sourceTag(value: string): SourceTag {
  return { tag: value, kind: /^h[a-z_]?$/.test(value) ? "homepage" : "default-search" };
}

/** t: a tag the search and pixels carry on, so kept to what tags are made of (letters, digits, _ . -). */
export function tagParam(query: Query): SourceTag | null {
  const value = param(query, "t");
  return value && /^[\w.-]{1,40}$/.test(value) ? sourceTag(value) : null;
}

export function platformParam(query: Query): "desktop" | "mobile" | null {
  const value = param(query, "platform");
  return value === "desktop" || value === "mobile" ? value : null;
}

/** subscribed_override: true or false forces the in-app subscription state. */
export function subscribedOverrideParam(query: Query): boolean | null {
  const value = param(query, "subscribed_override");
  return value === "true" ? true : value === "false" ? false : null;
}

/** force_sad_banner: present forces the banner; false or 0 is read as "do not force", as a person writing it means. */
export function forceSadBannerParam(query: Query): boolean {
  const value = param(query, "force_sad_banner");
  return value !== null && value !== "false" && value !== "0";
}

/** Whether the landing URL carries a paid-search click id (its value is never kept). */
export const clickIds = (query: Query) => ({ gclid: query.has("gclid"), msclkid: query.has("msclkid") });

const EXPERIMENT_PREFIX = "exp_";

/**
 * exp_{name} overrides by experiment name. Values are not filtered here: only a declared
 * variant name or the opt-out value is ever acted on, and neither can hold <, > or /.
 */
export function experimentParams(query: Query): Record<string, string> {
  const experiments: Record<string, string> = {};
  for (const [name, value] of query) if (name.startsWith(EXPERIMENT_PREFIX)) experiments[name.slice(EXPERIMENT_PREFIX.length)] = value;
  return experiments;
}
