import { htmlValidator } from "../../../cli/check/checks/html-rules.js";
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
    expect(parsePage(page("de", "Über uns"), LOCALES).markupKey).toBe(
      parsePage(page("en", "About us"), LOCALES).markupKey,
    );
  });

  it("gives pages with different markup different keys", () => {
    const base = parsePage(page("en", "About"), LOCALES).markupKey;
    expect(parsePage(page("en", "About", '<img src="/x.svg">'), LOCALES).markupKey).not.toBe(base);
    expect(parsePage(page("en", ""), LOCALES).markupKey).not.toBe(base);
  });

  it("collects ids, inline scripts with their type, and what lies inside the language switcher", () => {
    const parsed = parsePage(page("en", "About"), LOCALES);
    expect([...parsed.ids]).toEqual(["main", "site-config"]);
    expect(parsed.inlineScripts.map((script) => [script.type, script.content])).toEqual([
      ["application/json", '{"locale":"en"}'],
      [null, "boot()"],
    ]);
    expect(
      parsed.elements
        .filter((element) => element.tag === "a")
        .map((element) => [element.attrs.href, element.inLanguageSwitcher]),
    ).toEqual([
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

describe("the markup key of translated pages", () => {
  /** A page with a table of contents linking to its headings, whose ids come from their words. */
  const article = (
    locale: string,
    headings: string[],
    options: { links?: string[]; config?: string; status?: string; describedBy?: string } = {},
  ) =>
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>t</title><meta name="description" content="d">` +
    `<script src="/assets/island-config-${options.config ?? "91CB3776"}.js" defer></script></head><body><main>` +
    `<nav><ul>${(options.links ?? headings).map((id) => `<li><a href="#${id}">x</a></li>`).join("")}</ul></nav><h1>t</h1>` +
    headings
      .map((id) => `<h2 id="${id}">x</h2><p data-status-template="${options.status ?? "Shown: {n}"}">x</p>`)
      .join("") +
    `<button type="button" aria-describedby="${options.describedBy ?? headings[0]}">x</button>` +
    "</main></body></html>";
  const key = (html: string) => parsePage(html, LOCALES).markupKey;
  const verdict = (html: string) =>
    htmlValidator()(html, "page.html")
      .map((message) => message.ruleId)
      .sort();

  it("is the same in every language though heading ids, the locale's config script and data templates are translated", () => {
    const en = article("en", ["how-we-make-money", "where-we-are"]);
    const de = article("de", ["wie-wir-geld-verdienen", "wo-wir-sind"], {
      config: "AFB037FB",
      status: "Angezeigt: {n}",
    });
    expect(key(de)).toBe(key(en));
    expect(verdict(de)).toEqual(verdict(en));
  });

  it("differs where the validator's verdict can: a reference to an id the page lacks, a repeated id, an id valid-id questions", () => {
    const sound = article("en", ["a", "b"]);
    const missing = article("en", ["a", "b"], { describedBy: "c" });
    const repeated = article("en", ["a", "a"]);
    const oddId = article("en", ["a", "1b"], { links: ["a", "1b"] });
    for (const other of [missing, repeated, oddId]) expect(key(other)).not.toBe(key(sound));
    expect(verdict(missing)).not.toEqual(verdict(sound));
    expect(verdict(repeated)).not.toEqual(verdict(sound));
  });
});
