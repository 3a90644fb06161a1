import { describe, expect, it } from "vitest";
import { checkLinks, resolveTarget, srcsetUrls } from "../../../../cli/check/checks/links.js";
import { parsePage } from "../../../../cli/check/parse-page.js";
import { fixtureContext } from "../fixture-context.js";
import { useCheckSites } from "../../../helpers/check-sites.js";

const site = useCheckSites("ok");

describe("links", () => {
  const files = new Set(["en/index.html", "en/about/index.html", "logo.svg", "assets/site.css"]);
  const origin = "https://fixture.example";

  it("resolves a URL as a browser would and finds it as x or x/index.html", () => {
    expect(resolveTarget("/en/about/", "/en/", origin, files)).toEqual({
      kind: "internal",
      file: "en/about/index.html",
      path: "/en/about/",
      fragment: null,
    });
    expect(resolveTarget("../logo.svg", "/en/about/", origin, files)).toMatchObject({
      file: null,
      path: "/en/logo.svg",
    });
    expect(resolveTarget("/en/about#team", "/en/", origin, files)).toMatchObject({
      file: "en/about/index.html",
      fragment: "team",
    });
    expect(resolveTarget("https://fixture.example/logo.svg", "/en/", origin, files)).toMatchObject({
      file: "logo.svg",
    });
    expect(resolveTarget("https://other.example/", "/en/", origin, files)).toEqual({
      kind: "external",
      url: "https://other.example/",
    });
    expect(resolveTarget("mailto:a@b.example", "/en/", origin, files)).toEqual({ kind: "other" });
  });

  it("reads every candidate of a srcset", () => {
    expect(srcsetUrls("/a.png 1x, /b.png 2x,/c.png 3x")).toEqual(["/a.png", "/b.png", "/c.png"]);
  });

  it("finds a broken srcset candidate, a broken CSS url() and a link across locales outside the language switcher", async () => {
    const context = await fixtureContext(site("ok"));
    const page = context.dist.pages.find((candidate) => candidate.meta.url === "/en/")!;
    const html = page.parsed!.source.replace(
      "</main>",
      '<img alt="" srcset="/logo.svg 1x, /logo@2x.svg 2x"><a href="/de/about/">Deutsch</a></main>',
    );
    page.parsed = parsePage(html, context.dist.manifest.site.locales);
    const [stylesheet] = context.dist.stylesheets.keys();
    const stylesheets = new Map([[stylesheet!, ".x{background:url(../img/missing.png)}"]]);
    const { findings } = checkLinks({ ...context, dist: { ...context.dist, stylesheets } });
    expect(findings.map((finding) => `${finding.code}: ${finding.message}`)).toEqual([
      'broken-link: <img srcset="/logo@2x.svg"> leads to /logo@2x.svg, which is not in the build',
      'cross-locale-link: <a href="/de/about/"> leads from a en page to the de site outside the language switcher',
      `broken-css-url: url(../img/missing.png) in ${stylesheet} leads to /img/missing.png, which is not in the build`,
    ]);
  });

  it("lists external links with the pages they are on", async () => {
    const { external } = checkLinks(await fixtureContext(site("ok")));
    expect(external).toEqual([
      {
        url: "https://example.org/privacy-guide",
        // The manifest's pages in its order, then the pages it does not list (the 404s) by path.
        pages: ["/en/", "/de/", "/en/about/", "/de/about/", "/404.html", "/de/404.html", "/en/404.html"],
      },
    ]);
  });
});

describe("links served elsewhere", () => {
  it("lists links under check.links.servedElsewhere with the external ones instead of looking for them in dist/", async () => {
    const context = await fixtureContext(site("ok"));
    const page = context.dist.pages.find((candidate) => candidate.meta.url === "/en/")!;
    page.parsed = parsePage(
      page.parsed!.source.replace("</main>", '<a href="https://fixture.example/downloads/App.dmg">Download</a></main>'),
      context.dist.manifest.site.locales,
    );
    const before = checkLinks(context);
    expect(before.findings.map((finding) => finding.code)).toEqual(["broken-link"]);
    const model = { ...context.model, check: { ...context.model.check, links: { servedElsewhere: ["/downloads/"] } } };
    const after = checkLinks({ ...context, model });
    expect(after.findings).toEqual([]);
    expect(after.external.map((link) => link.url)).toContain("https://fixture.example/downloads/App.dmg");
  });
});
