import type { BrowserConfig } from "../../contracts/browser-config.js";

export type HostKind = "main" | "startPage" | "onion" | "other";

/** SPEC §5: the start-page host and the onion host are recognised. */
export function hostKind(host: string, hosts: BrowserConfig["hosts"]): HostKind {
  if (host === hosts.startPage) return "startPage";
  if (host === hosts.onion) return "onion";
  if (host === hosts.main || host.endsWith(`.${hosts.main}`)) return "main";
  return "other";
}

/**
 * SPEC §9: the site host is the main host unless the page is served from one of its sub-hosts.
 * SPEC §5's recognised hosts decide the rest: a visitor on the onion host stays on it, and the
 * start page, a sub-host that only starts searches, sends them to the main host.
 */
export function siteHost(currentHost: string, hosts: BrowserConfig["hosts"]): string {
  const kind = hostKind(currentHost, hosts);
  return kind === "onion" || (kind === "main" && currentHost !== hosts.main) ? currentHost : hosts.main;
}

/** A link built for the main host (the search form's action), pointed at the site host of the page at `current`. */
export function onSiteHost(target: string, current: { protocol: string; host: string; href: string }, hosts: BrowserConfig["hosts"]): string {
  const url = new URL(target, current.href);
  if (siteHost(current.host, hosts) === current.host) {
    url.protocol = current.protocol;
    url.host = current.host;
  }
  return url.href;
}
