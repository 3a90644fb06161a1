import { describe, expect, it } from "vitest";
import { formatMessage } from "../../../contracts/i18n/message-format.js";
import { messageArguments, parseMessage, pluralForms } from "../../../contracts/i18n/message-syntax.js";

const REVIEWS = "{count, plural, one {# review} other {# reviews}}";

describe("formatMessage", () => {
  it("fills {placeholders} and leaves unknown ones visible", () => {
    expect(formatMessage("{count} people, {x}", "en", { count: 335 })).toBe("335 people, {x}");
    expect(formatMessage("Hello {name}", "en", { name: "Ada" })).toBe("Hello Ada");
  });

  it("chooses the plural form by the locale's rules", () => {
    expect(formatMessage(REVIEWS, "en", { count: 1 })).toBe("1 review");
    expect(formatMessage(REVIEWS, "en", { count: 2 })).toBe("2 reviews");
    const russian = "{count, plural, one {# отзыв} few {# отзыва} many {# отзывов} other {# отзыва}}";
    expect([1, 3, 5, 21, 1.5].map((count) => formatMessage(russian, "ru", { count }))).toEqual(["1 отзыв", "3 отзыва", "5 отзывов", "21 отзыв", "1,5 отзыва"]);
    const arabic = "{count, plural, zero {لا أيام} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}";
    expect(formatMessage(arabic, "ar", { count: 2 })).toBe("يومان");
    expect(formatMessage(arabic, "ar", { count: 11 })).toBe("11 يومًا");
  });

  it("prefers an exact =N form, applies the offset, and formats # in the locale", () => {
    const message = "{n, plural, offset:1 =0 {nobody} =1 {only you} one {you and # other} other {you and # others}}";
    expect(formatMessage(message, "en", { n: 0 })).toBe("nobody");
    expect(formatMessage(message, "en", { n: 1 })).toBe("only you");
    expect(formatMessage(message, "en", { n: 2 })).toBe("you and 1 other");
    expect(formatMessage(message, "en", { n: 1235 })).toBe("you and 1,234 others");
    expect(formatMessage(REVIEWS, "de", { count: 2500 })).toBe("2.500 reviews");
  });

  it("formats {n, number} with a style, and nested arguments inside plural forms", () => {
    expect(formatMessage("{n, number, ::compact-long} searches", "en", { n: 3_000_000_000 })).toBe("3 billion searches");
    expect(formatMessage("{n, number, percent}", "fr", { n: 0.5 })).toBe(new Intl.NumberFormat("fr", { style: "percent" }).format(0.5));
    expect(formatMessage("{n, plural, one {{brand}: # day} other {{brand}: # days}}", "en", { n: 7, brand: "Quietly" })).toBe("Quietly: 7 days");
  });

  it("isolates inserted values when asked, for right-to-left pages", () => {
    expect(formatMessage("{price} سنويًا", "ar", { price: "US$ 74.99" }, { isolate: true })).toBe("\u2068US$ 74.99\u2069 سنويًا");
  });

  it("keeps apostrophes as text and quotes braces with them", () => {
    expect(formatMessage("We don't track you", "en")).toBe("We don't track you");
    expect(formatMessage("Write '{name}' or '' for {name}", "en", { name: "x" })).toBe("Write {name} or ' for x");
    expect(formatMessage("{n, plural, other {'#' # items}}", "en", { n: 3 })).toBe("# 3 items");
  });

  it("shows a message that does not parse as written", () => {
    expect(formatMessage("{count, plural, one {# day}}", "en", { count: 1 })).toBe("{count, plural, one {# day}}");
  });
});

describe("parseMessage", () => {
  it.each([
    ["{count, plural, one {# day}}", 'needs an "other" form', 0],
    ["{count, plural, some {x} other {y}}", '"some" is not a plural category', 16],
    ["{count, plural, one {x} one {y} other {z}}", "given twice", 24],
    ["{count, select, a {x} other {y}}", 'unsupported argument type "select"', 8],
    ["a } b", "closes nothing", 2],
    ["{name", "expected } or ,", 5],
    ["{count, plural, one {# day} other {# days}", "never closed", 0],
    ["'{oops", "never closed", 0],
    ["{n, number, currency}", 'unsupported number style "currency"', 12],
  ])("rejects %j: %s", (text, message, offset) => {
    const parsed = parseMessage(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.message).toContain(message);
      expect(parsed.error.offset).toBe(offset);
    }
  });

  it("lists the arguments and the plural forms a message uses", () => {
    const parsed = parseMessage("{brand}: {n, plural, one {# {thing}} other {# {thing}s}}");
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect([...messageArguments(parsed.parts).keys()].sort()).toEqual(["brand", "n", "thing"]);
    expect(pluralForms(parsed.parts)).toEqual([{ name: "n", forms: ["one", "other"] }]);
  });
});
