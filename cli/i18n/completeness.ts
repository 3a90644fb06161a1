import { defaultPageSentences, mainSentences, pageLanguageShare } from "./page-language.js";
import type { TranslationSnapshot } from "./snapshot.js";
import { localeState, targetLocales } from "./state.js";
import { reviewFlags, type ReviewFlag, type ReviewKind } from "./review.js";

/** A built page as the measure needs it: its route, locale and HTML. */
export interface BuiltPage {
  route: string;
  locale: string;
  url: string;
  html: string;
}

export interface LocaleCompleteness {
  locale: string;
  name: string;
  messages: { total: number; translated: number; outdated: number; untracked: number; percent: number };
  /** Markdown pages of content/ translated into the locale. */
  markdown: { total: number; translated: number; outdated: number };
  /** Measured on the built pages: null when there is no build to measure. */
  pages: { measured: number; percent: number; mostlyDefault: number; mostlyDefaultUrls: string[] } | null;
  /** What a reviewer would point at in the messages (review.ts). */
  review: { total: number; byKind: Record<ReviewKind, number>; flags: ReviewFlag[] };
}

export interface CompletenessReport {
  defaultLocale: string;
  locales: LocaleCompleteness[];
}

const percent = (part: number, whole: number) => (whole === 0 ? 100 : Math.floor((part / whole) * 1000) / 10);

/**
 * Each locale's completeness: its messages and Markdown pages from the sources, and how much of
 * its built pages reads in its own language (page-language.ts says exactly how that is measured).
 * A page's share is averaged over the locale's pages, each page weighing the same.
 */
export function completeness(snapshot: TranslationSnapshot, built: readonly BuiltPage[] | null): CompletenessReport {
  const defaults = new Map<string, Set<string>>();
  if (built) {
    for (const page of built) {
      if (page.locale === snapshot.defaultLocale)
        defaults.set(page.route, defaultPageSentences(page.html, page.locale));
    }
  }
  const byLocale = new Map<string, BuiltPage[]>();
  for (const page of built ?? []) byLocale.set(page.locale, [...(byLocale.get(page.locale) ?? []), page]);

  const locales = targetLocales(snapshot).map((code): LocaleCompleteness => {
    const state = localeState(snapshot, code);
    const translated = state.messages.filter((message) => message.translation !== null);
    const pagesTranslated = state.pages.filter((page) => page.translation !== null);
    return {
      locale: code,
      name: snapshot.locales.find((locale) => locale.code === code)?.name ?? code,
      messages: {
        total: state.messages.length,
        translated: translated.length,
        outdated: translated.filter((message) => message.status === "outdated").length,
        untracked: translated.filter((message) => !message.tracked).length,
        percent: percent(translated.length, state.messages.length),
      },
      markdown: {
        total: state.pages.length,
        translated: pagesTranslated.length,
        outdated: pagesTranslated.filter((page) => page.status === "outdated").length,
      },
      pages: built ? measurePages(byLocale.get(code) ?? [], defaults, code, snapshot.defaultLocale) : null,
      review: reviewOf(snapshot, code),
    };
  });
  return { defaultLocale: snapshot.defaultLocale, locales };
}

function reviewOf(snapshot: TranslationSnapshot, locale: string): LocaleCompleteness["review"] {
  const flags = reviewFlags({
    english: snapshot.defaults,
    translations: snapshot.catalogues.get(locale)?.messages ?? new Map(),
    glossary: snapshot.glossaries.get(locale) ?? null,
    names: snapshot.names,
  });
  const byKind: Record<ReviewKind, number> = { glossary: 0, "same-as-english": 0, count: 0 };
  for (const flag of flags) byKind[flag.kind] += 1;
  return { total: flags.length, byKind, flags };
}

function measurePages(
  pages: readonly BuiltPage[],
  defaults: ReadonlyMap<string, Set<string>>,
  locale: string,
  defaultLocale: string,
): LocaleCompleteness["pages"] {
  let measured = 0;
  let ownShare = 0;
  const mostlyDefaultUrls: string[] = [];
  for (const page of pages) {
    const share = pageLanguageShare(
      mainSentences(page.html, locale),
      defaults.get(page.route) ?? new Set(),
      locale,
      defaultLocale,
    );
    if (share.counted === 0) continue;
    measured += 1;
    ownShare += 1 - share.inDefault / share.counted;
    if (share.inDefault * 2 > share.counted) mostlyDefaultUrls.push(page.url);
  }
  return {
    measured,
    percent: measured ? Math.floor((ownShare / measured) * 1000) / 10 : 100,
    mostlyDefault: mostlyDefaultUrls.length,
    mostlyDefaultUrls: mostlyDefaultUrls.sort(),
  };
}

/** The table people read, in the check's report and README: one row per locale. */
export function completenessTable(report: CompletenessReport): { header: string[]; rows: string[][] } {
  const measured = report.locales.some((locale) => locale.pages !== null);
  // The language's name goes last: its width in a terminal is not its length in characters.
  const header = [
    "Locale",
    "Messages",
    "Outdated",
    "To review",
    "Markdown pages",
    ...(measured ? ["Pages in own language", `Mostly ${report.defaultLocale}`] : []),
    "Language",
  ];
  const rows = report.locales.map((locale) => [
    locale.locale,
    `${locale.messages.percent}%`,
    String(locale.messages.outdated + locale.markdown.outdated),
    String(locale.review.total),
    `${locale.markdown.translated}/${locale.markdown.total}`,
    ...(locale.pages ? [`${locale.pages.percent}%`, `${locale.pages.mostlyDefault}/${locale.pages.measured}`] : []),
    locale.name,
  ]);
  return { header, rows };
}

export function markdownTable(report: CompletenessReport): string {
  const { header, rows } = completenessTable(report);
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [
    line(header),
    line(header.map((_, index) => (index === 0 || index === header.length - 1 ? "---" : "---:"))),
    ...rows.map(line),
  ].join("\n");
}

/** Each locale's review flags, one line per message: what a reviewer reads with the catalogue open. */
export function reviewText(locales: readonly LocaleCompleteness[]): string {
  return locales
    .map((locale) => {
      const { total, flags } = locale.review;
      const lines = flags.map((flag) => `  ${flag.key} [${flag.kind}] ${flag.message}`);
      return [
        `${locale.locale} (${locale.name}): ${total === 0 ? "nothing to review" : `${total} to review`}`,
        ...lines,
      ].join("\n");
    })
    .join("\n\n")
    .concat("\n");
}
