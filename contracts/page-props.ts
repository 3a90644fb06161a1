import type { Locale, RuntimeConfig, SiteConfig, SubscriptionConfig } from "./config/index.js";
import type { TemplateData } from "./config/page-data.js";
import type { CollectionView, EntrySummary } from "./collections.js";
import type { PictureEntry } from "./pictures.js";

/** A page as a template sees it. */
export interface TemplatePage {
  id: string;
  route: string;
  locale: string;
  dir: "ltr" | "rtl";
  template: string;
  theme: string;
  /** URL path of this page: /en/about/ */
  url: string;
  specificPurpose: boolean;
  legal: boolean;
  island: string | null;
  /** The route's `data:` from site.yaml, checked against its template when the site loaded (read it with `pageData`). */
  data: Readonly<Record<string, unknown>> | null;
}

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * What every template component receives. Templates render the inside of <body>; the build
 * renders <html>, <head> (title, description, alternates, styles, scripts) around it.
 */
export interface PageProps {
  page: TemplatePage;
  site: {
    brand: string;
    baseUrl: string;
    defaultLocale: string;
    locales: Locale[];
    links: SiteConfig["links"];
    stats: SiteConfig["stats"];
    settings: SiteConfig["settings"];
    company: SiteConfig["company"];
    bangs: SiteConfig["bangs"];
    releaseNotes: SiteConfig["releaseNotes"];
    jobs: SiteConfig["jobs"];
    donations: SiteConfig["donations"];
    proof: SiteConfig["proof"];
    pictures: SiteConfig["pictures"];
    runtime: RuntimeConfig;
    subscription: SubscriptionConfig;
    collections: SiteConfig["collections"];
  };
  /** Message for the page's locale, falling back to the default locale; {name} placeholders filled from vars. */
  t: Translate;
  /**
   * A message the browser finishes (a count it alone knows), as JSON for a data- attribute: the
   * values given here are filled in now, the rest by the runtime (contracts/i18n/message-render.ts,
   * `renderBrowserMessage`), plural forms included.
   */
  browserMessage: (key: string, known?: Record<string, string | number>) => string;
  /**
   * The locale whose text t(key) shows: the page's, the default locale's when the page's catalogue
   * lacks the message, null when no catalogue has it. For data whose words are messages (release
   * notes): a template shows them whole in one language and says so.
   */
  messageLocale: (key: string) => string | null;
  /** URL of a route in this locale (or another): href("/about") -> "/en/about/". External URLs pass through. */
  href: (target: string, locale?: string) => string;
  /** The same page in every locale, for the language switcher. */
  alternates: { locale: string; name: string; dir: "ltr" | "rtl"; url: string }[];
  /** Rendered Markdown for routes with `content:` (HTML is safe: raw HTML in Markdown is not passed through). */
  content: {
    html: string;
    data: Record<string, unknown>;
    file: string;
    /** The default language's Markdown, shown because this locale has none yet: marked and announced as such. */
    fallback?: boolean;
  } | null;
  /** On the pages of a collection (entries, lists, tags): what the page shows of it. */
  collection: CollectionView | null;
  /**
   * The entries of a collection the route names under `collections:` in site.yaml, newest first, each
   * in this page's language where it is translated, else in the default language. Asking for one
   * the route does not name throws: the page would not be rendered again when the entries change.
   */
  entries: (collection: string) => readonly EntrySummary[];
  /**
   * A picture under images/ by its path there ("product/x.png"), as the build made it: read by
   * templates/components/Picture.tsx. Null when there is none: the build then stops, naming the place.
   */
  picture: (src: string) => PictureEntry | null;
}

/**
 * The templates whose routes may leave out `data:`: those whose schema in contracts/config/page-data.ts
 * is optional (a test holds the two equal). Named here, not asked of the schemas, so rendering a page
 * builds no schema.
 */
export const TEMPLATES_WITH_OPTIONAL_DATA: ReadonlySet<keyof TemplateData> = new Set<keyof TemplateData>(["article", "jobs", "bangs"]);

/**
 * A template's view of its route's data, typed by template name. Loading site.yaml checked the data
 * against the template's schema (contracts/config/page-data.ts); a route that needs data and has
 * none stops here, naming the route.
 */
export function pageData<K extends keyof TemplateData>(page: TemplatePage, template: K): TemplateData[K] {
  if (page.template !== template) throw new Error(`the ${page.template} page ${page.id} was asked for ${template} data`);
  if (page.data === null && !TEMPLATES_WITH_OPTIONAL_DATA.has(template)) {
    throw new Error(`the route ${page.route} (template ${template}) needs data: in site.yaml; its shape is templateDataSchemas.${template} in contracts/config/page-data.ts`);
  }
  return (page.data ?? undefined) as TemplateData[K];
}

/** The slice of the site's config every template sees as `site`. */
export function templateSiteProps(config: SiteConfig): PageProps["site"] {
  return {
    brand: config.site.brand,
    baseUrl: config.site.baseUrl,
    defaultLocale: config.site.defaultLocale,
    locales: config.locales,
    links: config.links,
    stats: config.stats,
    settings: config.settings,
    runtime: config.runtime,
    company: config.company,
    bangs: config.bangs,
    releaseNotes: config.releaseNotes,
    jobs: config.jobs,
    donations: config.donations,
    proof: config.proof,
    pictures: config.pictures,
    subscription: config.subscription,
    collections: config.collections,
  };
}
