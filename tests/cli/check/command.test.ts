import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteCheck } from "./run-check.js";
import { useCheckSites } from "../../helpers/check-sites.js";

const weight = [
  "weight: the heaviest page of each kind against its budget",
  "  marketing JS 0.2 KB of 1 KB (/en/), config 1.9 KB of 3 KB (/en/), CSS 0.5 KB of 1 KB (/en/), HTML 0.7 KB of 2 KB (/de/), images 0.1 KB of 1 KB (/en/), first images 0.1 KB of 60 KB (/en/)",
  "",
];
const completeness = [
  "locales: completeness (site i18n status explains the measure)",
  "  Locale  Messages  Outdated  To review  Markdown pages  Pages in own language  Mostly en  Language",
  "  de          100%         0          0             0/1                    50%        1/2  Deutsch",
  "",
];
const external = [
  "external links: 1, not fetched (--external fetches them)",
  "  https://example.org/privacy-guide (7 pages)",
  "",
];
const skipped = [
  "skipped accessibility: browser checks skipped",
  "skipped security: CSP violations at load time not tested (browser checks skipped)",
];

const site = useCheckSites(
  "ok",
  "broken-link",
  "missing-fragment",
  "inline-script",
  "missing-alt",
  "over-budget",
  "missing-translation",
  "duplicate-output",
);

describe("site check on fixture sites that each break one check", () => {
  it("passes a sound site with exit code 0 and lists its external links", async () => {
    const result = await siteCheck(site("ok"));
    expect(result.lines).toEqual([
      "site check dist: 4 pages in 2 locales",
      "",
      ...weight,
      ...completeness,
      ...external,
      ...skipped,
      "✓ passed: 0 errors, 0 warnings.",
      "",
    ]);
    expect(result.code).toBe(0);
  });

  it("reports a broken link written in Markdown once for every page that shows it, naming the Markdown file", async () => {
    const result = await siteCheck(site("broken-link"));
    expect(result.lines).toEqual([
      "site check dist: 4 pages in 2 locales",
      "",
      "links: 1 error, 0 warnings",
      '  ✗ error /en/about/, /de/about/: <a href="/{locale}/team/"> leads to /{locale}/team/, which is not in the build [broken-link]',
      "      from content/en/about.md at en/about/index.html:17:9",
      "",
      ...weight,
      ...completeness,
      ...external,
      ...skipped,
      "✗ failed: 1 error, 0 warnings. This build must not ship.",
      "",
    ]);
    expect(result.code).toBe(1);
  });

  it("reports a link to a fragment the target page does not have, naming the template", async () => {
    const result = await siteCheck(site("missing-fragment"));
    expect(result.lines.slice(2, 5)).toEqual([
      "links: 1 error, 0 warnings",
      '  ✗ error /en/, /de/: <a href="/{locale}/about/#contact"> leads to /{locale}/about/, which has no element with id="contact" [missing-fragment]',
      "      from templates/pages/HomePage.tsx at en/index.html:16:343",
    ]);
    expect(result.code).toBe(1);
  });

  it("reports an inline script whose hash the CSP lacks, once, as coming from a shared layout", async () => {
    const hash = `sha256-${createHash("sha256").update("window.analytics=true;").digest("base64")}`;
    const result = await siteCheck(site("inline-script"));
    expect(result.lines.slice(2, 7)).toEqual([
      "security: 1 error, 0 warnings",
      `  ✗ error /en/ and 6 more pages: an inline script ('${hash}') is not allowed by the CSP's script-src, so the browser will not run it [inline-script-blocked]`,
      "      from templates/pages/ArticlePage.tsx, templates/pages/HomePage.tsx, templates/pages/NotFoundPage.tsx at en/index.html:16:103",
      "      hint: the same problem is on 7 pages of 3 templates: it comes from a shared layout or component they all use; every inline script's sha256 must be in script-src: rebuild, or move the code into runtime/",
      "",
    ]);
    expect(result.code).toBe(1);
  });

  it("reports an image without alt text with the place in the page", async () => {
    const result = await siteCheck(site("missing-alt"));
    expect(result.lines.slice(2, 5)).toEqual([
      "html: 1 error, 0 warnings",
      '  ✗ error /en/, /de/: <img> is missing required "alt" attribute [wcag/h37]',
      "      from templates/pages/HomePage.tsx at en/index.html:16:289",
    ]);
    expect(result.code).toBe(1);
  });

  it("reports a page over its JavaScript budget against the budget of its kind", async () => {
    const result = await siteCheck(site("over-budget"));
    expect(result.lines.slice(2, 6)).toEqual([
      "budgets: 1 error, 0 warnings",
      "  ✗ error /en/about/, /de/about/: JavaScript 5.8 KB gzipped at most, over the island page budget of 4 KB [over-budget-js]",
      "      from runtime/islands/chart.tsx",
      "      hint: raise check.budgets in config/check.yaml only if the weight is worth it",
    ]);
    expect(result.code).toBe(1);
  });

  it("counts missing translations per language with their keys as a warning that does not fail", async () => {
    const result = await siteCheck(site("missing-translation"));
    expect(result.lines.slice(2, 6)).toEqual([
      "locales: 0 errors, 1 warning",
      "  ! warn  de: 2 messages are not translated and show in en [missing-translation]",
      "      from locales/de.yaml",
      "      nav.language, pages.about.description",
    ]);
    expect(result.lines).toContain("✓ passed: 0 errors, 1 warning.");
    expect(result.code).toBe(0);
  });

  it("reports two pages that write the same file", async () => {
    const result = await siteCheck(site("duplicate-output"));
    const config = result.lines.indexOf("config: 1 error, 0 warnings");
    expect(result.lines.slice(config, config + 4)).toEqual([
      "config: 1 error, 0 warnings",
      "  ✗ error 2 outputs write de/about/index.html: /de/about/ (route /about), /de/ueber-uns/ (route /ueber-uns) [duplicate-output]",
      "      from manifest.json",
      "      hint: give each route its own path in site.yaml",
    ]);
    expect(result.code).toBe(1);
  });

  it("exits 2 and says to build when there is nothing to check", async () => {
    const result = await siteCheck(site("ok"), ["--skip-browser"], undefined, "no-such-dist");
    expect(result.code).toBe(2);
    expect(result.out).toBe("");
    expect(result.err).toMatch(
      /^site check could not run:\n {2}\S*no-such-dist: there is no built site in \S*no-such-dist \[dist-missing\]\n {4}hint: run `site build` first/,
    );
  });

  it("prints JSON for machines and writes the HTML report where asked", async () => {
    const dir = await mkdtemp(join(tmpdir(), "site-check-"));
    try {
      const report = join(dir, "check.html");
      const result = await siteCheck(site("over-budget"), ["--skip-browser", "--json", "--report", report]);
      expect(result.code).toBe(1);
      expect(JSON.parse(result.out)).toMatchObject({ passed: false, errors: 1, pages: 4 });
      const html = await readFile(report, "utf8");
      expect(html).toContain("<svg");
      expect(html).toContain("over the island page budget of 4 KB");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
