// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { ArticlePage } from "../../../templates/pages/ArticlePage.js";
import { LegalPage } from "../../../templates/pages/LegalPage.js";
import { fakeProps, loadRealSite, render, text } from "../fake-props.js";

let model: SiteModel;
beforeAll(async () => {
  model = await loadRealSite();
});

const english = { html: "<p>Three powerful protections.</p>", data: { lang: "en" }, file: "content/en/about.md" };

describe("Markdown in another language than the page's", () => {
  it("is marked with lang and dir, isolated from an Arabic page's direction, and announced as not translated yet", () => {
    const { document } = render(
      ArticlePage,
      fakeProps(model, "about", { locale: "ar", content: { ...english, fallback: true } }),
    );
    const prose = document.querySelector(".prose")!;
    expect(prose.getAttribute("lang")).toBe("en");
    expect(prose.getAttribute("dir")).toBe("ltr");
    const notice = prose.previousElementSibling!;
    expect(notice.getAttribute("role")).toBe("note");
    expect(text(notice)).toBe("This text has not been translated yet and is shown in English.");
  });

  it("is marked but not announced when it is in its own language on purpose (a legal text)", () => {
    const german = {
      html: "<p>Diese Bedingungen gelten.</p>",
      data: { lang: "de" },
      file: "content/en/pro-privacy-terms-non-us-de.md",
    };
    const { document } = render(
      LegalPage,
      fakeProps(model, "pro-privacy-terms-non-us-de", { locale: "he", content: { ...german, fallback: false } }),
    );
    expect(document.querySelector(".prose")!.getAttribute("lang")).toBe("de");
    expect(document.querySelector(".prose")!.getAttribute("dir")).toBe("ltr");
    expect(document.querySelector(".fallback-notice")).toBeNull();
  });

  it("carries neither on a page in its own language", () => {
    const { document } = render(
      ArticlePage,
      fakeProps(model, "about", { content: { ...english, data: {}, fallback: false } }),
    );
    expect(document.querySelector(".prose")!.hasAttribute("lang")).toBe(false);
    expect(document.querySelector(".prose")!.hasAttribute("dir")).toBe(false);
  });
});
