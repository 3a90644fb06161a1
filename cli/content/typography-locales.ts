/** Opening and closing quotation marks, then the pair used for a quotation inside a quotation. */
export type QuoteMarks = readonly [open: string, close: string, innerOpen: string, innerClose: string];

/**
 * The quotation marks each language writes, keyed by locale: CLDR 45's delimiters
 * (quotationStart/End, alternateQuotationStart/End). French also puts a no-break space inside its
 * guillemets, which is a rule of French typography rather than of the marks themselves.
 * A language not listed is not typeset: its straight quotes and double hyphens stay as written.
 */
const QUOTES: Record<string, QuoteMarks> = {
  ar: ["”", "“", "’", "‘"],
  bg: ["„", "“", "„", "“"],
  cs: ["„", "“", "‚", "‘"],
  da: ["“", "”", "‘", "’"],
  de: ["„", "“", "‚", "‘"],
  el: ["«", "»", "“", "”"],
  en: ["“", "”", "‘", "’"],
  es: ["“", "”", "‘", "’"],
  et: ["„", "“", "‚", "‘"],
  fi: ["”", "”", "’", "’"],
  fr: ["«\u00a0", "\u00a0»", "«\u00a0", "\u00a0»"],
  he: ["”", "”", "’", "’"],
  hi: ["“", "”", "‘", "’"],
  hr: ["„", "“", "‚", "‘"],
  hu: ["„", "”", "»", "«"],
  id: ["“", "”", "‘", "’"],
  it: ["«", "»", "“", "”"],
  ja: ["「", "」", "『", "』"],
  ko: ["“", "”", "‘", "’"],
  lt: ["„", "“", "„", "“"],
  lv: ["“", "”", "‘", "’"],
  nb: ["«", "»", "‘", "’"],
  nl: ["‘", "’", "‘", "’"],
  pl: ["„", "”", "«", "»"],
  pt: ["“", "”", "‘", "’"],
  "pt-PT": ["«", "»", "“", "”"],
  ro: ["„", "”", "«", "»"],
  ru: ["«", "»", "„", "“"],
  sk: ["„", "“", "‚", "‘"],
  sl: ["„", "“", "‚", "‘"],
  sv: ["”", "”", "’", "’"],
  th: ["“", "”", "‘", "’"],
  tr: ["“", "”", "‘", "’"],
  uk: ["«", "»", "„", "“"],
  vi: ["“", "”", "‘", "’"],
  zh: ["“", "”", "‘", "’"],
  "zh-Hant": ["「", "」", "『", "』"],
  "zh-TW": ["「", "」", "『", "』"],
  "zh-HK": ["「", "」", "『", "』"],
};

/** The quotation marks of a locale (pt-PT), else of its language (pt-BR -> pt), else none. */
export function quotesFor(locale: string): QuoteMarks | null {
  return QUOTES[locale] ?? QUOTES[locale.split("-")[0]!] ?? null;
}
