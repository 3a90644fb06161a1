import { describe, expect, it } from "vitest";
import { createVitalsReport, rate } from "../../../runtime/core/vitals-beacon.js";
import { loadRuntimeConfig } from "./config.js";

const runtime = loadRuntimeConfig();
const thresholds = runtime.webVitals.thresholds;

describe("web vitals (SPEC §4, §7, §9)", () => {
  it("uses the spec's thresholds, INP in place of FID (issue 21, item 8)", () => {
    expect(thresholds).toEqual({
      FCP: { good: 1800, poor: 3000 },
      LCP: { good: 2500, poor: 4000 },
      CLS: { good: 0.1, poor: 0.25 },
      INP: { good: 200, poor: 500 },
      TTFB: { good: 800, poor: 1800 },
    });
  });

  it("reports INP with its rating, and nothing for FID", () => {
    const sent: URL[] = [];
    const report = createVitalsReport(runtime.webVitals, runtime.pixels.path, "/en/", (url) =>
      sent.push(new URL(url, "https://site.test")),
    );
    report.record("FID", 40);
    report.record("INP", 240);
    report.flush();
    expect(Object.fromEntries(sent[0]!.searchParams)).toEqual({
      pathname: "/en/",
      inp: "240",
      inp_rating: "needs-improvement",
    });
  });

  it("rates good up to good, poor above poor, needs-improvement between", () => {
    for (const [name, t] of Object.entries(thresholds) as [keyof typeof thresholds, { good: number; poor: number }][]) {
      expect(rate(name, t.good, thresholds)).toBe("good");
      expect(rate(name, (t.good + t.poor) / 2, thresholds)).toBe("needs-improvement");
      expect(rate(name, t.poor, thresholds)).toBe("needs-improvement");
      expect(rate(name, t.poor * 1.01, thresholds)).toBe("poor");
    }
  });

  it("sends one static.webvitals beacon with values, ratings and pathname", () => {
    const sent: URL[] = [];
    const report = createVitalsReport(runtime.webVitals, runtime.pixels.path, "/en/about/", (url) =>
      sent.push(new URL(url, "https://site.test")),
    );
    expect(report.flush()).toBe(false);
    report.record("LCP", 1200.4);
    report.record("CLS", 0.05);
    report.record("CLS", 0.3);
    report.record("Unknown", 5);
    expect(report.flush()).toBe(true);
    expect(report.flush()).toBe(false);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.pathname).toBe(`${runtime.pixels.path}${runtime.webVitals.event}`);
    expect(runtime.webVitals.event).toBe("static.webvitals");
    expect(Object.fromEntries(sent[0]!.searchParams)).toEqual({
      pathname: "/en/about/",
      lcp: "1200",
      lcp_rating: "good",
      cls: "0.3",
      cls_rating: "poor",
    });
  });
});
