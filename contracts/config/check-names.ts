/**
 * The checks `site check` runs, and what each proves: plain data, so that the CLI can print its
 * help without building the config schemas (check.ts makes check.severity from it).
 */
export const checkNames = ["links", "html", "accessibility", "budgets", "security", "locales", "config"] as const;

export type CheckName = (typeof checkNames)[number];

export const CHECK_DESCRIPTIONS: Record<CheckName, string> = {
  links:
    "Internal links, images, scripts, stylesheets, CSS url() and srcset resolve; fragments exist; links cross locales only in the language switcher",
  html: "Valid HTML (html-validate), one h1, a title and a meta description on every page, width and height on every <img>, and the share-preview tags (og:*, twitter:*) with an absolute og:image of the build",
  accessibility: "axe-core WCAG 2.1 A/AA in Chromium, one page per template in two languages, light and dark",
  budgets:
    "Gzipped JavaScript, CSS and HTML per page, and the image bytes a phone (check.imageViewport) fetches for it, all of them and those of the first screen, against check.budgets, and layout shift in Chromium against check.layoutShift",
  security:
    "The Content-Security-Policy in _headers allows every inline script and nothing unsafe; no CSP violation in Chromium",
  locales:
    "Every route in every locale, lang and hreflang right and symmetric, sitemap complete; missing translations are warnings",
  config:
    "Cross-field rules of site.yaml: themes, templates and experiments exist and make sense, no two pages write one file",
};
