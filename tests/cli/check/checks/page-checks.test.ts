import { describe, expect, it } from "vitest";
import { checkHtml } from "../../../../cli/check/checks/html.js";
import { checkLocales } from "../../../../cli/check/checks/locales.js";
import { checkSecurity } from "../../../../cli/check/checks/security.js";
import type { CheckContext } from "../../../../cli/check/context.js";
import { parsePage } from "../../../../cli/check/parse-page.js";
import { fixtureContext } from "../fixture-context.js";
import { useCheckSites } from "../../../helpers/check-sites.js";

/** The fixture site with one page's HTML changed. */
async function withPage(url: string, change: (html: string) => string): Promise<CheckContext> {
  const context = await fixtureContext(site("ok"));
  const page = context.dist.pages.find((candidate) => candidate.meta.url === url)!;
  page.parsed = parsePage(change(page.parsed!.source), context.dist.manifest.site.locales);
  return context;
}

const summary = (findings: { code: string; message: string; page?: string }[]) =>
  findings.map((finding) => `${finding.page ?? "site"} ${finding.code}: ${finding.message}`);

const site = useCheckSites("ok");

describe("html", () => {
  it("validates one page per markup shape and reports the verdict on every page of the shape", async () => {
    const context = await withPage("/de/about/", (html) =>
      html.replace('<h2 id="team">Team</h2>', '<h2 id="team">Team</h2><h2>Team</h2><h4>Deep</h4>'),
    );
    const validated: string[] = [];
    const findings = checkHtml(context, (html, file) => {
      validated.push(file);
      return html.includes("<h4>")
        ? [
            {
              ruleId: "heading-level",
              severity: 2,
              message: "Heading level can only increase by one",
              offset: 0,
              line: 4,
              column: 1,
              size: 1,
              selector: null,
            },
          ]
        : [];
    });
    expect(validated.sort()).toEqual([
      "404.html",
      "de/about/index.html",
      "en/about/index.html",
      "en/index.html",
      "index.html",
    ]);
    expect(summary(findings)).toEqual(["/de/about/ heading-level: Heading level can only increase by one"]);
  });

  it("finds a page without an h1, without a meta description, and duplicate ids with the real validator", async () => {
    const context = await withPage("/en/about/", (html) =>
      html.replace(/<meta name="description"[^>]*>/, "").replace("<h1>About us</h1>", '<h2 id="team">About us</h2>'),
    );
    expect(
      checkHtml(context)
        .map((finding) => finding.code)
        .sort(),
    ).toEqual(["heading-level", "no-dup-id", "site/require-h1", "site/require-meta-description"]);
  });
});

describe("security", () => {
  it("finds inline event handlers, javascript: URLs, inline style and third-party scripts without integrity", async () => {
    const context = await withPage("/en/", (html) =>
      html.replace(
        "</main>",
        '<button type="button" onclick="go()">Go</button><a href="javascript:go()">Go</a><p style="color:red">Red</p><script src="https://cdn.example/x.js"></script></main>',
      ),
    );
    expect(summary(checkSecurity(context))).toEqual([
      "/en/ inline-event-handler: <button onclick> is an inline event handler: the CSP blocks it",
      '/en/ javascript-url: <a href="javascript:go()"> is a javascript: URL: the CSP blocks it',
      '/en/ inline-style-blocked: <p style="color:red"> is not allowed by the CSP\'s style-src',
      '/en/ third-party-script-without-integrity: <script src="https://cdn.example/x.js"> loads a third-party script without integrity=',
    ]);
  });

  it("finds a CSP that lets any inline script run", async () => {
    const context = await fixtureContext(site("ok"));
    const headers = "/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-inline'\n";
    expect(summary(checkSecurity({ ...context, dist: { ...context.dist, headers } }))).toEqual([
      "site weak-csp: the CSP's script-src allows 'unsafe-inline', which lets injected scripts run",
    ]);
  });
});

describe("locales", () => {
  it("finds a wrong lang, a missing alternate in the sitemap and the alternate that no longer points back", async () => {
    const context = await withPage("/de/about/", (html) => html.replace('lang="de" dir="ltr"', 'lang="en" dir="ltr"'));
    const deAbout = /<url>\s*<loc>https:\/\/fixture\.example\/de\/about\/<\/loc>[\s\S]*?<\/url>/;
    const sitemap = context.dist.sitemap!.replace(deAbout, (entry) =>
      entry.replace(/<xhtml:link rel="alternate" hreflang="en"[^>]*\/>/, ""),
    );
    expect(summary(checkLocales({ ...context, dist: { ...context.dist, sitemap } }))).toEqual([
      '/de/about/ wrong-lang: <html lang="en"> on a de page',
      "/en/about/ asymmetric-alternate: names https://fixture.example/de/about/ as its de version, but that page does not name https://fixture.example/en/about/ as its en version",
      '/de/about/ missing-alternate: sitemap.xml names no hreflang="en" alternate',
    ]);
  });

  it("finds a canonical link that points at another page", async () => {
    const context = await withPage("/de/", (html) =>
      html.replace(
        'rel="canonical" href="https://fixture.example/de/"',
        'rel="canonical" href="https://fixture.example/en/"',
      ),
    );
    expect(summary(checkLocales(context))).toEqual([
      '/de/ wrong-canonical: <link rel="canonical" href="https://fixture.example/en/"> should point at https://fixture.example/de/',
    ]);
  });

  it("finds a page the sitemap lists twice or not at all, and a route missing in a locale", async () => {
    const context = await fixtureContext(site("ok"));
    const sitemap = context.dist.sitemap!.replace(
      "<loc>https://fixture.example/de/</loc>",
      "<loc>https://fixture.example/en/</loc>",
    );
    const pages = context.dist.pages.filter((page) => page.meta.url !== "/de/about/");
    expect(summary(checkLocales({ ...context, dist: { ...context.dist, sitemap, pages } }))).toEqual([
      "/de/about/ missing-page: route /about has no de page (/de/about/)",
      "site sitemap-duplicate: sitemap.xml lists https://fixture.example/en/ 2 times",
      "site sitemap-missing-page: sitemap.xml does not list https://fixture.example/de/",
      "site sitemap-unknown-page: sitemap.xml lists https://fixture.example/de/about/, which is not a page of the build",
    ]);
  });
});
