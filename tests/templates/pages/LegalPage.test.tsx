// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { LegalPage } from "../../../templates/pages/LegalPage.js";
import { fakeProps, loadRealSite, render, text } from "../fake-props.js";

let model: SiteModel;
beforeAll(async () => {
  model = await loadRealSite();
});

const html = '<h2 id="what-we-collect">What we collect</h2><p>Nothing.</p><h2 id="changes">Changes</h2><p>Dated.</p>';

describe("LegalPage", () => {
  it("shows the date of the last change in the page's language", () => {
    const content = { html, data: { updated: "2026-01-15" }, file: "content/en/privacy.md" };
    expect(
      text(render(LegalPage, fakeProps(model, "privacy", { content })).document.querySelector(".legal__updated")),
    ).toBe("Last updated: January 15, 2026");
    expect(
      text(
        render(LegalPage, fakeProps(model, "privacy", { content, locale: "de" })).document.querySelector(
          ".legal__updated",
        ),
      ),
    ).toContain("15. Januar 2026");
  });

  it("lists the sections in a table of contents unless front matter turns it off", () => {
    const content = { html, data: {}, file: "content/en/privacy.md" };
    const { document } = render(LegalPage, fakeProps(model, "privacy", { content }));
    expect([...document.querySelectorAll(".toc a")].map((link) => link.getAttribute("href"))).toEqual([
      "#what-we-collect",
      "#changes",
    ]);
    const off = render(
      LegalPage,
      fakeProps(model, "privacy", { content: { ...content, data: { toc: false } } }),
    ).document;
    expect(off.querySelector(".toc")).toBeNull();
  });

  it("marks text in another language than the page's, and only then", () => {
    const german = { html, data: { lang: "de" }, file: "content/en/pro-privacy-terms-non-us-de.md" };
    expect(
      render(LegalPage, fakeProps(model, "pro-privacy-terms-non-us-de", { content: german }))
        .document.querySelector(".prose")!
        .getAttribute("lang"),
    ).toBe("de");
    expect(
      render(LegalPage, fakeProps(model, "pro-privacy-terms-non-us-de", { content: german, locale: "de" }))
        .document.querySelector(".prose")!
        .hasAttribute("lang"),
    ).toBe(false);
  });
});
