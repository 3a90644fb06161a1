import { BUDGET_METRICS, formatKb, KB, type PageWeight } from "../checks/budgets.js";
import { completenessTable } from "../../i18n/completeness.js";
import { textTable } from "../../terminal/text-table.js";
import type { ReportedFinding } from "../findings.js";
import type { CheckRun } from "../run.js";

export interface Paint {
  error: (text: string) => string;
  warn: (text: string) => string;
  ok: (text: string) => string;
  dim: (text: string) => string;
  bold: (text: string) => string;
}

const plain: Paint = { error: String, warn: String, ok: String, dim: String, bold: String };

const ansi = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;
export const colours: Paint = {
  error: ansi(31, 39),
  warn: ansi(33, 39),
  ok: ansi(32, 39),
  dim: ansi(2, 22),
  bold: ansi(1, 22),
};

/** Colour only for a person at a terminal who has not asked for none (NO_COLOR). */
export function paintFor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): Paint {
  return stream.isTTY && !env.NO_COLOR && env.TERM !== "dumb" ? colours : plain;
}

/** The report for a person: by check, then by page, ending in a one-line verdict. */
export function humanReport(run: CheckRun, dist: string, paint: Paint = plain): string {
  const lines: string[] = [paint.bold(`site check ${dist}: ${run.pages} pages in ${run.locales} locales`), ""];
  // The findings come in the order the checks are registered.
  for (const check of new Set(run.findings.map((finding) => finding.check))) {
    const findings = run.findings.filter((finding) => finding.check === check);
    lines.push(paint.bold(`${check}: ${count(findings, "error")}, ${count(findings, "warn")}`));
    for (const finding of findings) lines.push(...findingLines(finding, paint));
    lines.push("");
  }
  if (run.weights.length) {
    lines.push(paint.bold("weight: the heaviest page of each kind against its budget"));
    lines.push(...weightLines(run.weights, paint), "");
  }
  if (run.layoutShift.length) {
    const worst = run.layoutShift.reduce((a, b) => (b.cls > a.cls ? b : a));
    const shifting = run.layoutShift.filter((shift) => shift.cls > 0).length;
    lines.push(
      paint.bold("layout shift: Cumulative Layout Shift per page for a new visitor (--json lists every page)"),
    );
    const most = `most: CLS ${worst.cls} of ${worst.budget} (${worst.url}, ${worst.viewport})`;
    lines.push(
      `  ${run.layoutShift.length} page loads, ${shifting} with any shift; ${worst.cls > worst.budget ? paint.error(most) : most}`,
      "",
    );
  }
  if (run.completeness) {
    lines.push(paint.bold("locales: completeness (site i18n status explains the measure)"));
    lines.push(...textTable(completenessTable(run.completeness)), "");
  }
  if (run.external.length) {
    lines.push(paint.bold(`external links: ${run.external.length}, not fetched (--external fetches them)`));
    for (const link of run.external) lines.push(`  ${link.url} ${paint.dim(`(${plural(link.pages.length, "page")})`)}`);
    lines.push("");
  }
  for (const { check, reason } of run.skipped) lines.push(paint.dim(`skipped ${check}: ${reason}`));
  const timing = Object.entries(run.durations)
    .map(([check, ms]) => `${check} ${ms} ms`)
    .join(", ");
  if (timing) lines.push(paint.dim(`took ${timing}`));
  lines.push(verdict(run, paint));
  return `${lines.join("\n")}\n`;
}

export function verdict(run: Pick<CheckRun, "errors" | "warnings">, paint: Paint = plain): string {
  const counts = `${plural(run.errors, "error")}, ${plural(run.warnings, "warning")}`;
  return run.errors > 0
    ? paint.error(`✗ failed: ${counts}. This build must not ship.`)
    : paint.ok(`✓ passed: ${counts}.`);
}

function findingLines(finding: ReportedFinding, paint: Paint): string[] {
  const mark = finding.level === "error" ? paint.error("✗ error") : paint.warn("! warn ");
  const where = finding.pages.length ? `${pagesText(finding.pages)}: ` : "";
  const lines = [`  ${mark} ${where}${finding.message} ${paint.dim(`[${finding.code}]`)}`];
  const from = [
    finding.sources.length ? `from ${finding.sources.join(", ")}` : "",
    finding.location ? `at ${finding.location}` : "",
  ]
    .filter(Boolean)
    .join(" ");
  if (from) lines.push(paint.dim(`      ${from}`));
  if (finding.items) lines.push(`      ${itemsText(finding.items)}`);
  if (finding.hint) lines.push(paint.dim(`      hint: ${finding.hint}`));
  return lines;
}

function weightLines(weights: readonly PageWeight[], paint: Paint): string[] {
  return (["marketing", "island"] as const).flatMap((kind) => {
    const pages = weights.filter((weight) => weight.kind === kind);
    if (!pages.length) return [];
    const cells = BUDGET_METRICS.map((measure) => {
      const heaviest = pages.reduce((a, b) => (b[measure.field] > a[measure.field] ? b : a));
      const text = `${measure.short} ${formatKb(heaviest[measure.field])} of ${heaviest.budget[measure.budget]} KB (${heaviest.url})`;
      return heaviest[measure.field] > heaviest.budget[measure.budget] * KB ? paint.error(text) : text;
    });
    const lazy = pages.reduce((a, b) => (b.lazyJs.largestGzip > a.lazyJs.largestGzip ? b : a)).lazyJs;
    const onDemand = lazy.chunks
      ? paint.dim(
          `; on demand only, not in the budget: ${lazy.chunks} lazy chunks, the largest ${formatKb(lazy.largestGzip)}`,
        )
      : "";
    return [`  ${kind.padEnd(9)} ${cells.join(", ")}${onDemand}`];
  });
}

const ITEMS_SHOWN = 8;

function itemsText(items: readonly string[]): string {
  const shown = items.slice(0, ITEMS_SHOWN).join(", ");
  return items.length > ITEMS_SHOWN ? `${shown} and ${items.length - ITEMS_SHOWN} more (--json lists them all)` : shown;
}

function pagesText(pages: readonly string[]): string {
  if (pages.length <= 2) return pages.join(", ");
  return `${pages[0]} and ${pages.length - 1} more pages`;
}

function count(findings: readonly ReportedFinding[], level: "error" | "warn"): string {
  return plural(findings.filter((finding) => finding.level === level).length, level === "error" ? "error" : "warning");
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
