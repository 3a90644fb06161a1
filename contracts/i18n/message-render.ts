import type { MessagePart, NumberStyle } from "./message-syntax.js";

/**
 * Fills in a parsed message: the one renderer of the build (message-format.ts parses, then calls
 * it) and of the browser, which receives messages already parsed (`BrowserMessage`) and so never
 * carries the parser. Kept small: the /bangs page and every island load it.
 */

/** The values a message's arguments are filled with. */
export type MessageValues = Record<string, string | number>;

/**
 * A message as the browser receives it: its final text when the build could fill in everything,
 * else its parts, with what the build knew (the brand, a total) already filled in.
 */
export type BrowserMessage = string | MessagePart[];

export interface RenderOptions {
  /**
   * What each inserted value is wrapped in. The build wraps values in right-to-left pages in FIRST
   * STRONG ISOLATE .. POP DIRECTIONAL ISOLATE, so a price or a Latin name keeps its own order
   * ("$US 74.99" stays whole); the browser leaves them as they are.
   */
  insert?: (text: string) => string;
}

// Intl objects are costly to make and a page asks for the same few again and again.
const formats: Record<string, Intl.NumberFormat> = {};
const rules: Record<string, Intl.PluralRules> = {};

export function formatNumber(value: number, locale: string, style: NumberStyle | null = null): string {
  // "::compact-long" and "::compact-short" name their display after "::compact-".
  const options: Intl.NumberFormatOptions =
    style === "percent" ? { style } : style === "integer" ? { maximumFractionDigits: 0 } : style ? { notation: "compact", compactDisplay: style.slice(10) as "long" | "short" } : {};
  const key = locale + style;
  return (formats[key] || (formats[key] = new Intl.NumberFormat(locale, options))).format(value);
}

/** The plural category of `value` in `locale`: `other` where the browser has no plural rules. */
function pluralCategory(value: number, locale: string): string {
  try {
    return (rules[locale] || (rules[locale] = new Intl.PluralRules(locale))).select(value);
  } catch {
    return "other";
  }
}

/** The form a plural or select argument shows for `value`. */
export function chosenBranch(part: Extract<MessagePart, { branches: unknown }>, value: string | number, locale: string): MessagePart[] {
  const { branches } = part;
  if (part.type === "select") return branches[value] ?? branches.other!;
  const number = Number(value);
  return branches[`=${number}`] ?? branches[pluralCategory(number - part.offset, locale)] ?? branches.other!;
}

/**
 * The text of a parsed message in `locale`. A value that is not given shows as written ("{name}"),
 * so a mistake is visible rather than blank.
 */
export function renderParts(parts: readonly MessagePart[], locale: string, values: MessageValues = {}, { insert = (text) => text }: RenderOptions = {}): string {
  const render = (list: readonly MessagePart[], count: number | null): string =>
    list
      .map((part) => {
        if (typeof part === "string") return part;
        if (part.type === "count") return count === null ? "#" : insert(formatNumber(count, locale));
        const value = values[part.name];
        if (value === undefined) return `{${part.name}}`;
        if (part.type === "plural" || part.type === "select") return render(chosenBranch(part, value, locale), part.type === "plural" ? Number(value) - part.offset : count);
        // {name} shows text as it is and formats a number; {name, number} formats the value as a number.
        return insert(part.type === "argument" && typeof value === "string" ? value : formatNumber(Number(value), locale, part.type === "number" ? part.style : null));
      })
      .join("");
  return render(parts, null);
}

/** A browser message with the values known only in the browser filled in. */
export function renderBrowserMessage(message: BrowserMessage, locale: string, values?: MessageValues): string {
  return typeof message === "string" ? message : renderParts(message, locale, values);
}
