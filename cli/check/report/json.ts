import type { CheckRun } from "../run.js";

/** The whole run for machines: every finding with all its pages, every page's weight. */
export function jsonReport(run: CheckRun, dist: string): string {
  return `${JSON.stringify({ version: 1, dist, passed: run.errors === 0, ...run }, null, 2)}\n`;
}
