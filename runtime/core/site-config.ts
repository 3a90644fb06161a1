import { SITE_CONFIG_ELEMENT_ID, type BrowserConfig, type IslandBrowserConfig } from "../../contracts/browser-config.js";

/** The BrowserConfig the build serialised into the page; null when the element is missing or broken. */
export function readSiteConfig(doc: Document): BrowserConfig | null {
  const element = doc.getElementById(SITE_CONFIG_ELEMENT_ID);
  const text = element && element.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as BrowserConfig;
  } catch {
    return null;
  }
}

/**
 * The config of a page with an island, which also carries the services and subscription sections
 * (pages without one leave them out: they are a third of the config and only islands use them).
 */
export function readIslandConfig(doc: Document): IslandBrowserConfig | null {
  const config = readSiteConfig(doc);
  return config && config.services && config.subscription ? (config as IslandBrowserConfig) : null;
}
