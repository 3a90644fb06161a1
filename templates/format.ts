import { formatNumber } from "../contracts/i18n/message-render.js";

/**
 * Figures are stored as plain numbers in site.yaml, languages and countries as codes; these
 * helpers turn them into what a reader of the page's language expects ("3 billion",
 * "3 Milliarden", "74,99 $", "Deutsch"). Plain numbers, compact ones and percentages are
 * formatted as messages format them ({n, number, ::compact-long}), so a figure and a sentence
 * about it agree.
 */
export { formatNumber };

/**
 * Intl formatters are costly to create and every page of a locale asks for the same ones:
 * each is made once per locale and options.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export function formatCompact(value: number, locale: string): string {
  return formatNumber(value, locale, "::compact-long");
}

/** Ratings keep one decimal even when it is zero, so "4.0" does not read as a rank. */
export function formatRating(value: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

export function formatPrice(amount: number, currency: string, locale: string): string {
  return numberFormat(locale, { style: "currency", currency }).format(amount);
}

export function formatWholeCurrency(amount: number, currency: string, locale: string): string {
  return numberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);
}

const displayNames = (locale: string, type: "language" | "region") =>
  cached(`dn|${locale}|${type}`, () => new Intl.DisplayNames(locale, { type, fallback: "code" }));

/** A language's name in the page's language: de is "Deutsch" on a German page, "German" on an English one. */
export function languageName(code: string, locale: string): string {
  return displayNames(locale, "language").of(code) ?? code;
}

/** A country's name in the page's language: DE is "Deutschland" on a German page, "Germany" on an English one. */
export function regionName(code: string, locale: string): string {
  return displayNames(locale, "region").of(code) ?? code;
}
