import { describe, expect, it } from "vitest";
import { browserMessage, formatMessage, isolate } from "../../../contracts/i18n/message-format.js";
import { renderBrowserMessage } from "../../../contracts/i18n/message-render.js";
import { messageArguments, parseMessage, pluralForms, selectForms } from "../../../contracts/i18n/message-syntax.js";

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
    expect([1, 3, 5, 21, 1.5].map((count) => formatMessage(russian, "ru", { count }))).toEqual([
      "1 отзыв",
      "3 отзыва",
      "5 отзывов",
      "21 отзыв",
      "1,5 отзыва",
    ]);
    const arabic =
      "{count, plural, zero {لا أيام} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}";
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
    expect(formatMessage("{n, number, ::compact-long} searches", "en", { n: 3_000_000_000 })).toBe(
      "3 billion searches",
    );
    expect(formatMessage("{n, number, percent}", "fr", { n: 0.5 })).toBe(
      new Intl.NumberFormat("fr", { style: "percent" }).format(0.5),
    );
    expect(
      formatMessage("{n, plural, one {{brand}: # day} other {{brand}: # days}}", "en", { n: 7, brand: "Quietly" }),
    ).toBe("Quietly: 7 days");
  });

  it("isolates inserted values when asked, for right-to-left pages", () => {
    expect(formatMessage("{price} سنويًا", "ar", { price: "US$ 74.99" }, { insert: isolate })).toBe(
      "\u2068US$ 74.99\u2069 سنويًا",
    );
  });

  it("keeps apostrophes as text and quotes braces with them", () => {
    expect(formatMessage("We don't track you", "en")).toBe("We don't track you");
    expect(formatMessage("Write '{name}' or '' for {name}", "en", { name: "x" })).toBe("Write {name} or ' for x");
    expect(formatMessage("{n, plural, other {'#' # items}}", "en", { n: 3 })).toBe("# 3 items");
  });

  it("shows the form a select names, else other; # inside it stays the enclosing plural's count", () => {
    const plan = "{period, select, yearly {Yearly plan, {price}.} other {Monthly plan, {price}.}}";
    expect(formatMessage(plan, "en", { period: "yearly", price: "$74.99" })).toBe("Yearly plan, $74.99.");
    expect(formatMessage(plan, "en", { period: "monthly", price: "$7.99" })).toBe("Monthly plan, $7.99.");
    const nested =
      "{n, plural, one {{kind, select, app {# app} other {# thing}}} other {{kind, select, app {# apps} other {# things}}}}";
    expect(formatMessage(nested, "en", { n: 3, kind: "app" })).toBe("3 apps");
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
    ["{count, choice, a {x} other {y}}", 'unsupported argument type "choice"', 8],
    ["{period, select, yearly {x}}", 'needs an "other" form', 0],
    ["{period, select, yearly {x} yearly {y} other {z}}", "given twice", 28],
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

  it("lists the select forms a message gives", () => {
    const parsed = parseMessage("{period, select, yearly {{n, plural, one {#} other {#}}} other {x}}");
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(selectForms(parsed.parts)).toEqual([{ name: "period", forms: ["yearly", "other"] }]);
    expect(pluralForms(parsed.parts)).toEqual([{ name: "n", forms: ["one", "other"] }]);
    expect(messageArguments(parsed.parts).get("period")).toEqual(new Set(["select"]));
  });

  it("lists the arguments and the plural forms a message uses", () => {
    const parsed = parseMessage("{brand}: {n, plural, one {# {thing}} other {# {thing}s}}");
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect([...messageArguments(parsed.parts).keys()].sort()).toEqual(["brand", "n", "thing"]);
    expect(pluralForms(parsed.parts)).toEqual([{ name: "n", forms: ["one", "other"] }]);
  });
});

describe("browser messages", () => {
  const status = "Showing {shown} of {total, plural, one {# bang} other {# bangs}}";

  it("fill in at build time what the build knows, plural forms included, and leave the rest parsed", () => {
    const message = browserMessage(status, "en", { total: 1234 });
    expect(message).toEqual(["Showing ", { type: "argument", name: "shown" }, " of 1,234 bangs"]);
    expect(renderBrowserMessage(message, "en", { shown: 3 })).toBe("Showing 3 of 1,234 bangs");
  });

  it("are plain text once nothing is left to fill in, and unparsable ones are sent as written", () => {
    expect(browserMessage("{brand} app", "en", { brand: "Quietly" })).toBe("Quietly app");
    expect(browserMessage("{oops", "en")).toBe("{oops");
    expect(renderBrowserMessage("Quietly app", "en", { shown: 1 })).toBe("Quietly app");
  });

  it("keep a plural the browser decides, with the build's values filled in inside its forms", () => {
    const russian =
      "{n, plural, one {# код для {brand}} few {# кода для {brand}} many {# кодов для {brand}} other {# кода для {brand}}}";
    const message = browserMessage(russian, "ru", { brand: "Quietly" });
    expect(JSON.stringify(message)).not.toContain("brand");
    expect([1, 2, 5, 22, 1.5].map((n) => renderBrowserMessage(message, "ru", { n }))).toEqual([
      "1 код для Quietly",
      "2 кода для Quietly",
      "5 кодов для Quietly",
      "22 кода для Quietly",
      "1,5 кода для Quietly",
    ]);
  });

  it("decide a known count inside a form the browser chooses, without touching the browser's own #", () => {
    const text =
      "{shown, plural, one {# of {total, plural, one {# bang} other {# bangs}}} other {# of {total, plural, one {# bang} other {# bangs}}}}";
    const message = browserMessage(text, "en", { total: 2 });
    expect(renderBrowserMessage(message, "en", { shown: 1 })).toBe("1 of 2 bangs");
    expect(renderBrowserMessage(message, "en", { shown: 2 })).toBe("2 of 2 bangs");
  });

  it("survive JSON, as pages and config scripts carry them", () => {
    const message = browserMessage(
      "{period, select, yearly {{days, plural, one {# day} other {# days}}, then {price}} other {{price}}}",
      "en",
    );
    expect(
      renderBrowserMessage(JSON.parse(JSON.stringify(message)), "en", { period: "yearly", days: 7, price: "$74.99" }),
    ).toBe("7 days, then $74.99");
  });
});
