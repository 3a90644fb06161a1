import type { CheckName } from "../../contracts/config/check.js";
import type { CompletenessReport } from "../i18n/completeness.js";
import type { PageWeight } from "./checks/budgets.js";
import type { ExternalLink } from "./checks/links.js";
import type { CheckContext } from "./context.js";
import type { Finding } from "./findings.js";

/**
 * What each check hands back beside its findings, by check name: the reports read these typed.
 * A check module may add its own name here (`declare module`), as tests/fixtures/checks/ does;
 * a check whose severity site.yaml can set also has its name in contracts/config/check-names.ts.
 * @public (extended by `declare module`, which knip does not see)
 */
export interface CheckResults extends Record<CheckName, object> {
  /** The links to other hosts and the pages each is on, fetched only with --external. */
  links: { external: ExternalLink[] };
  /** Every page's weight against the budget of its kind. */
  budgets: { weights: PageWeight[] };
  /** Each locale's messages and pages in per cent. */
  locales: { completeness: CompletenessReport };
}

export type SiteCheckName = keyof CheckResults & string;

export type CheckOutcome<Name extends SiteCheckName> = { findings: Finding[] } & CheckResults[Name];

/** Fetches external URLs; returns the problem with each one that failed. */
export type ExternalFetch = (urls: readonly string[]) => Promise<Map<string, string>>;

/** A part of a check's work timed on its own line of the report ("completeness" of the locales check). */
export type TimedPart = "completeness";

/**
 * What a check may need besides the loaded build and site: "network" is the external fetcher
 * (given with --external); "chromium" is a part in the one browser run (cli/check/browser/),
 * which --skip-browser leaves out.
 */
type CheckNeed = "network" | "chromium";

interface CheckTools {
  /** null unless the check needs "network" and --external asked for it. */
  fetchExternal: ExternalFetch | null;
  time: <T>(part: TimedPart, work: () => T) => T;
}

/** One check of `site check`: a module of cli/check/checks/ registered once in cli/check/registry.ts. */
export interface SiteCheck<Name extends SiteCheckName = SiteCheckName> {
  name: Name;
  needs: readonly CheckNeed[];
  /** Its work over the loaded build; absent for a check made in Chromium only. */
  run?: (context: CheckContext, tools: CheckTools) => CheckOutcome<Name> | Promise<CheckOutcome<Name>>;
  /** What the report says when its Chromium part did not run (--skip-browser); absent: nothing. */
  withoutBrowser?: string;
}

/** Declares a check, its name tying the extra result it returns to the type the reports read. */
export function defineCheck<Name extends SiteCheckName>(check: SiteCheck<Name>): SiteCheck<Name> {
  return check;
}
