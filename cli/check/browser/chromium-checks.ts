import { createRequire } from "node:module";
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import type { SiteModel } from "../../config/load.js";
import type { CheckContext } from "../context.js";
import type { DistPage } from "../dist.js";
import { withoutLocales, type Finding } from "../findings.js";
import type { BrowserChecks } from "../run.js";
import { SITE_FILE_TEMPLATE } from "../dist.js";
import { toolRule } from "../../error-catalogue/index.js";
import { launchChromium } from "./launch.js";
import { layoutShiftFindings, measureLayoutShift } from "./layout-shift.js";
import { serveDist } from "./serve.js";

type ColourScheme = "light" | "dark";

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[] }[];
}

/** The axe tags of WCAG 2.1 level AA, which `site check` and the subscription screens' test hold pages to. */
export const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/** The WCAG 2.1 AA rules of axe that read colours: the ones a dark theme can break on its own. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * The second language of the accessibility check: configured, or the first right-to-left
 * locale (mirrored layouts break differently), or the first after the default.
 */
export function otherLocale(model: SiteModel): string | null {
  const others = model.locales.filter((locale) => locale.code !== model.site.defaultLocale);
  return (
    model.check.accessibility?.otherLocale ?? (others.find((locale) => locale.dir === "rtl") ?? others[0])?.code ?? null
  );
}

/** One page per template (its first route) in the default locale and one other language. */
export function accessibilityPages(context: CheckContext): DistPage[] {
  const locales = [context.model.site.defaultLocale, otherLocale(context.model)].filter((locale) => locale !== null);
  const seen = new Set<string>();
  return [...context.dist.pages, ...context.dist.otherPages].filter((page) => {
    const key = `${page.meta.template}\u0000${page.meta.locale}`;
    if (
      !page.parsed ||
      page.meta.template === SITE_FILE_TEMPLATE ||
      !locales.includes(page.meta.locale) ||
      seen.has(key)
    )
      return false;
    seen.add(key);
    return true;
  });
}

/**
 * CSP violations depend on a page's scripts, styles and island, which locales share:
 * every route loads in the default locale, plus the accessibility pages in the other one.
 */
export function cspPages(context: CheckContext): DistPage[] {
  return context.dist.pages.filter((page) => page.parsed && page.meta.locale === context.model.site.defaultLocale);
}

/** Records CSP violations from the first script on; init scripts are not subject to the page's CSP. */
function recordViolations() {
  const store: Violation[] = [];
  (window as unknown as { __cspViolations: Violation[] }).__cspViolations = store;
  document.addEventListener("securitypolicyviolation", (event) => {
    store.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
  });
}

const LOAD_TIMEOUT_MS = 15_000;

/**
 * One tab per colour scheme in one browser, reused page after page: a new tab costs more than a
 * page. With `axeSource`, axe-core is in every page it loads, before the page's own scripts.
 */
function tabs(browser: Browser, origin: string, axeSource = "") {
  const open = new Map<ColourScheme, Promise<Page>>();
  const create = async (scheme: ColourScheme) => {
    const context = await browser.newContext({ colorScheme: scheme });
    await context.addInitScript(recordViolations);
    if (axeSource) await context.addInitScript({ content: axeSource });
    return context.newPage();
  };
  return async (url: string, scheme: ColourScheme): Promise<Page> => {
    const tab = open.get(scheme) ?? open.set(scheme, create(scheme)).get(scheme)!;
    const page = await tab;
    await page.goto(origin + url, { waitUntil: "load", timeout: LOAD_TIMEOUT_MS });
    return page;
  };
}

/**
 * The accessibility (one lane per theme), CSP and layout-shift checks run side by side, each in tabs
 * of its own: a page mostly waits on Chromium's own processes, so the lanes take about the time of
 * the longest.
 */
export const chromiumChecks: BrowserChecks = async (context, run) => {
  const axeSource = run.accessibility
    ? await readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")
    : "";
  const server = await serveDist(context.dist);
  const browser = await launchChromium().catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  const locales = context.dist.manifest.site.locales;
  const findings: Finding[] = [];
  // A page loaded in two windows reports what the CSP blocked in both: once is enough.
  const cspReported = new Set<string>();
  const readCsp = async (tab: Page, page: DistPage) => {
    const violations = await tab.evaluate(
      () => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? [],
    );
    for (const finding of violations.map((violation) => cspFinding(page, violation, server.origin, locales))) {
      const key = `${finding.page}\u0000${finding.message}`;
      if (cspReported.has(key)) continue;
      cspReported.add(key);
      findings.push(finding);
    }
  };
  /** Loads a page in `load`'s tab, and with `csp` reports what the CSP blocked while it loaded. */
  const visit = async (
    load: ReturnType<typeof tabs>,
    page: DistPage,
    scheme: ColourScheme,
    check: "accessibility" | "security",
    csp: boolean,
  ): Promise<Page | null> => {
    try {
      const tab = await load(page.meta.url, scheme);
      if (csp) await readCsp(tab, page);
      return tab;
    } catch (error) {
      findings.push({
        check,
        code: "page-load-failed",
        level: "error",
        message: `Chromium could not load the page: ${(error as Error).message.split("\n")[0]}`,
        page: page.meta.url,
        source: page.meta.source.template,
      });
      return null;
    }
  };
  const cspUrls = new Set(cspPages(context).map((page) => page.meta.url));
  // Names, roles and structure do not change with the theme; colours do. Dark runs only axe's
  // colour rules, in a lane of its own beside light's full run.
  const accessibilityIn = async (scheme: ColourScheme) => {
    const load = tabs(browser, server.origin, axeSource);
    const runOnly = scheme === "light" ? { type: "tag", values: WCAG_21_AA } : { type: "rule", values: COLOUR_RULES };
    for (const page of accessibilityPages(context)) {
      // The other language's pages get their CSP check here, once; the security lane loads the default one's.
      const tab = await visit(
        load,
        page,
        scheme,
        "accessibility",
        run.security && scheme === "light" && !cspUrls.has(page.meta.url),
      );
      if (!tab) continue;
      const result = await tab.evaluate(
        (only) =>
          (
            window as unknown as {
              axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
            }
          ).axe.run(document, { runOnly: only, resultTypes: ["violations"] }),
        runOnly,
      );
      findings.push(...result.violations.map((violation) => axeFinding(page, scheme, violation, locales)));
    }
  };
  const accessibility = () => Promise.all([accessibilityIn("light"), accessibilityIn("dark")]);
  // The layout-shift pass loads the same pages (in each window check.layoutShift names): when it
  // runs, the CSP check reads those loads instead of loading every page once more.
  const security = async () => {
    const load = tabs(browser, server.origin);
    for (const page of cspPages(context)) await visit(load, page, "light", "security", true);
  };
  const layoutShift = async () => {
    const measured = await measureLayoutShift(
      browser,
      server.origin,
      cspPages(context),
      context.model.check.layoutShift,
      run.security ? { init: recordViolations, read: readCsp } : undefined,
    );
    for (const shift of measured) run.layoutShift?.(shift);
    findings.push(...layoutShiftFindings(measured, cspPages(context)));
  };
  try {
    await Promise.all([
      run.accessibility && accessibility(),
      run.security && !run.budgets && security(),
      run.budgets && layoutShift(),
    ]);
  } finally {
    await browser.close();
    await server.close();
  }
  return findings;
};

function axeFinding(
  page: DistPage,
  scheme: ColourScheme,
  violation: AxeViolation,
  locales: readonly string[],
): Finding {
  const targets = violation.nodes
    .slice(0, 3)
    .map((node) => node.target.join(" "))
    .join(", ");
  const message = `${violation.help} (${violation.id}, ${violation.impact ?? "no impact given"}) in the ${scheme} theme: ${violation.nodes.length} element${violation.nodes.length === 1 ? "" : "s"}, e.g. ${targets}`;
  return {
    check: "accessibility",
    code: toolRule(violation.id),
    level: "error",
    message,
    key: withoutLocales(message, locales),
    page: page.meta.url,
    source: page.meta.source.template,
    hint: violation.helpUrl,
  };
}

function cspFinding(page: DistPage, violation: Violation, origin: string, locales: readonly string[]): Finding {
  const message = `Chromium blocked ${blockedText(violation, origin)} under the CSP's ${violation.directive}${violation.sample ? ` ("${violation.sample}")` : ""}`;
  return {
    check: "security",
    code: "csp-violation",
    level: "error",
    message,
    key: withoutLocales(message, locales),
    page: page.meta.url,
    source: page.meta.source.template,
    hint: "the page (or code it loads) does something its Content-Security-Policy forbids: change the code, or the CSP the build writes",
  };
}

/** blockedURI is "inline", "eval" or the URL that was refused. */
function blockedText(violation: Violation, origin: string): string {
  if (violation.blocked === "inline")
    return `an inline ${violation.directive.startsWith("style") ? "style" : violation.directive.startsWith("script") ? "script" : "resource"}`;
  if (violation.blocked === "eval") return "eval()";
  return violation.blocked.startsWith(origin) ? violation.blocked.slice(origin.length) : violation.blocked;
}
