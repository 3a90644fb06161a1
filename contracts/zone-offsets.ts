/**
 * A time zone's offsets from UTC over a span of years, read from Intl where the site is built, so
 * the browser can tell the zone's wall clock without Intl: its first use loads the browser's locale
 * and time-zone data, about 30 ms on a laptop and four times that on Lighthouse's phone, in the
 * home page's first task (issue 26). Outside the span the browser asks Intl as before.
 */
export interface ZoneOffsets {
  /** The span covered, in minutes since 1970-01-01 UTC: from `from` (inclusive) to `until`. */
  from: number;
  until: number;
  /**
   * [minutes after the change before (the first: after `from`, so 0), offset in minutes] in time
   * order: from that minute on, the wall clock reads UTC + offset. Relative, as the same half-year
   * gaps repeat: a quarter of the gzipped bytes of absolute minutes in the shared config script.
   */
  changes: [number, number][];
}

const MINUTE_MS = 60_000;
/**
 * How far apart the offsets are read: a week, as no zone changes twice in one (the closest changes,
 * Morocco's around Ramadan, are about a month apart). Thirty years take about 2,400 Intl calls, 20-50 ms.
 */
const STEP_MINUTES = 7 * 1440;

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The instant as the zone's wall clock reads it, as milliseconds on a UTC time line. Intl applies
 * the zone's real daylight-saving rules. hour12: false works in every engine (hourCycle does not
 * before Safari 13), but some engines call midnight 24, hence the % 24.
 */
export function intlWallClock(instant: number, timeZone: string): number {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    const numeric = "numeric" as const;
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hour12: false,
      year: numeric,
      month: numeric,
      day: numeric,
      hour: numeric,
      minute: numeric,
      second: numeric,
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const milliseconds = ((instant % 1000) + 1000) % 1000;
  return Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour") % 24,
    get("minute"),
    get("second"),
    milliseconds,
  );
}

/** The zone's offset in whole minutes at a minute (zones change on whole minutes). */
const offsetAtMinute = (minute: number, timeZone: string) =>
  Math.round((intlWallClock(minute * MINUTE_MS, timeZone) - minute * MINUTE_MS) / MINUTE_MS);

/** Reads the zone's offsets from Intl, a week at a time, each change to its minute. For the build. */
export function zoneOffsets(timeZone: string, fromMs: number, untilMs: number): ZoneOffsets {
  const from = Math.floor(fromMs / MINUTE_MS);
  const until = Math.ceil(untilMs / MINUTE_MS);
  let offset = offsetAtMinute(from, timeZone);
  const changes: [number, number][] = [[0, offset]];
  let previous = from;
  for (let start = from; start < until; start += STEP_MINUTES) {
    const next = Math.min(start + STEP_MINUTES, until);
    if (offsetAtMinute(next, timeZone) === offset) continue;
    // The first minute of the new offset lies in (start, next].
    let [low, high] = [start, next];
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (offsetAtMinute(middle, timeZone) === offset) low = middle;
      else high = middle;
    }
    offset = offsetAtMinute(high, timeZone);
    changes.push([high - previous, offset]);
    previous = high;
  }
  return { from, until, changes };
}

/** The wall clock at an instant from the offsets, or null outside their span. */
export function tableWallClock(instant: number, table: ZoneOffsets): number | null {
  const minute = Math.floor(instant / MINUTE_MS);
  if (minute < table.from || minute >= table.until) return null;
  let [start, offset] = [table.from, table.changes[0]![1]];
  for (const [after, value] of table.changes) {
    start += after;
    if (start > minute) break;
    offset = value;
  }
  return instant + offset * MINUTE_MS;
}
