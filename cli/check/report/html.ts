import { BUDGET_METRICS, KB, formatKb, type BudgetMetric, type PageWeight } from "../checks/budgets.js";
import { escapeHtml } from "../../html.js";
import { completenessTable } from "../../i18n/completeness.js";
import type { CheckRun } from "../run.js";
import { verdict } from "./human.js";

type Metric = BudgetMetric;

/** A route's heaviest page per measure: the number its budget must hold. */
function routeWeights(weights: readonly PageWeight[]): PageWeight[] {
  const byRoute = new Map<string, PageWeight>();
  for (const weight of weights) {
    const seen = byRoute.get(weight.route);
    byRoute.set(
      weight.route,
      seen
        ? { ...seen, ...Object.fromEntries(BUDGET_METRICS.map((metric) => [metric.field, Math.max(seen[metric.field], weight[metric.field])])) }
        : weight,
    );
  }
  return [...byRoute.values()].sort((a, b) => a.route.localeCompare(b.route));
}

const share = (weight: PageWeight, metric: Metric) => weight[metric.field] / (weight.budget[metric.budget] * KB);

/** Self-contained: inline style and SVG, no script, so it opens from a CI artifact as it is. */
export function htmlReport(run: CheckRun, meta: { dist: string; brand: string }): string {
  const routes = routeWeights(run.weights);
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>site check: ${escapeHtml(meta.brand)} (${escapeHtml(meta.dist)})</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1c1c1c;background:#fff}
h1{font-size:1.4rem}h2{font-size:1.15rem;margin-top:2rem}
.verdict{font-weight:700;color:${run.errors ? "#b00020" : "#1f6f3a"}}
table{border-collapse:collapse;margin-top:.5rem}td,th{padding:.2rem .6rem;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}
td.n{text-align:right;font-variant-numeric:tabular-nums}.over{color:#b00020;font-weight:700}
.error{color:#b00020}.warn{color:#8a5a00}code{font-size:.9em}
</style></head><body>
<h1>site check: ${escapeHtml(meta.brand)}</h1>
<p>${run.pages} pages in ${run.locales} locales from <code>${escapeHtml(meta.dist)}</code>.</p>
<p class="verdict">${escapeHtml(verdict(run))}</p>
<h2>Page weight per route against its budget</h2>
<p>Each bar is the heaviest page of the route in one measure, as a share of its budget; the line marks 100 %.</p>
${chart(routes)}
<h2>Figures</h2>
${figures(routes)}
${run.completeness ? `<h2>Translation completeness</h2>\n${localeTable(run.completeness)}` : ""}
<h2>Findings</h2>
${findings(run)}
</body></html>
`;
}

function chart(routes: readonly PageWeight[]): string {
  const label = 360;
  const column = 170;
  const full = 120;
  const row = 22;
  const top = 24;
  const height = top + routes.length * row + 8;
  const width = label + BUDGET_METRICS.length * column;
  const headers = BUDGET_METRICS.map((metric, index) => `<text x="${label + index * column}" y="14" font-weight="700">${metric.chart}</text>`).join("");
  const rows = routes
    .map((weight, index) => {
      const y = top + index * row;
      const bars = BUDGET_METRICS.map((metric, at) => {
        const ratio = share(weight, metric);
        const x = label + at * column;
        const over = ratio > 1;
        return `<rect x="${x}" y="${y + 3}" width="${Math.max(1, Math.min(ratio, 1.3) * full).toFixed(1)}" height="${row - 8}" fill="${over ? "#c62828" : "#3d6fd1"}"><title>${escapeHtml(`${weight.route} ${metric.chart}: ${formatKb(weight[metric.field])} of ${weight.budget[metric.budget]} KB`)}</title></rect>` +
          `<line x1="${x + full}" x2="${x + full}" y1="${y + 1}" y2="${y + row - 3}" stroke="#1c1c1c"/>` +
          `<text x="${x + full + 4}" y="${y + row - 8}" font-size="10"${over ? ' fill="#b00020"' : ""}>${Math.round(ratio * 100)}%</text>`;
      }).join("");
      return `<text x="0" y="${y + row - 8}">${escapeHtml(weight.route)} <tspan fill="#666">(${weight.kind})</tspan></text>${bars}`;
    })
    .join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Page weight per route as a share of its budget" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui,sans-serif" font-size="12">${headers}\n${rows}</svg>`;
}

function figures(routes: readonly PageWeight[]): string {
  const head = `<tr><th>Route</th><th>Kind</th>${BUDGET_METRICS.map((metric) => `<th>${metric.chart}</th>`).join("")}</tr>`;
  const body = routes
    .map((weight) => {
      const cells = BUDGET_METRICS.map((metric) => `<td class="n${share(weight, metric) > 1 ? " over" : ""}">${formatKb(weight[metric.field])} / ${weight.budget[metric.budget]} KB</td>`).join("");
      return `<tr><td><code>${escapeHtml(weight.route)}</code></td><td>${weight.kind}</td>${cells}</tr>`;
    })
    .join("\n");
  return `<table>${head}\n${body}</table>`;
}

function findings(run: CheckRun): string {
  if (!run.findings.length) return "<p>None.</p>";
  const rows = run.findings
    .map((finding) => {
      const pages = finding.pages.length > 3 ? `${finding.pages.slice(0, 3).join(", ")} and ${finding.pages.length - 3} more` : finding.pages.join(", ");
      const details = [finding.items ? finding.items.join(", ") : "", finding.sources.length ? `from ${finding.sources.join(", ")}` : "", finding.hint ? `hint: ${finding.hint}` : ""].filter(Boolean).map(escapeHtml).join("<br>");
      return `<tr><td class="${finding.level}">${finding.level}</td><td>${finding.check}</td><td>${escapeHtml(finding.message)} <code>[${escapeHtml(finding.code)}]</code>${details ? `<br><small>${details}</small>` : ""}</td><td>${escapeHtml(pages)}</td></tr>`;
    })
    .join("\n");
  return `<table><tr><th>Level</th><th>Check</th><th>Finding</th><th>Pages</th></tr>\n${rows}</table>`;
}

function localeTable(report: NonNullable<CheckRun["completeness"]>): string {
  const { header, rows } = completenessTable(report);
  const head = header.map((cell) => `<th>${escapeHtml(cell)}</th>`).join("");
  const body = rows.map((row) => `<tr>${row.map((cell, index) => `<td${index ? ' class="n"' : ""}>${escapeHtml(cell)}</td>`).join("")}</tr>`).join("\n");
  return `<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}
