import { describe, expect, it } from "vitest";
import { englishUses, parseGlossary, translationUses } from "../../../cli/i18n/glossary.js";
import { reviewFlags, type ReviewInput } from "../../../cli/i18n/review.js";

const GERMAN = `# Deutsch (de): Glossar

## Terms
| English | Deutsch | Notes |
|---|---|---|
| advisor | Ansprechperson (Fachkraft) | not read by the checks |

## Left in English on purpose
Quietly, Privacy Pro, Blog, Newsletter (all current German usage), App Store: names German readers know.

## Same as English
Video, Design.

Words German spells as English does.

## Checked terms

| English | Translation | Also accepted |
|---|---|---|
| advisor | Ansprechperson | Ansprechpersonen |
| Fire Button | Fire Button |  |
`;

const glossary = parseGlossary(GERMAN);
const review = (
  english: Record<string, string>,
  translations: Record<string, string>,
  extra: Partial<ReviewInput> = {},
) =>
  reviewFlags({
    english: new Map(Object.entries(english)),
    translations: new Map(Object.entries(translations)),
    glossary,
    names: ["Quietly"],
    ...extra,
  }).map((flag) => `${flag.key} ${flag.kind}`);

describe("a language's glossary", () => {
  it("reads its checked terms, the names it leaves in English and the words it spells as English does", () => {
    expect(glossary.terms).toEqual([
      { english: "advisor", forms: ["Ansprechperson", "Ansprechpersonen"] },
      { english: "Fire Button", forms: ["Fire Button"] },
    ]);
    expect(glossary.names).toEqual(["Quietly", "Privacy Pro", "Blog", "Newsletter", "App Store", "Video", "Design"]);
  });

  it("finds an English term as whole words, plurals too, and a translation's form inside its words", () => {
    expect(englishUses("advisor", "Subscribers get advisors who know local procedures.")).toBe(true);
    expect(englishUses("bang", "Find a bang")).toBe(true);
    expect(englishUses("bang", "Bangkok travel")).toBe(false);
    expect(translationUses(glossary.terms[0]!, "Was Ihre Ansprechperson für Sie übernimmt")).toBe(true);
    expect(translationUses(glossary.terms[0]!, "Was Ihre Beratung für Sie übernimmt")).toBe(false);
  });
});

describe("what a reviewer would point at", () => {
  it("a glossary term the translation does not use, as when the advisor is named three ways", () => {
    const english = {
      a: "Your advisor contacts banks for you.",
      b: "What your advisor does for you",
      c: "One advisor, start to finish",
    };
    expect(
      review(english, {
        a: "Ihre Beratung wendet sich für Sie an Banken.",
        b: "Was Ihre Ansprechperson für Sie übernimmt",
        c: "Eine Fachkraft von Anfang bis Ende",
      }),
    ).toEqual(["a glossary", "c glossary"]);
  });

  it("a translation that is the English but for names; not the words the language spells alike, nor a compound", () => {
    const english = {
      copied: "Search privately",
      named: "{brand} Blog",
      video: "Video",
      compound: "Product updates",
      done: "Choose your plan",
    };
    const german = {
      copied: "Search privately",
      named: "Quietly Blog",
      video: "Video",
      compound: "Productupdates",
      done: "Wählen Sie Ihren Tarif",
    };
    expect(review(english, german)).toEqual(["copied same-as-english"]);
  });

  it("a count shown without its plural forms, or set apart after a colon or in brackets", () => {
    const english = {
      trial: "{days, plural, one {Free for # day, then {price}.} other {Free for # days, then {price}.}}",
      label: "{length, plural, one {#-digit code} other {#-digit code}}",
      total:
        "{count, plural, one {# bang} other {# bangs}} in {categories, plural, one {# category} other {# categories}}",
    };
    expect(
      review(english, {
        trial: "Bezpłatnie przez pierwsze dni ({days}), potem {price}.",
        label: "{length, plural, one {Cod (cifre: #)} few {Cod (cifre: #)} other {Cod (cifre: #)}}",
        total:
          "Bangi: {count, plural, one {#} few {#} many {#} other {#}}, kategorie: {categories, plural, one {#} few {#} many {#} other {#}}",
      }),
    ).toEqual(["trial count", "label count", "total count"]);
    expect(
      review(english, {
        trial:
          "{days, plural, one {Pierwszy dzień za darmo, potem {price}.} few {Pierwsze # dni za darmo, potem {price}.} many {Pierwsze # dni za darmo, potem {price}.} other {Pierwsze # dnia za darmo, potem {price}.}}",
        label: "{length, plural, one {Cod din # cifră} few {Cod din # cifre} other {Cod din # de cifre}}",
        total:
          "{count, plural, one {# skrót bang} few {# skróty bang} many {# skrótów bang} other {# skrótu bang}} w {categories, plural, one {# kategorii} few {# kategoriach} many {# kategoriach} other {# kategorii}}",
      }),
    ).toEqual([]);
  });

  it("nothing where a language has no glossary, beyond English left as it is", () => {
    expect(review({ a: "Your advisor", b: "Menu" }, { a: "Votre conseiller", b: "Menu" }, { glossary: null })).toEqual([
      "b same-as-english",
    ]);
  });
});
