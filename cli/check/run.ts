import { DEFAULT_SEVERITY, type Severity } from "../../contracts/config/check.js";
import type { PageWeight } from "./checks/budgets.js";
import type { ExternalLink } from "./checks/links.js";
import type { LayoutShift } from "./browser/layout-shift.js";
import type { CheckContext } from "./context.js";
import type { CompletenessReport } from "../i18n/completeness.js";
import { applySeverity, mergeFindings, type Finding, type ReportedFinding } from "./findings.js";
import { SITE_CHECKS } from "./registry.js";
import type { CheckOutcome, ExternalFetch, SiteCheck, SiteCheckName, TimedPart } from "./site-check.js";

/** The checks that need Chromium, run together in one browser by the caller's implementation. */
export type BrowserChecks = (context: CheckContext, run: BrowserRun) => Promise<Finding[]>;

interface BrowserRun {
  accessibility: boolean;
  security: boolean;
  /** Measure layout shift per page (the budgets check); each page's figure goes to `layoutShift`. */
  budgets?: boolean;
  layoutShift?: (shift: LayoutShift) => void;
}

export interface RunOptions {
  /** null: skip the browser checks (--skip-browser). */
  browser: BrowserChecks | null;
  /** null: list external links without fetching them (no --external). */
  fetchExternal: ExternalFetch | null;
  /** The checks to run, in report order; cli/check/registry.ts's by default. */
  checks?: readonly SiteCheck[];
  now?: () => number;
}

export interface CheckRun {
  findings: ReportedFinding[];
  weights: PageWeight[];
  /** Cumulative Layout Shift of each page measured in Chromium (none when the browser checks were skipped). */
  layoutShift: LayoutShift[];
  external: ExternalLink[];
  pages: number;
  locales: number;
  errors: number;
  warnings: number;
  /** How long loading dist/ and each check that ran took, in ms. */
  durations: Partial<Record<SiteCheckName | TimedPart | "browser" | "load", number>>;
  /** Each locale's messages and pages in per cent (null when the locales check is off). */
  completeness: CompletenessReport | null;
  /** Checks set to off, or skipped by an option, with why. */
  skipped: { check: SiteCheckName; reason: string }[];
}

type Outcomes = { [Name in SiteCheckName]?: CheckOutcome<Name> };

function severityOf(context: CheckContext): (check: SiteCheckName) => Severity {
  const configured: Partial<Record<SiteCheckName, Severity>> = context.model.check.severity ?? {};
  return (check) => configured[check] ?? DEFAULT_SEVERITY;
}

/** Run every check that is not off over a loaded site and return what they found, as values. */
export async function runChecks(context: CheckContext, options: RunOptions): Promise<CheckRun> {
  const now = options.now ?? (() => performance.now());
  const checks = options.checks ?? SITE_CHECKS;
  const severity = severityOf(context);
  const enabled = checks.filter((check) => severity(check.name) !== "off");
  const durations: CheckRun["durations"] = {};

  const outcomes = await runOverFiles(context, enabled, options.fetchExternal, now, durations);
  const findings: Finding[] = Object.values(outcomes).flatMap((outcome) => outcome.findings);

  const skipped: CheckRun["skipped"] = checks
    .filter((check) => !enabled.includes(check))
    .map((check) => ({ check: check.name, reason: "off in site.yaml" }));
  const inBrowser = new Set(enabled.filter((check) => check.needs.includes("chromium")).map((check) => check.name));
  const layoutShift: LayoutShift[] = [];
  if (options.browser && inBrowser.size) {
    const start = now();
    findings.push(
      ...(await options.browser(context, {
        accessibility: inBrowser.has("accessibility"),
        security: inBrowser.has("security"),
        budgets: inBrowser.has("budgets"),
        layoutShift: (shift: LayoutShift) => void layoutShift.push(shift),
      })),
    );
    durations.browser = Math.round(now() - start);
  } else if (!options.browser) {
    for (const check of enabled)
      if (inBrowser.has(check.name) && check.withoutBrowser)
        skipped.push({ check: check.name, reason: check.withoutBrowser });
  }

  const templateOf = new Map(
    [...context.dist.pages, ...context.dist.otherPages].map((page) => [page.meta.url, page.meta.template]),
  );
  const order = checks.map((check) => check.name);
  const reported = sortFindings(
    mergeFindings(applySeverity(findings, severity), (url) => templateOf.get(url)),
    order,
  );
  return {
    findings: reported,
    weights: outcomes.budgets?.weights ?? [],
    layoutShift,
    external: outcomes.links?.external ?? [],
    pages: context.dist.pages.length,
    locales: context.dist.manifest.site.locales.length,
    errors: reported.filter((finding) => finding.level === "error").length,
    warnings: reported.filter((finding) => finding.level === "warn").length,
    durations,
    completeness: outcomes.locales?.completeness ?? null,
    skipped,
  };
}

/**
 * Each check's work over the loaded build, one after another in registry order, each timed; a
 * check's own figure leaves out the parts it times on their own lines, which the report lists after it.
 */
async function runOverFiles(
  context: CheckContext,
  checks: readonly SiteCheck[],
  fetchExternal: ExternalFetch | null,
  now: () => number,
  durations: CheckRun["durations"],
): Promise<Outcomes> {
  const outcomes: Outcomes = {};
  const record = <Name extends SiteCheckName>(check: SiteCheck<Name>, outcome: CheckOutcome<Name>) => {
    // TypeScript cannot write a mapped type through a generic key; name and outcome come from one check.
    (outcomes as Record<Name, CheckOutcome<Name>>)[check.name] = outcome;
  };
  for (const check of checks) {
    if (!check.run) continue;
    durations[check.name] = 0;
    let parts = 0;
    const time = <T>(part: TimedPart, work: () => T): T => {
      const start = now();
      const result = work();
      const ms = now() - start;
      durations[part] = Math.round(ms);
      parts += ms;
      return result;
    };
    const start = now();
    const outcome = await check.run(context, {
      fetchExternal: check.needs.includes("network") ? fetchExternal : null,
      time,
    });
    durations[check.name] = Math.round(now() - start - parts);
    record(check, outcome);
  }
  return outcomes;
}

function sortFindings(findings: ReportedFinding[], order: readonly SiteCheckName[]): ReportedFinding[] {
  const place = (finding: ReportedFinding) => order.indexOf(finding.check);
  return findings.sort(
    (a, b) =>
      place(a) - place(b) ||
      (a.level === b.level ? 0 : a.level === "error" ? -1 : 1) ||
      (a.pages[0] ?? "").localeCompare(b.pages[0] ?? "") ||
      a.message.localeCompare(b.message),
  );
}
