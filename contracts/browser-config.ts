import type { BrowserMessage } from "./i18n/message-render.js";
import type { RuntimeConfig, ServicesConfig, SubscriptionConfig } from "./config/index.js";
import type { ZoneOffsets } from "./zone-offsets.js";

export type BuildEnvironment = "production" | "staging" | "local";

/**
 * The slice of the site model the browser runtime reads, as the runtime sees it once merged: the
 * page's own part (`OwnPageConfig`, JSON in <script type="application/json" id="site-config">)
 * over what every page of the build shares (`SiteConstants`, one cached script that sets
 * `self.__siteConfig`; island pages also load their language's `self.__siteIslandConfig`). The
 * runtime reads nothing else.
 */
export type BrowserConfig = PageConfig & Partial<ServiceConfig>;

/** What a page with a React island also carries: the subscription engine's hosts, calls and rules. */
export type IslandBrowserConfig = PageConfig & ServiceConfig;

export interface ServiceConfig {
  services: ServicesConfig;
  subscription: SubscriptionConfig;
  /**
   * The words the subscription islands say, in the page's language, keyed without their
   * catalogue prefix (contracts/subscription-ui.ts): one cached file per language.
   */
  screenMessages: Record<string, BrowserMessage>;
}

/** The same for every page of a build: served once, from assets/site-config-{hash}.js. */
export interface SiteConstants {
  /** The environment this build targets; `?environment=staging` may switch to staging at run time. */
  environment: BuildEnvironment;
  mainHost: string;
  hosts: { main: string; startPage: string; onion: string };
  runtime: RuntimeConfig;
  /** runtime.atb's time zone, its offsets from the epoch for ATB_CLOCK_YEARS, read at build time. */
  atbClock: ZoneOffsets;
}

/** What differs from page to page: the JSON in the page itself. */
export interface OwnPageConfig {
  page: {
    id: string;
    route: string;
    locale: string;
    defaultLocale: string;
    template: string;
    theme: string;
    specificPurpose: boolean;
  };
  /** URL of the Intl polyfill entry (SPEC §7), imported only by a browser that lacks what the page uses. */
  intlPolyfill?: string;
  /** Messages under the `client.` prefix, resolved for the page's locale. */
  messages: Record<string, BrowserMessage>;
}

/** What every page's runtime sees. */
type PageConfig = SiteConstants & OwnPageConfig;

export const SITE_CONFIG_ELEMENT_ID = "site-config";

/** The globals the shared config scripts set (on `self`), read by runtime/core/site-config.ts. */
export const SITE_CONSTANTS_GLOBAL = "__siteConfig";
export const ISLAND_CONSTANTS_GLOBAL = "__siteIslandConfig";
