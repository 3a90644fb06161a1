import type { Finding } from "../findings.js";
import { readYaml } from "../../yaml/read-yaml.js";
import type { SiteError } from "../../errors.js";
import { LOCALES_DIR } from "../../site-layout.js";
import type { TranslationSnapshot } from "../../i18n/snapshot.js";
import { localeState, targetLocales } from "../../i18n/state.js";
import { messageProblems } from "../../i18n/validate-message.js";

/**
 * What `site check` says about the catalogues themselves: a message that does not parse, whose
 * placeholders differ from the default language's, or that lacks a plural form its language
 * needs is an error (the page would show it wrong); a key English does not have, and a
 * translation made from English that has since changed, are warnings.
 */
export function translationFindings(snapshot: TranslationSnapshot): Finding[] {
  const findings: Finding[] = [];
  for (const { code: locale } of snapshot.locales) {
    const file = `${LOCALES_DIR}/${locale}.yaml`;
    const catalogue = snapshot.catalogues.get(locale);
    if (!catalogue) continue;
    const isDefault = locale === snapshot.defaultLocale;
    const problems: { key: string; error: SiteError }[] = [];
    const unknown: string[] = [];
    for (const [key, text] of catalogue.messages) {
      const english = snapshot.defaults.get(key);
      if (english === undefined) {
        unknown.push(key);
        continue;
      }
      for (const error of messageProblems(text, isDefault ? null : english, locale, { file }))
        problems.push({ key, error });
    }
    const locate = problems.length && catalogue.text !== null ? readYaml(file, catalogue.text) : null;
    for (const { key, error } of problems) {
      const at = locate?.locate(key.split("."));
      findings.push({
        check: "locales",
        code: error.code,
        level: "error",
        message: `${locale} ${key}: ${error.message}`,
        source: at ? `${file}:${at.line}:${at.column}` : file,
        ...(error.hint !== undefined && { hint: error.hint }),
      });
    }
    if (unknown.length) {
      findings.push({
        check: "locales",
        code: "unknown-message-key",
        level: "warn",
        message: `${locale}: ${unknown.length} key${unknown.length === 1 ? " is" : "s are"} not in ${snapshot.defaultLocale}.yaml and never shown`,
        source: file,
        items: unknown,
        hint: "renamed or removed in English: delete them, or export and translate the new keys",
      });
    }
  }
  for (const locale of targetLocales(snapshot)) {
    const state = localeState(snapshot, locale);
    const outdated = [
      ...state.messages.filter((m) => m.status === "outdated").map((m) => m.key),
      ...state.pages.filter((p) => p.status === "outdated").map((p) => `content/${locale}/${p.page.name}`),
    ];
    if (outdated.length) {
      findings.push({
        check: "locales",
        code: "outdated-translation",
        level: "warn",
        message: `${locale}: ${outdated.length} translation${outdated.length === 1 ? " was" : "s were"} made from English that has since changed`,
        source: `${LOCALES_DIR}/${locale}.yaml`,
        items: outdated,
        hint: `\`site i18n export --locale ${locale}\` gives them to a translator; \`site i18n mark-current --locale ${locale} KEY\` when the English change needs no new translation`,
      });
    }
  }
  return findings;
}
