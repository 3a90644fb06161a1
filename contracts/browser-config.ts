import type { RuntimeConfig, ServicesConfig, SubscriptionConfig } from "./config/index.js";

export type BuildEnvironment = "production" | "staging" | "local";

/**
 * The slice of the site model that a page hands to the browser runtime, as JSON in
 * <script type="application/json" id="site-config">. The runtime reads nothing else.
 */
export type BrowserConfig = PageConfig & Partial<ServiceConfig>;

/** What a page with a React island also carries: the subscription engine's hosts, calls and rules. */
export type IslandBrowserConfig = PageConfig & ServiceConfig;

export interface ServiceConfig {
  services: ServicesConfig;
  subscription: SubscriptionConfig;
}

/** What every page carries. */
export interface PageConfig {
  page: {
    id: string;
    route: string;
    locale: string;
    defaultLocale: string;
    template: string;
    theme: string;
    specificPurpose: boolean;
  };
  /** The environment this build targets; `?environment=staging` may switch to staging at run time. */
  environment: BuildEnvironment;
  mainHost: string;
  hosts: { main: string; startPage: string; onion: string };
  runtime: RuntimeConfig;
  /** URL of the Intl polyfill entry (SPEC §7), imported only by a browser that lacks what the page uses. */
  intlPolyfill?: string;
  /** Messages under the `client.` prefix, resolved for the page's locale. */
  messages: Record<string, string>;
}

export const SITE_CONFIG_ELEMENT_ID = "site-config";

