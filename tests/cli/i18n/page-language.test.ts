import { describe, expect, it } from "vitest";
import {
  defaultPageSentences,
  mainSentences,
  mainTextRuns,
  pageLanguageShare,
} from "../../../cli/i18n/page-language.js";

const bangs = (qualifier: string, lead: string) =>
  `<main><ul><li><code translate="no">!wde</code> <span><span translate="no">Wikipedia Free Encyclopedia Online</span> (${qualifier})</span> <span translate="no">de.wikipedia.org</span></li></ul><p>${lead}</p></main>`;

describe("how much of a page is in its own language", () => {
  it('leaves out names marked translate="no", which are the same in every language', () => {
    const german = bangs("Deutsch", "Geben Sie den Bang und Ihre Suche ein.");
    expect(mainTextRuns(german, "de").map((run) => run.text)).toEqual([
      "(Deutsch)",
      "Geben Sie den Bang und Ihre Suche ein.",
    ]);
    const english = new Set(
      mainSentences(bangs("German", "Type the bang and your search."), "en").map((sentence) => sentence.text),
    );
    expect(pageLanguageShare(mainSentences(german, "de"), english, "de", "en")).toEqual({
      counted: "Geben Sie den Bang und Ihre Suche ein.".length,
      inDefault: 0,
    });
  });

  it("reads every <main> of a page, whatever its case, and nothing after the last", () => {
    const html = `<body><MAIN hidden><p>The first main's text.</p></MAIN><main><p>The second main's text.</p></main><footer><p>Text in the footer.</p></footer><script>"</main>"</script><p>After the script.</p></body>`;
    expect(mainTextRuns(html, "en").map((run) => run.text)).toEqual([
      "The first main's text.",
      "The second main's text.",
    ]);
  });

  it('counts text marked translate="yes" inside a name again, as HTML does', () => {
    const html = `<main><p translate="no">Quietly Privacy Pro <span translate="yes">keeps your searches to yourself</span></p></main>`;
    expect(mainTextRuns(html, "en").map((run) => run.text)).toEqual(["keeps your searches to yourself"]);
  });

  it("counts text marked as the default language as untranslated", () => {
    const html = `<main><p>Ein Satz auf Deutsch hier.</p><div lang="en" dir="ltr"><p>A sentence left in English.</p></div></main>`;
    const sentences = mainSentences(html, "de");
    expect(sentences).toEqual([
      { text: "Ein Satz auf Deutsch hier.", lang: "de" },
      { text: "A sentence left in English.", lang: "en" },
    ]);
    expect(pageLanguageShare(sentences, new Set(), "de", "en").inDefault).toBe("A sentence left in English.".length);
  });

  it("counts the German terms every locale shows (German under /en/ too) as the German page's own language", () => {
    const terms = `<div lang="de"><p>Diese Bedingungen gelten außerhalb der Vereinigten Staaten.</p></div>`;
    const english = defaultPageSentences(`<main><h1>Privacy Pro terms (German)</h1>${terms}</main>`, "en");
    const german = mainSentences(`<main><h1>Bedingungen von Privacy Pro (Deutsch)</h1>${terms}</main>`, "de");
    expect(pageLanguageShare(german, english, "de", "en").inDefault).toBe(0);
  });
});
