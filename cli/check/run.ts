import { checkNames, DEFAULT_BUDGETS, DEFAULT_SEVERITY, type CheckName, type Severity } from "../../contracts/config/check.js";
import { checkBudgets, pageWeights, type PageWeight } from "./checks/budgets.js";
import { checkConfig } from "./checks/config.js";
import { checkHtml } from "./checks/html.js";
import { checkLinks, type ExternalLink } from "./checks/links.js";
import { checkLocales } from "./checks/locales.js";
import { checkSecurity } from "./checks/security.js";
import { checkSharePreviews } from "./checks/share-previews.js";
import type { LayoutShift } from "./browser/layout-shift.js";
import type { CheckContext } from "./context.js";
import { completeness, type CompletenessReport } from "../i18n/completeness.js";
import { applySeverity, mergeFindings, type Finding, type ReportedFinding } from "./findings.js";

/** The checks that need Chromium, run together in one browser by the caller's implementation. */
export type BrowserChecks = (context: CheckContext, run: BrowserRun) => Promise<Finding[]>;

interface BrowserRun {
  accessibility: boolean;
  security: boolean;
  /** Measure layout shift per page (the budgets check); each page's figure goes to `layoutShift`. */
  budgets?: boolean;
  layoutShift?: (shift: LayoutShift) => void;
}

/** Fetches external URLs; returns the problem with each one that failed. */
export type ExternalFetch = (urls: readonly string[]) => Promise<Map<string, string>>;

export interface RunOptions {
  /** null: skip the browser checks (--skip-browser). */
  browser: BrowserChecks | null;
  /** null: list external links without fetching them (no --external). */
  fetchExternal: ExternalFetch | null;
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
  durations: Partial<Record<CheckName | "browser" | "load" | "completeness", number>>;
  /** Each locale's messages and pages in per cent (null when the locales check is off). */
  completeness: CompletenessReport | null;
  /** Checks set to off, or skipped by an option, with why. */
  skipped: { check: CheckName; reason: string }[];
}

function severityOf(context: CheckContext): (check: CheckName) => Severity {
  return (check) => context.model.check.severity?.[check] ?? DEFAULT_SEVERITY;
}

/** Run every check that is not off over a loaded site and return what they found, as values. */
export async function runChecks(context: CheckContext, options: RunOptions): Promise<CheckRun> {
  const now = options.now ?? (() => performance.now());
  const severity = severityOf(context);
  const enabled = (check: CheckName) => severity(check) !== "off";
  const durations: CheckRun["durations"] = {};
  const timed = <T>(name: CheckName | "browser" | "completeness", work: () => T): T => {
    const start = now();
    const result = work();
    durations[name] = Math.round(now() - start);
    return result;
  };

  const findings: Finding[] = [];
  let external: ExternalLink[] = [];
  if (enabled("links")) {
    const links = timed("links", () => checkLinks(context));
    findings.push(...links.findings);
    external = links.external;
    if (options.fetchExternal && external.length) findings.push(...(await externalFindings(external, options.fetchExternal)));
  }
  if (enabled("html")) findings.push(...timed("html", () => [...checkHtml(context), ...checkSharePreviews(context)]));
  const weights = pageWeights(context, context.model.check.budgets ?? DEFAULT_BUDGETS);
  if (enabled("budgets")) findings.push(...timed("budgets", () => checkBudgets(context, weights)));
  if (enabled("security")) findings.push(...timed("security", () => checkSecurity(context)));
  let localeCompleteness: CompletenessReport | null = null;
  if (enabled("locales")) {
    findings.push(...timed("locales", () => checkLocales(context)));
    localeCompleteness = timed("completeness", () => completeness(context.translations, builtPages(context)));
  }
  if (enabled("config")) findings.push(...timed("config", () => checkConfig(context)));

  const skipped: CheckRun["skipped"] = checkNames.filter((check) => !enabled(check)).map((check) => ({ check, reason: "off in site.yaml" }));
  const layoutShift: LayoutShift[] = [];
  const inBrowser = { accessibility: enabled("accessibility"), security: enabled("security"), budgets: enabled("budgets"), layoutShift: (shift: LayoutShift) => void layoutShift.push(shift) };
  if (options.browser && (inBrowser.accessibility || inBrowser.security || inBrowser.budgets)) {
    const start = now();
    findings.push(...(await options.browser(context, inBrowser)));
    durations.browser = Math.round(now() - start);
  } else if (!options.browser) {
    if (inBrowser.accessibility) skipped.push({ check: "accessibility", reason: "browser checks skipped" });
    if (inBrowser.security) skipped.push({ check: "security", reason: "CSP violations at load time not tested (browser checks skipped)" });
  }

  const templateOf = new Map([...context.dist.pages, ...context.dist.otherPages].map((page) => [page.meta.url, page.meta.template]));
  const reported = sortFindings(mergeFindings(applySeverity(findings, severity), (url) => templateOf.get(url)));
  return {
    findings: reported,
    weights,
    layoutShift,
    external,
    pages: context.dist.pages.length,
    locales: context.dist.manifest.site.locales.length,
    errors: reported.filter((finding) => finding.level === "error").length,
    warnings: reported.filter((finding) => finding.level === "warn").length,
    durations,
    completeness: localeCompleteness,
    skipped,
  };
}

function builtPages({ dist }: CheckContext) {
  return dist.pages.flatMap((page) => (page.parsed ? [{ route: page.meta.route, locale: page.meta.locale, url: page.meta.url, html: page.parsed.source }] : []));
}

async function externalFindings(external: readonly ExternalLink[], fetchExternal: ExternalFetch): Promise<Finding[]> {
  const failures = await fetchExternal(external.map((link) => link.url));
  return external.flatMap((link) => {
    const problem = failures.get(link.url);
    return problem === undefined
      ? []
      : link.pages.map((page): Finding => ({ check: "links", code: "broken-external-link", level: "error", message: `${link.url} ${problem}`, page }));
  });
}

function sortFindings(findings: ReportedFinding[]): ReportedFinding[] {
  const order = (finding: ReportedFinding) => checkNames.indexOf(finding.check);
  return findings.sort(
    (a, b) =>
      order(a) - order(b) ||
      (a.level === b.level ? 0 : a.level === "error" ? -1 : 1) ||
      (a.pages[0] ?? "").localeCompare(b.pages[0] ?? "") ||
      a.message.localeCompare(b.message),
  );
}
