import { describe, expect, it } from "vitest";
import { createTranslator, markFallbackHtml } from "../../../cli/content/translate.js";

const t = createTranslator({
  catalogue: { "nav.home": "Startseite" },
  defaults: {
    "nav.home": "Home",
    "release.title": "Tab groups",
    "release.summary": "Group your tabs.",
    "fallback.page": "Parts are in English.",
  },
  locale: "de",
  defaultLocale: "en",
  dir: "ltr",
  markFallbacks: true,
});
const marks = (pageDir: "ltr" | "rtl") => ({
  lang: "en",
  dir: "ltr" as const,
  pageDir,
  notice: "Teile sind auf Englisch.",
});

describe("marking text shown in the default language", () => {
  it("wraps each fallback message in <span lang dir> and announces it at the top of <main>", () => {
    const html = markFallbackHtml(`<main><h1>${t("nav.home")}</h1><p>${t("release.title")}</p></main>`, marks("ltr"));
    expect(html).toBe(
      '<main><p class="fallback-notice" role="note">Teile sind auf Englisch.</p><h1>Startseite</h1><p><span lang="en" dir="ltr">Tab groups</span></p></main>',
    );
  });

  it("leaves text inside an element the template marked as the default language to that element, without the page's notice", () => {
    const body = `<main><p class="fallback-notice">Nicht übersetzt.</p><div lang="en" dir="ltr"><h3>${t("release.title")}</h3><p>${t("release.summary")}</p></div><p>${t("nav.home")}</p></main>`;
    expect(markFallbackHtml(body, marks("ltr"))).toBe(
      '<main><p class="fallback-notice">Nicht übersetzt.</p><div lang="en" dir="ltr"><h3>Tab groups</h3><p>Group your tabs.</p></div><p>Startseite</p></main>',
    );
  });

  it("marks a fallback again once the element marked as the default language has closed, past void and self-closed elements", () => {
    const body = `<main><div lang="en" dir="ltr"><img src="/a.svg" alt=""><br><svg><path d="M0 0"/></svg>${t("release.title")}</div><p>${t("release.summary")}</p></main>`;
    const html = markFallbackHtml(body, marks("ltr"));
    expect(html).toContain('<svg><path d="M0 0"/></svg>Tab groups</div>');
    expect(html).toContain('<p><span lang="en" dir="ltr">Group your tabs.</span></p>');
    expect(html).toContain('<p class="fallback-notice" role="note">');
  });

  it("isolates a fallback in an attribute of a right-to-left page, where no element can go", () => {
    const html = markFallbackHtml(`<main><a aria-label="${t("release.title")}">x</a></main>`, marks("rtl"));
    expect(html).toContain('<a aria-label="\u2066Tab groups\u2069">x</a>');
  });
});
