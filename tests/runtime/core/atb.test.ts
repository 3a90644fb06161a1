import { describe, expect, it, vi } from "vitest";
import { atbClock } from "../../../contracts/build-browser-config.js";
import { atbInfo, atbVersion, isAtbValue, isAtbVariant } from "../../../runtime/core/atb.js";
import { runtimeSchema } from "../../../contracts/config/runtime.js";
import { loadRuntimeConfig } from "./config.js";

const atb = loadRuntimeConfig().atb;

/**
 * Instants and the versions the public algorithm gives them: major = ceil(elapsed / week),
 * minor = ceil((elapsed mod week) / day) from 2016-02-24 00:00 EST, one hour earlier while US
 * daylight saving time is in force (by the real rules: 2016-03-13 07:00 to 2016-11-06 06:00 UTC,
 * 2024-03-10 07:00 to 2024-11-03 06:00, 2026-03-08 07:00 to 2026-11-01 06:00). Where the public
 * code's own guess of the change dates says otherwise, the note gives its answer.
 */
const TABLE: [instant: string, version: string, note?: string][] = [
  // The issue's three instants.
  ["2016-02-24T12:00:00.000Z", "v1-1"],
  ["2024-07-04T16:00:00.000Z", "v437-2"],
  ["2026-11-22T12:00:00.000Z", "v561-5"],
  // The epoch and the first week boundary (winter: midnight is 05:00 UTC). An exact midnight
  // belongs to the day it ends; the millisecond a week ends has day 0.
  ["2016-02-24T05:00:00.001Z", "v1-1"],
  ["2016-03-02T04:59:59.999Z", "v1-7"],
  ["2016-03-02T05:00:00.000Z", "v1-0"],
  ["2016-03-02T05:00:00.001Z", "v2-1"],
  // 2016, clocks forward on Sunday 13 March at 07:00 UTC: no day boundary moves with them.
  ["2016-03-13T06:59:00.000Z", "v3-5"],
  ["2016-03-13T07:01:00.000Z", "v3-5"],
  // Monday starts at midnight EDT (04:00 UTC): the epoch is one hour earlier, elapsed one hour longer.
  ["2016-03-14T03:59:00.000Z", "v3-5"],
  ["2016-03-14T04:00:00.000Z", "v3-5"],
  ["2016-03-14T04:00:00.001Z", "v3-6"],
  ["2016-03-14T04:30:00.000Z", "v3-6"],
  // A week boundary under daylight saving time.
  ["2016-03-16T03:59:59.999Z", "v3-7"],
  ["2016-03-16T04:00:00.000Z", "v3-0"],
  ["2016-03-16T04:00:00.001Z", "v4-1"],
  // 2016, clocks back on Sunday 6 November at 06:00 UTC; Monday starts at 05:00 UTC again.
  ["2016-11-06T05:59:00.000Z", "v37-5"],
  ["2016-11-06T06:01:00.000Z", "v37-5"],
  ["2016-11-07T04:30:00.000Z", "v37-5"],
  ["2016-11-07T04:59:59.999Z", "v37-5"],
  ["2016-11-07T05:00:00.001Z", "v37-6"],
  // 2024, clocks forward on 10 March (the public code guesses 11 March).
  ["2024-03-10T06:59:00.000Z", "v420-5"],
  ["2024-03-10T07:01:00.000Z", "v420-5"],
  ["2024-03-11T03:59:00.000Z", "v420-5"],
  ["2024-03-11T04:00:00.001Z", "v420-6", "the public guess: v420-5"],
  ["2024-03-11T04:59:00.000Z", "v420-6", "the public guess: v420-5"],
  ["2024-03-11T05:01:00.000Z", "v420-6"],
  ["2024-03-13T03:59:00.000Z", "v420-7"],
  ["2024-03-13T04:01:00.000Z", "v421-1"],
  // 2024, clocks back on 3 November (the public code guesses 4 November).
  ["2024-11-03T05:59:00.000Z", "v454-5"],
  ["2024-11-03T06:01:00.000Z", "v454-5"],
  ["2024-11-04T04:30:00.000Z", "v454-5", "the public guess: v454-6"],
  ["2024-11-04T04:59:00.000Z", "v454-5", "the public guess: v454-6"],
  ["2024-11-04T05:00:00.001Z", "v454-6"],
  ["2024-11-06T04:59:00.000Z", "v454-7"],
  ["2024-11-06T05:01:00.000Z", "v455-1"],
  // 2026, clocks forward on 8 March (the public code guesses 9 March).
  ["2026-03-08T06:59:00.000Z", "v524-5"],
  ["2026-03-08T07:01:00.000Z", "v524-5"],
  ["2026-03-09T03:59:00.000Z", "v524-5"],
  ["2026-03-09T04:30:00.000Z", "v524-6", "the public guess: v524-5"],
  ["2026-03-11T03:59:59.999Z", "v524-7"],
  ["2026-03-11T04:00:00.000Z", "v524-0"],
  ["2026-03-11T04:00:00.001Z", "v525-1"],
  // 2026, clocks back on 1 November (the public code guesses 2 November).
  ["2026-11-01T05:59:00.000Z", "v558-5"],
  ["2026-11-01T06:01:00.000Z", "v558-5"],
  ["2026-11-02T04:30:00.000Z", "v558-5", "the public guess: v558-6"],
  ["2026-11-02T05:00:00.001Z", "v558-6"],
  ["2026-11-04T04:59:00.000Z", "v558-7"],
  ["2026-11-04T05:01:00.000Z", "v559-1"],
];

describe("ATB version (SPEC §3, §9)", () => {
  it("counts from the public epoch, 2016-02-24 00:00 EST, in New York", () => {
    expect(Date.parse(atb.epoch)).toBe(1456290000000);
    expect(atb.timeZone).toBe("America/New_York");
  });

  it("rejects an epoch without its UTC offset and a zone Intl does not know", () => {
    const atbSchema = runtimeSchema.shape.atb;
    expect(atbSchema.safeParse({ ...atb, epoch: "2016-02-24" }).success).toBe(false);
    expect(atbSchema.safeParse({ ...atb, epoch: "2016-02-24T00:00:00" }).success).toBe(false);
    const zone = atbSchema.safeParse({ ...atb, timeZone: "America/Gotham" });
    expect(zone.error?.issues.map((issue) => issue.message)).toEqual(["an IANA time zone such as America/New_York"]);
  });

  const offsets = atbClock(atb);

  it.each(TABLE)("%s is %s %s", (instant, version) => {
    expect(atbVersion(new Date(instant), atb)).toBe(version);
    expect(atbVersion(new Date(instant), atb, offsets), "from the build's offsets").toBe(version);
  });

  it("reads New York's wall clock from the build's offsets, without Intl, for thirty years from the epoch", () => {
    const formats = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    try {
      for (const [instant] of TABLE) atbVersion(new Date(instant), atb, offsets);
      atbVersion(new Date("2045-12-31T12:00:00Z"), atb, offsets);
      expect(formats).not.toHaveBeenCalled();
      // After the table, Intl again, by the zone's rules.
      expect(atbVersion(new Date("2046-07-04T16:00:00Z"), atb, offsets)).toBe(
        atbVersion(new Date("2046-07-04T16:00:00Z"), atb),
      );
      expect(formats).toHaveBeenCalled();
    } finally {
      formats.mockRestore();
    }
  });

  it("follows the epoch and time zone in the config", () => {
    expect(atbVersion(new Date("2024-07-04T16:00:00.000Z"), { ...atb, epoch: "2016-03-02T00:00:00-05:00" })).toBe(
      "v436-2",
    );
    // 00:30 on a Thursday in New York (EDT) is still Wednesday in Bogotá, which keeps UTC-5 all year.
    const earlyThursday = new Date("2024-07-04T04:30:00.000Z");
    expect(atbVersion(earlyThursday, atb)).toBe("v437-2");
    expect(atbVersion(earlyThursday, { ...atb, timeZone: "America/Bogota" })).toBe("v437-1");
  });
});

describe("ATB variant and carried values (SPEC §5)", () => {
  it("accepts one letter a-z or underscore as a variant", () => {
    for (const ok of ["a", "z", "_"]) expect(isAtbVariant(ok)).toBe(true);
    for (const bad of ["A", "ab", "1", "", null]) expect(isAtbVariant(bad)).toBe(false);
  });

  it("recognises carried atb values", () => {
    expect(isAtbValue("v512-3")).toBe(true);
    expect(isAtbValue("v512-3b")).toBe(true);
    expect(isAtbValue("v512-0")).toBe(true);
    expect(isAtbValue("v512-8")).toBe(false);
    expect(isAtbValue("512-3")).toBe(false);
  });

  it("prefers a valid carried atb over today's version and keeps a valid va", () => {
    const now = new Date("2026-03-11T12:00:00Z");
    expect(atbInfo({ atb: "v400-2", va: "b" }, now, atb)).toEqual({
      version: "v400-2",
      variant: "b",
      atbVariant: "v400-2b",
    });
    // The variant letter a carried atb holds is the visitor's variant (issue 21, item 5); a valid va still names it.
    expect(atbInfo({ atb: "v400-2c", va: null }, now, atb)).toEqual({
      version: "v400-2",
      variant: "c",
      atbVariant: "v400-2c",
    });
    expect(atbInfo({ atb: "v400-3a", va: "b" }, now, atb)).toEqual({
      version: "v400-3",
      variant: "b",
      atbVariant: "v400-3b",
    });
    expect(atbInfo({ atb: "v400-3a", va: "BB" }, now, atb)).toEqual({
      version: "v400-3",
      variant: "a",
      atbVariant: "v400-3a",
    });
    const fresh = atbInfo({ atb: "garbage", va: "BB" }, now, atb);
    expect(fresh).toEqual({ version: atbVersion(now, atb), variant: null, atbVariant: atbVersion(now, atb) });
  });
});
