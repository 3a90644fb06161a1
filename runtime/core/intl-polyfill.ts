/**
 * The Intl polyfills and their per-language data (FormatJS), in a chunk of their own that only a
 * browser lacking something loads (locale-data.ts decides). Each language's data is a further
 * chunk, so a visitor fetches only their own language's.
 */
import type { IntlFeature } from "./locale-data.js";

type Loader = () => Promise<unknown>;

/** Intl.PluralRules data by the name FormatJS gives it: plural rules are per language, pt-PT aside. */
export const pluralRulesData: Record<string, Loader> = {
  ar: () => import("@formatjs/intl-pluralrules/locale-data/ar.js"),
  bg: () => import("@formatjs/intl-pluralrules/locale-data/bg.js"),
  cs: () => import("@formatjs/intl-pluralrules/locale-data/cs.js"),
  da: () => import("@formatjs/intl-pluralrules/locale-data/da.js"),
  de: () => import("@formatjs/intl-pluralrules/locale-data/de.js"),
  el: () => import("@formatjs/intl-pluralrules/locale-data/el.js"),
  en: () => import("@formatjs/intl-pluralrules/locale-data/en.js"),
  es: () => import("@formatjs/intl-pluralrules/locale-data/es.js"),
  et: () => import("@formatjs/intl-pluralrules/locale-data/et.js"),
  fi: () => import("@formatjs/intl-pluralrules/locale-data/fi.js"),
  fr: () => import("@formatjs/intl-pluralrules/locale-data/fr.js"),
  he: () => import("@formatjs/intl-pluralrules/locale-data/he.js"),
  hi: () => import("@formatjs/intl-pluralrules/locale-data/hi.js"),
  hr: () => import("@formatjs/intl-pluralrules/locale-data/hr.js"),
  hu: () => import("@formatjs/intl-pluralrules/locale-data/hu.js"),
  id: () => import("@formatjs/intl-pluralrules/locale-data/id.js"),
  it: () => import("@formatjs/intl-pluralrules/locale-data/it.js"),
  ja: () => import("@formatjs/intl-pluralrules/locale-data/ja.js"),
  ko: () => import("@formatjs/intl-pluralrules/locale-data/ko.js"),
  lt: () => import("@formatjs/intl-pluralrules/locale-data/lt.js"),
  lv: () => import("@formatjs/intl-pluralrules/locale-data/lv.js"),
  nb: () => import("@formatjs/intl-pluralrules/locale-data/nb.js"),
  nl: () => import("@formatjs/intl-pluralrules/locale-data/nl.js"),
  pl: () => import("@formatjs/intl-pluralrules/locale-data/pl.js"),
  pt: () => import("@formatjs/intl-pluralrules/locale-data/pt.js"),
  "pt-PT": () => import("@formatjs/intl-pluralrules/locale-data/pt-PT.js"),
  ro: () => import("@formatjs/intl-pluralrules/locale-data/ro.js"),
  ru: () => import("@formatjs/intl-pluralrules/locale-data/ru.js"),
  sk: () => import("@formatjs/intl-pluralrules/locale-data/sk.js"),
  sl: () => import("@formatjs/intl-pluralrules/locale-data/sl.js"),
  sv: () => import("@formatjs/intl-pluralrules/locale-data/sv.js"),
  th: () => import("@formatjs/intl-pluralrules/locale-data/th.js"),
  tr: () => import("@formatjs/intl-pluralrules/locale-data/tr.js"),
  uk: () => import("@formatjs/intl-pluralrules/locale-data/uk.js"),
  vi: () => import("@formatjs/intl-pluralrules/locale-data/vi.js"),
  zh: () => import("@formatjs/intl-pluralrules/locale-data/zh.js"),
};

/** Intl.NumberFormat data: per language, with Traditional Chinese and European Portuguese apart. */
export const numberFormatData: Record<string, Loader> = {
  ar: () => import("@formatjs/intl-numberformat/locale-data/ar.js"),
  bg: () => import("@formatjs/intl-numberformat/locale-data/bg.js"),
  cs: () => import("@formatjs/intl-numberformat/locale-data/cs.js"),
  da: () => import("@formatjs/intl-numberformat/locale-data/da.js"),
  de: () => import("@formatjs/intl-numberformat/locale-data/de.js"),
  el: () => import("@formatjs/intl-numberformat/locale-data/el.js"),
  en: () => import("@formatjs/intl-numberformat/locale-data/en.js"),
  es: () => import("@formatjs/intl-numberformat/locale-data/es.js"),
  et: () => import("@formatjs/intl-numberformat/locale-data/et.js"),
  fi: () => import("@formatjs/intl-numberformat/locale-data/fi.js"),
  fr: () => import("@formatjs/intl-numberformat/locale-data/fr.js"),
  he: () => import("@formatjs/intl-numberformat/locale-data/he.js"),
  hi: () => import("@formatjs/intl-numberformat/locale-data/hi.js"),
  hr: () => import("@formatjs/intl-numberformat/locale-data/hr.js"),
  hu: () => import("@formatjs/intl-numberformat/locale-data/hu.js"),
  id: () => import("@formatjs/intl-numberformat/locale-data/id.js"),
  it: () => import("@formatjs/intl-numberformat/locale-data/it.js"),
  ja: () => import("@formatjs/intl-numberformat/locale-data/ja.js"),
  ko: () => import("@formatjs/intl-numberformat/locale-data/ko.js"),
  lt: () => import("@formatjs/intl-numberformat/locale-data/lt.js"),
  lv: () => import("@formatjs/intl-numberformat/locale-data/lv.js"),
  nb: () => import("@formatjs/intl-numberformat/locale-data/nb.js"),
  nl: () => import("@formatjs/intl-numberformat/locale-data/nl.js"),
  pl: () => import("@formatjs/intl-numberformat/locale-data/pl.js"),
  pt: () => import("@formatjs/intl-numberformat/locale-data/pt.js"),
  "pt-PT": () => import("@formatjs/intl-numberformat/locale-data/pt-PT.js"),
  ro: () => import("@formatjs/intl-numberformat/locale-data/ro.js"),
  ru: () => import("@formatjs/intl-numberformat/locale-data/ru.js"),
  sk: () => import("@formatjs/intl-numberformat/locale-data/sk.js"),
  sl: () => import("@formatjs/intl-numberformat/locale-data/sl.js"),
  sv: () => import("@formatjs/intl-numberformat/locale-data/sv.js"),
  th: () => import("@formatjs/intl-numberformat/locale-data/th.js"),
  tr: () => import("@formatjs/intl-numberformat/locale-data/tr.js"),
  uk: () => import("@formatjs/intl-numberformat/locale-data/uk.js"),
  vi: () => import("@formatjs/intl-numberformat/locale-data/vi.js"),
  zh: () => import("@formatjs/intl-numberformat/locale-data/zh.js"),
  "zh-Hant": () => import("@formatjs/intl-numberformat/locale-data/zh-Hant.js"),
};

/** The data names of a site locale: zh-TW reads Traditional Chinese numbers and Chinese plural rules. */
export function localeDataNames(locale: string): { pluralRules: string; numberFormat: string } {
  const language = locale.split("-")[0]!;
  if (locale === "pt-PT") return { pluralRules: "pt-PT", numberFormat: "pt-PT" };
  if (locale === "zh-TW" || locale === "zh-HK" || locale.startsWith("zh-Hant"))
    return { pluralRules: "zh", numberFormat: "zh-Hant" };
  return { pluralRules: language, numberFormat: language };
}

/**
 * Install what is missing, constructors first (the data files register with them), plural rules
 * before number formats (which need them).
 */
export async function installIntl(locale: string, missing: readonly IntlFeature[]): Promise<void> {
  const names = localeDataNames(locale);
  if (missing.includes("PluralRules")) {
    await import("@formatjs/intl-pluralrules/polyfill-force.js");
    await (pluralRulesData[names.pluralRules] ?? pluralRulesData.en!)();
  }
  if (missing.includes("NumberFormat")) {
    await import("@formatjs/intl-numberformat/polyfill-force.js");
    await (numberFormatData[names.numberFormat] ?? numberFormatData.en!)();
  }
}
