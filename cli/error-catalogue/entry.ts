/**
 * One catalogue entry: what happened, why it matters, what to do. The message a person sees next
 * to a code says what was found where; the entry explains the code once for every place it occurs.
 */
export interface CatalogueEntry {
  area: Area;
  /** What happened, in one sentence. */
  summary: string;
  /** Why the build or the check stops on it (or warns). */
  why: string;
  /** What to do about it. */
  fix: string;
}

/** Where a problem comes from; the reference page groups codes by area in this order. */
export const AREAS = {
  config: "site.yaml and the files it includes",
  content: "Markdown and message catalogues",
  translations: "Translations and site i18n",
  templates: "Templates",
  islands: "Browser code and islands",
  experiments: "Experiments",
  outputs: "Output files",
  check: "site check: running it",
  links: "site check: links",
  html: "site check: HTML",
  accessibility: "site check: accessibility",
  budgets: "site check: page weight",
  security: "site check: security",
  locales: "site check: locales",
  dev: "site dev and the emulator",
} as const;

export type Area = keyof typeof AREAS;
