import { SITE_CONFIG_ELEMENT_ID, type BrowserConfig } from "../../cli/build/browser-config.js";

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
