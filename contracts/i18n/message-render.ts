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
   * Wrap every inserted value in FIRST STRONG ISOLATE .. POP DIRECTIONAL ISOLATE, so a price or a
   * Latin name inside right-to-left text keeps its own order ("$US 74.99" stays whole).
   */
  isolate?: boolean;
}

const NUMBER_OPTIONS: Record<NumberStyle | "", Intl.NumberFormatOptions> = {
  "": {},
  integer: { maximumFractionDigits: 0 },
  percent: { style: "percent" },
  "::compact-short": { notation: "compact", compactDisplay: "short" },
  "::compact-long": { notation: "compact", compactDisplay: "long" },
};

// Intl objects are costly to make and a page asks for the same few again and again.
const formats = new Map<string, Intl.NumberFormat>();
const rules = new Map<string, Intl.PluralRules>();

export function formatNumber(value: number, locale: string, style: NumberStyle | null = null): string {
  const key = `${locale}|${style ?? ""}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, NUMBER_OPTIONS[style ?? ""])));
  return format.format(value);
}

/** The plural category of `value` in `locale`: `other` where the browser has no plural rules. */
export function pluralCategory(value: number, locale: string): string {
  try {
    let rule = rules.get(locale);
    if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
    return rule.select(value);
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
export function renderParts(parts: readonly MessagePart[], locale: string, values: MessageValues = {}, options: RenderOptions = {}): string {
  const inserted = (text: string) => (options.isolate ? `\u2068${text}\u2069` : text);
  const render = (list: readonly MessagePart[], count: number | null): string => {
    let out = "";
    for (const part of list) {
      if (typeof part === "string") out += part;
      else if (part.type === "count") out += count === null ? "#" : inserted(formatNumber(count, locale));
      else {
        const value = values[part.name];
        if (value === undefined) out += `{${part.name}}`;
        else if (part.type === "argument") out += inserted(typeof value === "number" ? formatNumber(value, locale) : value);
        else if (part.type === "number") out += inserted(Number.isFinite(Number(value)) ? formatNumber(Number(value), locale, part.style) : String(value));
        else out += render(chosenBranch(part, value, locale), part.type === "plural" ? Number(value) - part.offset : count);
      }
    }
    return out;
  };
  return render(parts, null);
}

/** A browser message with the values known only in the browser filled in. */
export function renderBrowserMessage(message: BrowserMessage, locale: string, values?: MessageValues): string {
  return typeof message === "string" ? message : renderParts(message, locale, values);
}
