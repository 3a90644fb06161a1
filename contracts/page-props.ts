import type { Link, Locale, RuntimeConfig, SiteConfig, SubscriptionConfig } from "./config/index.js";

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
    links: { menu: Link[]; footer: Link[] };
    stats: SiteConfig["stats"];
    settings: SiteConfig["settings"];
    runtime: RuntimeConfig;
    subscription: SubscriptionConfig;
  };
  /** Message for the page's locale, falling back to the default locale; {name} placeholders filled from vars. */
  t: Translate;
  /** URL of a route in this locale (or another): href("/about") -> "/en/about/". External URLs pass through. */
  href: (target: string, locale?: string) => string;
  /** The same page in every locale, for the language switcher. */
  alternates: { locale: string; name: string; url: string }[];
  /** Rendered Markdown for routes with `content:` (HTML is safe: raw HTML in Markdown is not passed through). */
  content: { html: string; data: Record<string, unknown>; file: string } | null;
}
