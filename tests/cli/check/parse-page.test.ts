import { describe, expect, it } from "vitest";
import { lineAndColumn, parsePage } from "../../../cli/check/parse-page.js";

const LOCALES = ["en", "de", "pt-PT"];
const page = (locale: string, words: string, extra = "") =>
  `<!DOCTYPE html><html lang="${locale}"><head><title>${words}</title><link rel="alternate" hreflang="en" href="https://x.example/en/a/"><link rel="alternate" hreflang="pt-PT" href="https://x.example/pt-PT/a/"></head>` +
  `<body><main id="main"><h1>${words} &amp; more</h1><img src="/logo.svg" alt="${words}"><a href="/${locale}/b/#top">${words}</a>${extra}</main>` +
  `<nav data-language-switcher><a href="/en/a/" ${locale === "en" ? 'aria-current="page"' : ""}>English</a><a href="/de/a/" ${locale === "de" ? 'aria-current="page"' : ""}>Deutsch</a></nav>` +
  `<script type="application/json" id="site-config">{"locale":"${locale}"}</script><script>boot()</script></body></html>`;

describe("parsePage", () => {
  it("gives pages that differ only in words and locale the same markup key", () => {
    expect(parsePage(page("de", "Über uns"), LOCALES).markupKey).toBe(parsePage(page("en", "About us"), LOCALES).markupKey);
  });

  it("gives pages with different markup different keys", () => {
    const base = parsePage(page("en", "About"), LOCALES).markupKey;
    expect(parsePage(page("en", "About", '<img src="/x.svg">'), LOCALES).markupKey).not.toBe(base);
    expect(parsePage(page("en", ""), LOCALES).markupKey).not.toBe(base);
  });

  it("collects ids, inline scripts with their type, and what lies inside the language switcher", () => {
    const parsed = parsePage(page("en", "About"), LOCALES);
    expect([...parsed.ids]).toEqual(["main", "site-config"]);
    expect(parsed.inlineScripts.map((script) => [script.type, script.content])).toEqual([["application/json", '{"locale":"en"}'], [null, "boot()"]]);
    expect(parsed.elements.filter((element) => element.tag === "a").map((element) => [element.attrs.href, element.inLanguageSwitcher])).toEqual([
      ["/en/b/#top", false],
      ["/en/a/", true],
      ["/de/a/", true],
    ]);
  });

  it("turns an offset into a line and column", () => {
    expect(lineAndColumn("ab\ncd\nef", 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn("abc", 0)).toEqual({ line: 1, column: 1 });
  });
});
