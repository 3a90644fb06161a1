import type { Severity } from "../../contracts/config/check.js";
import type { ErrorCode, ToolRuleId } from "../error-catalogue/index.js";
import type { SiteCheckName } from "./site-check.js";

/** A catalogued code, or the rule id of the tool behind the html and accessibility checks. */
type FindingCode = ErrorCode | ToolRuleId;

type Level = "error" | "warn";

/** One problem on one page (or on the whole site when `page` is absent), as a check reports it. */
export interface Finding {
  check: SiteCheckName;
  code: FindingCode;
  level: Level;
  message: string;
  /**
   * The same problem on other pages has the same key (the message with the page's locale taken
   * out), so a broken link in a shared layout is reported once. Defaults to the message.
   */
  key?: string;
  /** URL of the page: /en/about/ */
  page?: string;
  /** The file a person edits to fix it: a template, a content Markdown file, site.yaml. */
  source?: string;
  /** line:column in the page's HTML */
  location?: string;
  hint?: string;
  /** The full list behind a count in the message (missing message keys, say). */
  items?: string[];
}

/** A problem after merging: every page it is on and every file it may come from. */
export interface ReportedFinding {
  check: SiteCheckName;
  code: FindingCode;
  level: Level;
  message: string;
  pages: string[];
  sources: string[];
  location?: string;
  hint?: string;
  items?: string[];
}

/** Apply site.yaml's severities: `warn` caps a check at warnings, `off` drops it. */
export function applySeverity(findings: Finding[], severityOf: (check: SiteCheckName) => Severity): Finding[] {
  return findings.flatMap((finding) => {
    const severity = severityOf(finding.check);
    if (severity === "off") return [];
    return severity === "warn" && finding.level === "error" ? [{ ...finding, level: "warn" as const }] : [finding];
  });
}

/**
 * Merge the same problem across pages. When it spans several templates the hint says it comes
 * from something they share, which is where a person should look.
 */
export function mergeFindings(
  findings: Finding[],
  templateOf: (page: string) => string | undefined,
): ReportedFinding[] {
  const groups = new Map<string, { first: Finding; pages: string[]; sources: string[]; messages: Set<string> }>();
  for (const finding of findings) {
    const id = `${finding.check}\u0000${finding.code}\u0000${finding.level}\u0000${finding.key ?? finding.message}`;
    const group = groups.get(id) ?? { first: finding, pages: [], sources: [], messages: new Set<string>() };
    group.messages.add(finding.message);
    if (finding.page !== undefined && !group.pages.includes(finding.page)) group.pages.push(finding.page);
    if (finding.source !== undefined && !group.sources.includes(finding.source)) group.sources.push(finding.source);
    groups.set(id, group);
  }
  return [...groups.values()].map(({ first, pages, sources, messages }) => {
    const templates = new Set(pages.map(templateOf).filter((template) => template !== undefined));
    // Budgets name the bundle or stylesheet itself; for them a shared layout is no lead.
    const shared =
      templates.size > 1 && first.check !== "budgets"
        ? `the same problem is on ${pages.length} pages of ${templates.size} templates: it comes from a shared layout or component they all use`
        : undefined;
    return {
      check: first.check,
      code: first.code,
      level: first.level,
      // Worded per language (links to each locale's page, say): show the shared wording.
      message: messages.size > 1 && first.key !== undefined ? first.key : first.message,
      pages,
      sources: sources.sort(),
      ...(first.location !== undefined && { location: first.location }),
      ...(first.items !== undefined && { items: first.items }),
      ...((first.hint ?? shared) !== undefined && { hint: [shared, first.hint].filter(Boolean).join("; ") }),
    };
  });
}

/** Take locale segments out of a message, so the same problem in every language reads the same. */
export function withoutLocales(text: string, locales: readonly string[]): string {
  const segment = new RegExp(`/(?:${locales.map((code) => code.replace(/[^\w]/g, "\\$&")).join("|")})(?=/)`, "g");
  return text.replace(segment, "/{locale}");
}
