import type { PageProps } from "../../contracts/page-props.js";

/**
 * The lang and dir of data written once in the default language (job titles, organisation names,
 * release notes not yet translated) shown on another language's page: both, so an English name
 * inside an Arabic page keeps its own direction and a screen reader its own voice. Nothing on a
 * page in the default language.
 */
export function defaultLanguageMark(
  site: PageProps["site"],
  page: PageProps["page"],
): { lang?: string; dir?: "ltr" | "rtl" } {
  if (page.locale === site.defaultLocale) return {};
  return {
    lang: site.defaultLocale,
    dir: site.locales.find((locale) => locale.code === site.defaultLocale)?.dir ?? "ltr",
  };
}
