import { createHash } from "node:crypto";
import type { ErrorCode } from "../../errors.js";
import type { CheckContext } from "../context.js";
import {
  allowsInline,
  INLINE_SCRIPT_CHAIN,
  parsePolicy,
  sourcesFor,
  STYLE_ATTRIBUTE_CHAIN,
  STYLE_ELEMENT_CHAIN,
  type Policy,
} from "../csp.js";
import type { DistPage } from "../dist.js";
import type { Finding } from "../findings.js";
import { contentSecurityPolicies, parseHeadersFile } from "../../headers-file.js";
import { lineAndColumn, type InlineScript } from "../parse-page.js";
import { defineCheck } from "../site-check.js";
import { pageReferences, resolveTarget } from "./links.js";

const JAVASCRIPT_TYPES = new Set([
  "",
  "module",
  "importmap",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "text/ecmascript",
]);

/** Scripts with another type (application/json, say) are data blocks: the browser never runs them. */
export function isExecutableScript(script: InlineScript): boolean {
  return JAVASCRIPT_TYPES.has((script.type ?? "").trim().toLowerCase());
}

function scriptHash(content: string): string {
  return `sha256-${createHash("sha256").update(content, "utf8").digest("base64")}`;
}

export function checkSecurity(context: CheckContext): Finding[] {
  const { dist } = context;
  if (dist.headers === null) {
    return [
      {
        check: "security",
        code: "headers-missing",
        level: "error",
        message: "dist/_headers is missing: the site would be served without a Content-Security-Policy",
        hint: "the build writes _headers; rebuild with `site build`",
      },
    ];
  }
  const rules = parseHeadersFile(dist.headers);
  const origin = new URL(dist.manifest.site.baseUrl).origin;
  const policies = new Map<string, Policy>();
  const policyFor = (value: string) => policies.get(value) ?? policies.set(value, parsePolicy(value)).get(value)!;
  const pageFindings = [...dist.pages, ...dist.otherPages].flatMap((page) => {
    if (!page.parsed) return [];
    const values = contentSecurityPolicies(rules, page.meta.url);
    if (!values.length) {
      return [
        finding(
          page,
          "csp-missing",
          "no Content-Security-Policy in _headers applies to this page",
          "add a rule for the page's path to _headers (the build writes one for /*)",
        ),
      ];
    }
    return pageProblems(page, values.map(policyFor), origin);
  });
  return [...policyFindings([...policies.keys()]), ...pageFindings];
}

function pageProblems(page: DistPage, policies: readonly Policy[], origin: string): Finding[] {
  const parsed = page.parsed!;
  const findings: Finding[] = [];
  for (const script of parsed.inlineScripts.filter(isExecutableScript)) {
    const hash = scriptHash(script.content);
    if (!policies.every((policy) => allowsInline(sourcesFor(policy, INLINE_SCRIPT_CHAIN), hash))) {
      findings.push(
        finding(
          page,
          "inline-script-blocked",
          `an inline script ('${hash}') is not allowed by the CSP's script-src, so the browser will not run it`,
          "every inline script's sha256 must be in script-src: rebuild, or move the code into runtime/",
          script.start,
        ),
      );
    }
  }
  if (
    parsed.inlineStyles.length &&
    !policies.every((policy) => allowsInline(sourcesFor(policy, STYLE_ELEMENT_CHAIN), "none"))
  ) {
    findings.push(
      finding(
        page,
        "inline-style-blocked",
        "a <style> element is not allowed by the CSP's style-src",
        "put styles in templates/styles/",
      ),
    );
  }
  for (const element of parsed.elements) {
    for (const [name, value] of Object.entries(element.attrs)) {
      if (/^on[a-z]+$/.test(name)) {
        findings.push(
          finding(
            page,
            "inline-event-handler",
            `<${element.tag} ${name}> is an inline event handler: the CSP blocks it`,
            "bind events in runtime/ code instead",
            element.start,
          ),
        );
      } else if (/^\s*javascript:/i.test(value)) {
        findings.push(
          finding(
            page,
            "javascript-url",
            `<${element.tag} ${name}="${value}"> is a javascript: URL: the CSP blocks it`,
            "use a button and bind its click in runtime/ code",
            element.start,
          ),
        );
      } else if (
        name === "style" &&
        !policies.every((policy) => allowsInline(sourcesFor(policy, STYLE_ATTRIBUTE_CHAIN), "none"))
      ) {
        findings.push(
          finding(
            page,
            "inline-style-blocked",
            `<${element.tag} style="${value}"> is not allowed by the CSP's style-src`,
            "use a class from templates/styles/",
            element.start,
          ),
        );
      }
    }
  }
  for (const reference of pageReferences(parsed.elements)) {
    if (reference.element.tag !== "script" || reference.element.attrs.integrity) continue;
    const target = resolveTarget(reference.url, page.meta.url, origin, new Set());
    if (target.kind === "external") {
      findings.push(
        finding(
          page,
          "third-party-script-without-integrity",
          `<script src="${reference.url}"> loads a third-party script without integrity=`,
          'add integrity="sha384-..." and crossorigin, or host the script in runtime/',
          reference.element.start,
        ),
      );
    }
  }
  return findings;
}

/** What a policy allows everywhere: reported once per distinct policy, not per page. */
function policyFindings(values: readonly string[]): Finding[] {
  return values.flatMap((value) => {
    const scripts = sourcesFor(parsePolicy(value), INLINE_SCRIPT_CHAIN);
    // 'unsafe-inline' next to a hash is what CSP level 2 browsers ignore: only alone is it weak.
    const effective = (source: string) => source !== "'unsafe-inline'" || allowsInline(scripts, "none");
    const weak = ["'unsafe-inline'", "'unsafe-eval'", "*", "data:"].filter(
      (source) => scripts?.includes(source) && effective(source),
    );
    const findings: Finding[] = weak.map((source) => ({
      check: "security",
      code: "weak-csp",
      level: "error",
      message: `the CSP's script-src allows ${source}, which lets injected scripts run`,
      source: "_headers",
    }));
    if (scripts === null)
      findings.push({
        check: "security",
        code: "weak-csp",
        level: "error",
        message: "the CSP has neither script-src nor default-src: any script may run",
        source: "_headers",
      });
    return findings;
  });
}

function finding(page: DistPage, code: ErrorCode, message: string, hint: string, offset?: number): Finding {
  const at = offset === undefined || !page.parsed ? undefined : lineAndColumn(page.parsed.source, offset);
  return {
    check: "security",
    code,
    level: "error",
    message,
    page: page.meta.url,
    source: page.meta.source.template,
    hint,
    ...(at && { location: `${page.meta.file}:${at.line}:${at.column}` }),
  };
}

/** The policy in _headers against every page's inline code; what it blocks while a page loads is seen in Chromium. */
export const securityCheck = defineCheck({
  name: "security",
  needs: ["chromium"],
  withoutBrowser: "CSP violations at load time not tested (browser checks skipped)",
  run: (context) => ({ findings: checkSecurity(context) }),
});
