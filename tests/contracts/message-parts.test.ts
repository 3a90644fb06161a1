import { describe, expect, it } from "vitest";
import { messageParts } from "../../contracts/message-parts.js";
import { FALLBACK_CLOSE, FALLBACK_OPEN } from "../../cli/content/translate.js";

const format = (template: string) => (marks: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => marks[name] ?? `{${name}}`);

describe("messageParts", () => {
  it("puts each value where its placeholder was, in the translation's order", () => {
    expect(messageParts(format("{price} pro Jahr, ab {date}"), { date: 2, price: 1 })).toEqual([
      1,
      " pro Jahr, ab ",
      2,
    ]);
  });

  it("leaves a message without the placeholder whole", () => {
    expect(messageParts(format("Cancel any time."), { price: 1 })).toEqual(["Cancel any time."]);
  });

  it("keeps the build's marks of a message shown in English as text, so the page marks it whole", () => {
    const english = (marks: Record<string, string>) =>
      `${FALLBACK_OPEN}2025: ${marks.amount} in total${FALLBACK_CLOSE}`;
    expect(messageParts(english, { amount: 1 })).toEqual([`${FALLBACK_OPEN}2025: `, 1, ` in total${FALLBACK_CLOSE}`]);
  });
});
