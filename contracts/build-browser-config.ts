import type { BuildEnvironment, OwnPageConfig, ServiceConfig, SiteConstants } from "./browser-config.js";
import type { BrowserMessage } from "./i18n/message-render.js";
import type { RuntimeConfig, ServicesConfig, SiteInfo, SubscriptionConfig } from "./config/index.js";
import { zoneOffsets, type ZoneOffsets } from "./zone-offsets.js";

/**
 * How many years from the ATB epoch the browser reads the zone's wall clock from the build's
 * table (about 100 bytes gzipped for New York's two changes a year); after them it asks Intl.
 */
const ATB_CLOCK_YEARS = 30;

/**
 * The functions that build what the browser runtime reads from the site's config: what the build
 * writes into the shared config scripts and into each page. Their own module: the browser imports
 * browser-config.ts, and code there, even unused, changes how esbuild names the runtime's
 * minified symbols.
 */
export function siteConstants(
  site: { site: SiteInfo; runtime: RuntimeConfig },
  environment: BuildEnvironment,
): SiteConstants {
  return {
    environment,
    mainHost: site.site.hosts.main,
    hosts: site.site.hosts,
    runtime: site.runtime,
    atbClock: atbClock(site.runtime.atb),
  };
}

/**
 * Reading thirty years from Intl costs 20-50 ms, and one process asks for the same zone and epoch
 * again and again (`site dev` on each rebuild, the tests' fixture builds: 4.7 CPU seconds of the
 * unit tests): the answer depends on nothing else, so it is kept.
 */
const atbClocks = new Map<string, ZoneOffsets>();

/** The ATB zone's offsets from the epoch on, for ATB_CLOCK_YEARS. */
export function atbClock({ epoch, timeZone }: RuntimeConfig["atb"]): ZoneOffsets {
  const key = `${timeZone} ${epoch}`;
  let offsets = atbClocks.get(key);
  if (!offsets) {
    const from = Date.parse(epoch);
    const until = new Date(from);
    until.setUTCFullYear(until.getUTCFullYear() + ATB_CLOCK_YEARS);
    offsets = zoneOffsets(timeZone, from, until.getTime());
    atbClocks.set(key, offsets);
  }
  return offsets;
}

/** What island pages add: the subscription engine's hosts, calls and rules, and the islands' words in one language. */
export function islandConstants(
  site: { services: ServicesConfig; subscription: SubscriptionConfig },
  screenMessages: Record<string, BrowserMessage>,
): ServiceConfig {
  return { services: site.services, subscription: site.subscription, screenMessages };
}

/** A page's own part. */
export function ownPageConfig(
  page: OwnPageConfig["page"],
  options: { messages: Record<string, BrowserMessage>; intlPolyfill?: string },
): OwnPageConfig {
  return { page, messages: options.messages, ...(options.intlPolyfill && { intlPolyfill: options.intlPolyfill }) };
}

/** The shared config as a classic script that sets `self[name]` before the scripts after it run. */
export function configScript(name: string, value: unknown): string {
  return `self.${name}=${JSON.stringify(value)
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")};\n`;
}
