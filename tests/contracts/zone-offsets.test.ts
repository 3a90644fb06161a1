import { describe, expect, it } from "vitest";
import { intlWallClock, tableWallClock, type ZoneOffsets, zoneOffsets } from "../../contracts/zone-offsets.js";

const minute = (iso: string) => Date.parse(iso) / 60_000;

/** The changes at their own minutes: the table keeps each as minutes after the one before. */
function absolute(table: ZoneOffsets): [number, number][] {
  let at = table.from;
  return table.changes.map(([after, offset]) => [(at += after), offset]);
}

describe("a zone's offsets read at build time", () => {
  const from = Date.parse("2016-02-24T05:00:00Z");
  const until = Date.parse("2027-01-01T00:00:00Z");
  const newYork = zoneOffsets("America/New_York", from, until);

  it("has each of New York's daylight-saving changes to the minute, by the real rules", () => {
    const changes = absolute(newYork).filter(([at]) => at >= minute("2024-01-01T00:00:00Z"));
    expect(changes).toEqual([
      [minute("2024-03-10T07:00:00Z"), -240],
      [minute("2024-11-03T06:00:00Z"), -300],
      [minute("2025-03-09T07:00:00Z"), -240],
      [minute("2025-11-02T06:00:00Z"), -300],
      [minute("2026-03-08T07:00:00Z"), -240],
      [minute("2026-11-01T06:00:00Z"), -300],
    ]);
    expect(absolute(newYork)[0]).toEqual([from / 60_000, -300]);
    expect(newYork.changes).toHaveLength(1 + 2 * 11);
  });

  it("gives the wall clock Intl gives, on either side of every change and between them", () => {
    const instants = absolute(newYork).flatMap(([at]) => [at * 60_000 - 1, at * 60_000, at * 60_000 + 1]);
    for (let instant = from; instant < until; instant += 86_400_000 * 3 + 3_600_000 * 7 + 1234) instants.push(instant);
    const differing = instants
      .filter((instant) => instant >= from && instant < until)
      .filter((instant) => tableWallClock(instant, newYork) !== intlWallClock(instant, "America/New_York"));
    expect(differing).toEqual([]);
  });

  it("answers nothing outside its span, so the caller asks Intl", () => {
    expect(tableWallClock(from - 60_001, newYork)).toBeNull();
    expect(tableWallClock(until, newYork)).toBeNull();
  });

  it("holds one offset for a zone without daylight saving", () => {
    expect(absolute(zoneOffsets("Asia/Tokyo", from, until))).toEqual([[from / 60_000, 540]]);
  });
});
