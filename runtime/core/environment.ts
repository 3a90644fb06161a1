import type { BuildEnvironment } from "../../contracts/browser-config.js";

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
