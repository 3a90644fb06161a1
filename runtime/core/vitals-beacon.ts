import type { RuntimeConfig } from "../../contracts/config/index.js";

export type MetricName = keyof RuntimeConfig["webVitals"]["thresholds"];
export type Rating = "good" | "needs-improvement" | "poor";

/** SPEC §4, §9: good up to the good threshold, poor above the poor one, needs-improvement between. */
export function rate(name: MetricName, value: number, thresholds: RuntimeConfig["webVitals"]["thresholds"]): Rating {
  const t = thresholds[name];
  if (value <= t.good) return "good";
  return value > t.poor ? "poor" : "needs-improvement";
}

/**
 * Collects the metrics of one page view and sends one `static.webvitals` beacon with each
 * metric's value and rating and the pathname. The latest value of a metric wins (CLS and INP
 * grow during the visit); metrics reported after the beacon left start a new one on the next hide.
 */
export function createVitalsReport(
  config: RuntimeConfig["webVitals"],
  pixelPath: string,
  pathname: string,
  send: (url: string) => void,
) {
  let metrics = new Map<MetricName, number>();
  return {
    record(name: string, value: number): void {
      if (Object.hasOwn(config.thresholds, name)) metrics.set(name as MetricName, value);
    },
    flush(): boolean {
      if (metrics.size === 0) return false;
      const query = new URLSearchParams({ pathname });
      for (const [name, value] of metrics) {
        query.set(name.toLowerCase(), String(name === "CLS" ? Number(value.toFixed(4)) : Math.round(value)));
        query.set(`${name.toLowerCase()}_rating`, rate(name, value, config.thresholds));
      }
      metrics = new Map();
      send(`${pixelPath}${config.event}?${query}`);
      return true;
    },
  };
}
