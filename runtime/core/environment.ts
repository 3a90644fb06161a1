import type { BrowserConfig, BuildEnvironment } from "../../contracts/browser-config.js";

/** The slice of Storage the runtime uses, so tests can pass a Map-backed fake. */
export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * SPEC §2: `environment` is stored in session storage when present and not already stored;
 * a stored or given `staging` switches the service calls to the staging hosts.
 */
export function resolveEnvironment(
  param: string | null,
  session: KeyValueStore,
  storageKey: string,
  built: BuildEnvironment,
): BuildEnvironment {
  let stored = session.getItem(storageKey);
  if (param !== null && stored === null) {
    session.setItem(storageKey, param);
    stored = param;
  }
  return stored === "staging" ? "staging" : built;
}

/** SPEC §9: the site host is the main host unless the page is served from one of its sub-hosts. */
export function siteHost(currentHost: string, mainHost: string): string {
  return currentHost.endsWith(`.${mainHost}`) ? currentHost : mainHost;
}

export type HostKind = "main" | "startPage" | "onion" | "other";

/** SPEC §5: the start-page host and the onion host are recognised. */
export function hostKind(host: string, hosts: BrowserConfig["hosts"]): HostKind {
  if (host === hosts.startPage) return "startPage";
  if (host === hosts.onion) return "onion";
  if (host === hosts.main || host.endsWith(`.${hosts.main}`)) return "main";
  return "other";
}
