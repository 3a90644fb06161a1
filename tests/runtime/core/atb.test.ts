import { describe, expect, it } from "vitest";
import { atbInfo, atbVersion, isAtbValue, isAtbVariant } from "../../../runtime/core/atb.js";
import { loadRuntimeConfig } from "./config.js";

const atb = loadRuntimeConfig().atb;
const parse = (v: string) => v.match(/^v(\d+)-(\d)$/)!.slice(1).map(Number) as [number, number];

describe("ATB version (SPEC §3, §9)", () => {
  it("starts at v1-1 at midnight US Eastern on the epoch day", () => {
    expect(atb.timeZone).toBe("America/New_York");
    const [y, m, d] = atb.epoch.split("-").map(Number) as [number, number, number];
    // The epoch lies in winter: midnight Eastern is 05:00 UTC.
    expect(atbVersion(new Date(Date.UTC(y, m - 1, d, 5, 0)), atb)).toBe("v1-1");
    expect(atbVersion(new Date(Date.UTC(y, m - 1, d, 4, 59)), atb)).toBe("v0-7");
    expect(atbVersion(new Date(Date.UTC(y, m - 1, d + 6, 23)), atb)).toBe("v1-7");
    expect(atbVersion(new Date(Date.UTC(y, m - 1, d + 7, 5)), atb)).toBe("v2-1");
  });

  it("rolls the week at Eastern midnight on Wednesdays during daylight saving time", () => {
    // 2026-03-11 is the first Wednesday after clocks went forward (EDT, UTC-4).
    const before = parse(atbVersion(new Date("2026-03-11T03:59:00Z"), atb));
    const after = parse(atbVersion(new Date("2026-03-11T04:00:00Z"), atb));
    expect(before[1]).toBe(7);
    expect(after).toEqual([before[0] + 1, 1]);
  });

  it("rolls the week at Eastern midnight again after clocks go back", () => {
    // 2026-11-04 is the first Wednesday after the return to EST (UTC-5), 34 weeks after 2026-03-11.
    const march = parse(atbVersion(new Date("2026-03-11T04:00:00Z"), atb));
    const lateTuesday = parse(atbVersion(new Date("2026-11-04T04:30:00Z"), atb));
    const wednesday = parse(atbVersion(new Date("2026-11-04T05:00:00Z"), atb));
    expect(lateTuesday).toEqual([march[0] + 33, 7]);
    expect(wednesday).toEqual([march[0] + 34, 1]);
  });

  it("counts days Wednesday=1 to Tuesday=7 across the spring-forward Sunday", () => {
    // 2026-03-08 is the Sunday clocks go forward: day 5 all day, day 6 from Monday midnight EDT.
    expect(parse(atbVersion(new Date("2026-03-08T05:00:00Z"), atb))[1]).toBe(5);
    expect(parse(atbVersion(new Date("2026-03-09T03:59:00Z"), atb))[1]).toBe(5);
    expect(parse(atbVersion(new Date("2026-03-09T04:00:00Z"), atb))[1]).toBe(6);
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
    expect(isAtbValue("v512-8")).toBe(false);
    expect(isAtbValue("512-3")).toBe(false);
  });

  it("prefers a valid carried atb over today's version and keeps a valid va", () => {
    const now = new Date("2026-03-11T12:00:00Z");
    expect(atbInfo({ atb: "v400-2", va: "b" }, now, atb)).toEqual({ version: "v400-2", variant: "b", atbVariant: "v400-2b" });
    expect(atbInfo({ atb: "v400-2c", va: null }, now, atb)).toEqual({ version: "v400-2", variant: null, atbVariant: "v400-2" });
    const fresh = atbInfo({ atb: "garbage", va: "BB" }, now, atb);
    expect(fresh).toEqual({ version: atbVersion(now, atb), variant: null, atbVariant: atbVersion(now, atb) });
  });
});
