/**
 * SPEC §7: locale data and polyfills load on demand per language, only when the browser lacks what
 * the page uses. A page uses Intl.PluralRules and Intl.NumberFormat when a message it shows counts
 * ({n, plural, ...}) or formats a number ({n, number}): the build knows which pages do and gives
 * only those the polyfill's URL. A browser lacks a feature when the constructor is missing or does
 * not support the page's language. Only then is the polyfill fetched: a bundle of its own, never
 * downloaded by browsers that have what they need.
 * SPEC §8: a failed load is logged only; the page goes on with the browser's own formats.
 *
 * Every page carries this module, so it stays small: the work is in intl-polyfill.ts.
 */
export type IntlFeature = "PluralRules" | "NumberFormat";

export type IntlLike = Partial<Record<IntlFeature, { supportedLocalesOf(locale: string): string[] }>>;

/**
 * The Intl features that this browser lacks for `locale`. Counting and number messages need both:
 * number formatting itself needs plural rules (so does its polyfill).
 */
export function missingIntl(intl: IntlLike | undefined, locale: string): IntlFeature[] {
  return (["PluralRules", "NumberFormat"] as const).filter((feature) => {
    try {
      return !intl![feature]!.supportedLocalesOf(locale).length;
    } catch {
      return true;
    }
  });
}

export interface LocaleDataDeps {
  intl: IntlLike | undefined;
  /** Fetches and installs the polyfill and the locale's data for the missing features. */
  load: (locale: string, missing: IntlFeature[]) => Promise<unknown>;
  log: Pick<Console, "warn">;
}

/** Resolves once what was missing is installed, or once its load failed (logged). Returns what was missing. */
export async function ensureLocaleData(locale: string, deps: LocaleDataDeps): Promise<IntlFeature[]> {
  const missing = missingIntl(deps.intl, locale);
  if (missing.length)
    await deps.load(locale, missing).catch((error: unknown) => deps.log.warn("locale data", locale, missing, error));
  return missing;
}

/** The real loader: the polyfill bundle at `url` (content-hashed by the build), fetched only when called. */
export const polyfillLoader =
  (url: string): LocaleDataDeps["load"] =>
  async (locale, missing) =>
    ((await import(url)) as typeof import("./intl-polyfill.js")).installIntl(locale, missing);
