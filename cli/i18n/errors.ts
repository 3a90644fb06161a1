import { CATALOGUE } from "../error-catalogue/index.js";
import type { i18nEntries } from "../error-catalogue/i18n.js";
import type { SiteError } from "../errors.js";

export type I18nErrorCode = keyof typeof i18nEntries;

/** An error value with the catalogue's fix as its hint, unless `where` brings a more precise one. */
export function i18nError(
  code: I18nErrorCode,
  message: string,
  where: Omit<SiteError, "code" | "message"> = {},
): SiteError {
  return { code, message, hint: CATALOGUE[code].fix, ...where };
}
