import type { RuntimeConfig } from "../../contracts/config/index.js";
import { intlWallClock, tableWallClock, type ZoneOffsets } from "../../contracts/zone-offsets.js";

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/**
 * The zone's wall clock: from the offsets the build read (no Intl, whose first use is slow) within
 * their span, from Intl outside it.
 */
const wallClock = (instant: number, timeZone: string, offsets?: ZoneOffsets): number =>
  (offsets && tableWallClock(instant, offsets)) ?? intlWallClock(instant, timeZone);

/**
 * SPEC §3, §9: the install-attribution version v{week}-{day}, as the public algorithm computes it:
 * week = ceil(elapsed / week), day = ceil((elapsed mod week) / day) from the epoch. That algorithm
 * moves its epoch one hour earlier while US daylight saving time is in force, which is to say it
 * measures elapsed time on New York's wall clock: days start at local midnight all year. Its own
 * test for daylight saving guesses the change dates (wrong in 2024 and 2026, for example); the
 * zone's real rules decide here. The rounding is the public one too: an exact midnight still
 * belongs to the day it ends, and the millisecond a week ends reads v{week}-0, as the public
 * algorithm says.
 */
export function atbVersion(now: Date, atb: RuntimeConfig["atb"], offsets?: ZoneOffsets): string {
  const elapsed =
    wallClock(now.getTime(), atb.timeZone, offsets) - wallClock(Date.parse(atb.epoch), atb.timeZone, offsets);
  return `v${Math.ceil(elapsed / WEEK_MS)}-${Math.ceil((elapsed % WEEK_MS) / DAY_MS)}`;
}

/** SPEC §5: an ATB variant is one letter a-z or an underscore. */
export function isAtbVariant(value: string | null): value is string {
  return value !== null && /^[a-z_]$/.test(value);
}

/** A carried atb value: v{week}-{day} (day 0 at the last millisecond of a week), optionally followed by its variant. */
export function isAtbValue(value: string | null): value is string {
  return value !== null && /^v\d+-[0-7][a-z_]?$/.test(value);
}

export interface AtbInfo {
  version: string;
  variant: string | null;
  /** version and variant together, the form install links carry in `atb`. */
  atbVariant: string;
}

/**
 * The visitor's ATB: a valid carried ?atb= wins over today's version, with the variant letter it
 * may carry (v400-3a); a valid ?va= names the variant too, and wins when both do.
 */
export function atbInfo(
  params: { atb: string | null; va: string | null },
  now: Date,
  atb: RuntimeConfig["atb"],
  offsets?: ZoneOffsets,
): AtbInfo {
  const carried = isAtbValue(params.atb) ? params.atb : null;
  const version = carried ? carried.replace(/[a-z_]$/, "") : atbVersion(now, atb, offsets);
  const letter = carried && carried !== version ? carried.slice(-1) : null;
  const variant = isAtbVariant(params.va) ? params.va : letter;
  return { version, variant, atbVariant: version + (variant ?? "") };
}
