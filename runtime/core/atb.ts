import type { RuntimeConfig } from "../../contracts/config/index.js";

const DAY_MS = 86_400_000;

/** Calendar date (y, m, d) of an instant in a time zone; Intl knows the zone's daylight-saving rules. */
function zonedDay(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get("year"), get("month") - 1, get("day")) / DAY_MS;
}

/**
 * SPEC §3, §9: the install-attribution version v{week}-{day}. Week 1 starts on the epoch day
 * (a Wednesday) at midnight in the epoch's time zone; counting calendar days there, rather
 * than dividing milliseconds, keeps midnight in place across daylight-saving changes.
 */
export function atbVersion(now: Date, atb: RuntimeConfig["atb"]): string {
  const [y, m, d] = atb.epoch.split("-").map(Number) as [number, number, number];
  const days = zonedDay(now, atb.timeZone) - Date.UTC(y, m - 1, d) / DAY_MS;
  const week = Math.floor(days / 7) + 1;
  const day = days - (week - 1) * 7 + 1;
  return `v${week}-${day}`;
}

/** SPEC §5: an ATB variant is one letter a-z or an underscore. */
export function isAtbVariant(value: string | null): value is string {
  return value !== null && /^[a-z_]$/.test(value);
}

/** A carried atb value: v{week}-{day}, optionally followed by its variant. */
export function isAtbValue(value: string | null): value is string {
  return value !== null && /^v\d+-[1-7][a-z_]?$/.test(value);
}

export interface AtbInfo {
  version: string;
  variant: string | null;
  /** version and variant together, the form install links carry in `atb`. */
  atbVariant: string;
}

/** The visitor's ATB: a valid carried ?atb= wins over today's version; ?va= when it is a valid variant. */
export function atbInfo(params: { atb: string | null; va: string | null }, now: Date, atb: RuntimeConfig["atb"]): AtbInfo {
  const version = isAtbValue(params.atb) ? params.atb.replace(/[a-z_]$/, "") : atbVersion(now, atb);
  const variant = isAtbVariant(params.va) ? params.va : null;
  return { version, variant, atbVariant: version + (variant ?? "") };
}
