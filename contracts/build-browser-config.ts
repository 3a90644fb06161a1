import type { BrowserConfig, BuildEnvironment, PageConfig } from "./browser-config.js";
import type { RuntimeConfig, ServicesConfig, SiteInfo, SubscriptionConfig } from "./config/index.js";

/**
 * The one function that builds a page's BrowserConfig from the site's config: what the build
 * serialises into the page. Its own module: the browser imports browser-config.ts, and code there,
 * even unused, changes how esbuild names the runtime's minified symbols.
 */
export function browserConfig(
  site: { site: SiteInfo; runtime: RuntimeConfig; services: ServicesConfig; subscription: SubscriptionConfig },
  page: PageConfig["page"],
  options: { environment: BuildEnvironment; messages: Record<string, string>; island: boolean; intlPolyfill?: string },
): BrowserConfig {
  const config: PageConfig = { page, messages: options.messages, environment: options.environment, mainHost: site.site.hosts.main, hosts: site.site.hosts, runtime: site.runtime, ...(options.intlPolyfill && { intlPolyfill: options.intlPolyfill }) };
  return options.island ? { ...config, services: site.services, subscription: site.subscription } : config;
}
