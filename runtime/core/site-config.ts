import {
  ISLAND_CONSTANTS_GLOBAL,
  SITE_CONFIG_ELEMENT_ID,
  SITE_CONSTANTS_GLOBAL,
  type BrowserConfig,
  type IslandBrowserConfig,
} from "../../contracts/browser-config.js";

type WithConstants = Partial<Record<typeof SITE_CONSTANTS_GLOBAL | typeof ISLAND_CONSTANTS_GLOBAL, object>>;

/**
 * The page's BrowserConfig: its own JSON over what the shared config script set for every page.
 * Null when either is missing or broken (a page without config runs no runtime).
 */
export function readSiteConfig(doc: Document): BrowserConfig | null {
  const element = doc.getElementById(SITE_CONFIG_ELEMENT_ID);
  const text = element && element.textContent;
  if (!text) return null;
  let own: Partial<BrowserConfig>;
  try {
    own = JSON.parse(text) as Partial<BrowserConfig>;
  } catch {
    return null;
  }
  // Object.assign and a plain test, not spread and ?.: the boot script targets older browsers, and
  // esbuild would add helpers for those to a file every page loads before first paint.
  const win = doc.defaultView as (Window & WithConstants) | null;
  const config = Object.assign({}, win && win[SITE_CONSTANTS_GLOBAL], own) as BrowserConfig;
  return config.page && config.runtime ? config : null;
}

/**
 * The config of a page with an island, which also carries the services and subscription sections
 * (pages without one don't load them: they are a third of the config and only islands use them).
 */
export function readIslandConfig(doc: Document): IslandBrowserConfig | null {
  const config = readSiteConfig(doc);
  const win = doc.defaultView as (Window & WithConstants) | null;
  const merged = config && (Object.assign({}, config, win && win[ISLAND_CONSTANTS_GLOBAL]) as BrowserConfig);
  return merged && merged.services && merged.subscription ? (merged as IslandBrowserConfig) : null;
}
