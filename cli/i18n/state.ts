import { sourceHash } from "./provenance.js";
import type { SourcePage, TranslatedPage, TranslationSnapshot } from "./snapshot.js";

/**
 * missing: no translation; outdated: translated from an English text that has since changed;
 * current: translated from today's English (or from English nobody has recorded: see `tracked`).
 */
type TranslationStatus = "missing" | "outdated" | "current";

interface MessageState {
  key: string;
  english: string;
  translation: string | null;
  status: TranslationStatus;
  /** Whether the locale's record says which English it was translated from. */
  tracked: boolean;
}

export interface PageState {
  page: SourcePage;
  translation: TranslatedPage | null;
  status: TranslationStatus;
  tracked: boolean;
}

export interface LocaleState {
  locale: string;
  messages: MessageState[];
  pages: PageState[];
}

/** Where each string of a locale stands against today's English. Pure. */
export function localeState(snapshot: TranslationSnapshot, locale: string): LocaleState {
  const catalogue = snapshot.catalogues.get(locale)?.messages ?? new Map<string, string>();
  const record = snapshot.provenance.get(locale) ?? { messages: {}, pages: {} };
  const messages = [...snapshot.defaults].map(([key, english]): MessageState => {
    const translation = catalogue.get(key) ?? null;
    const recorded = record.messages[key];
    return { key, english, translation, tracked: recorded !== undefined, status: status(translation !== null, recorded, () => sourceHash(english)) };
  });
  const translated = snapshot.translatedPages.get(locale) ?? new Map<string, TranslatedPage>();
  const pages = snapshot.pages.map((page): PageState => {
    const translation = translated.get(page.name) ?? null;
    const recorded = record.pages[page.name];
    return { page, translation, tracked: recorded !== undefined, status: status(translation !== null, recorded, () => page.hash) };
  });
  return { locale, messages, pages };
}

function status(translated: boolean, recorded: string | undefined, hash: () => string): TranslationStatus {
  if (!translated) return "missing";
  return recorded === undefined || recorded === hash() ? "current" : "outdated";
}

/** The locales translators work on: every one but the default. */
export const targetLocales = (snapshot: TranslationSnapshot) => snapshot.locales.map((locale) => locale.code).filter((code) => code !== snapshot.defaultLocale);
