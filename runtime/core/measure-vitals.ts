import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import type { RuntimeConfig } from "../../contracts/config/index.js";
import { createVitalsReport } from "./vitals-beacon.js";

/**
 * Measures with the web-vitals library (INP, not FID: web-vitals 5 has no FID) and sends the one
 * beacon when the page is hidden. It starts with the page, not after its load event, so a visitor
 * who leaves a slow page before it has loaded is counted too. The library reports CLS, INP and LCP
 * from its own capturing listener on window, which runs before this one on the document, so the
 * beacon carries their final values.
 */
export function startVitals(
  doc: Document,
  runtime: RuntimeConfig,
  pathname: string,
  send: (url: string) => void,
): void {
  const report = createVitalsReport(runtime.webVitals, runtime.pixels.path, pathname, send);
  const record = (metric: Metric) => report.record(metric.name, metric.value);
  for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(record);
  doc.addEventListener("visibilitychange", () => {
    if (doc.visibilityState === "hidden") report.flush();
  });
}
