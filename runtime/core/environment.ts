import type { BrowserConfig, BuildEnvironment } from "../../contracts/browser-config.js";

/** The slice of Storage the runtime uses, so tests can pass a Map-backed fake. */
export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The values of ?environment= that mean something: staging switches, production stays. */
const KNOWN_ENVIRONMENTS: readonly string[] = ["staging", "production"];

/**
 * SPEC §2: `environment` is stored in session storage when present and not already stored;
 * a stored or given `staging` switches the service calls to the staging hosts. Only a known value
 * is stored: a typo must not hold the tab until it closes.
 */
export function resolveEnvironment(
  param: string | null,
  session: KeyValueStore,
  storageKey: string,
  built: BuildEnvironment,
): BuildEnvironment {
  let stored = session.getItem(storageKey);
  if (param !== null && stored === null && KNOWN_ENVIRONMENTS.includes(param)) {
    session.setItem(storageKey, param);
    stored = param;
  }
  return stored === "staging" ? "staging" : built;
}

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
