import { accessibilityCheck } from "./checks/accessibility.js";
import { budgetsCheck } from "./checks/budgets.js";
import { configCheck } from "./checks/config.js";
import { htmlCheck } from "./checks/html.js";
import { linksCheck } from "./checks/links.js";
import { localesCheck } from "./checks/locales.js";
import { securityCheck } from "./checks/security.js";
import type { SiteCheck } from "./site-check.js";

/**
 * Every check of `site check`, registered once, in the order the report lists them (that of
 * contracts/config/check-names.ts). The runner (run.ts) runs each that site.yaml has not set off.
 */
export const SITE_CHECKS: readonly SiteCheck[] = [
  linksCheck,
  htmlCheck,
  accessibilityCheck,
  budgetsCheck,
  securityCheck,
  localesCheck,
  configCheck,
];
