import { parseMessage, type MessagePart, type NumberStyle, type ParsedMessage } from "./message-syntax.js";

/** The values a message's arguments are filled with. */
export type MessageValues = Record<string, string | number>;

export interface FormatOptions {
  /**
   * Wrap every inserted value in FIRST STRONG ISOLATE .. POP DIRECTIONAL ISOLATE, so a price or a
   * Latin name inside right-to-left text keeps its own order ("$US 74.99" stays whole).
   */
  isolate?: boolean;
}

const FSI = "\u2068";
const PDI = "\u2069";

const parsedCache = new Map<string, ParsedMessage>();
const pluralRulesCache = new Map<string, Intl.PluralRules>();
const numberFormatCache = new Map<string, Intl.NumberFormat>();

function parsedOf(text: string): ParsedMessage {
  let parsed = parsedCache.get(text);
  if (!parsed) {
    parsed = parseMessage(text);
    parsedCache.set(text, parsed);
  }
  return parsed;
}

function pluralRules(locale: string): Intl.PluralRules {
  let rules = pluralRulesCache.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRulesCache.set(locale, rules);
  }
  return rules;
}

const NUMBER_OPTIONS: Record<NumberStyle | "default", Intl.NumberFormatOptions> = {
  default: {},
  integer: { maximumFractionDigits: 0 },
  percent: { style: "percent" },
  "::compact-short": { notation: "compact", compactDisplay: "short" },
  "::compact-long": { notation: "compact", compactDisplay: "long" },
};

function formatNumber(value: number, locale: string, style: NumberStyle | null): string {
  const key = `${locale}|${style ?? "default"}`;
  let format = numberFormatCache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, NUMBER_OPTIONS[style ?? "default"]);
    numberFormatCache.set(key, format);
  }
  return format.format(value);
}

/**
 * The message in `locale` with its values filled in. A message that does not parse, or a value
 * that is not given, shows as written ("{name}"), so a mistake is visible rather than blank.
 */
export function formatMessage(text: string, locale: string, values: MessageValues = {}, options: FormatOptions = {}): string {
  const parsed = parsedOf(text);
  if (!parsed.ok) return text;
  const inserted = (value: string) => (options.isolate ? `${FSI}${value}${PDI}` : value);
  const render = (parts: readonly MessagePart[], count: { value: number } | null): string => {
    let out = "";
    for (const part of parts) {
      if (typeof part === "string") {
        out += part;
        continue;
      }
      if (part.type === "count") {
        out += count ? inserted(formatNumber(count.value, locale, null)) : "#";
        continue;
      }
      const value = values[part.name];
      if (value === undefined) {
        out += `{${part.name}}`;
        continue;
      }
      if (part.type === "argument") {
        out += inserted(typeof value === "number" ? formatNumber(value, locale, null) : value);
      } else if (part.type === "number") {
        const number = Number(value);
        out += inserted(Number.isFinite(number) ? formatNumber(number, locale, part.style) : String(value));
      } else {
        const number = Number(value);
        const exact = part.branches[`=${number}`];
        const branch = exact ?? part.branches[pluralRules(locale).select(number - part.offset)] ?? part.branches.other!;
        out += render(branch, { value: number - part.offset });
      }
    }
    return out;
  };
  return render(parsed.parts, null);
}
