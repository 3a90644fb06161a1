import { createRoot } from "react-dom/client";
import type { IslandBrowserConfig } from "../../contracts/browser-config.js";
import { resolveEnvironment, type KeyValueStore } from "../core/environment.js";
import { safeStorage } from "../core/storage.js";
import { createSubscriptionClient } from "../subscription/client.js";
import { confirmPurchase } from "../subscription/confirm-purchase.js";
import { PurchaseConfirmation } from "./purchase-confirmation-view.js";

export const ISLAND_SELECTOR = '[data-island="purchase-confirmation"]';

export interface MountDeps {
  doc: Document;
  config: IslandBrowserConfig;
  search: string;
  fetch: typeof fetch;
  local: KeyValueStore;
  session: KeyValueStore;
  crypto: Crypto;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  log: (message: string, cause?: unknown) => void;
}

/** Wires the island to the page's config and the browser; returns false when the page has no mount point. */
export function mountPurchaseConfirmation(deps: MountDeps): boolean {
  const element = deps.doc.querySelector(ISLAND_SELECTOR);
  if (!element) return false;
  const { config } = deps;
  const keys = config.runtime.storageKeys;
  const environment = resolveEnvironment(new URLSearchParams(deps.search).get("environment"), deps.session, keys.environment, config.environment);
  const client = createSubscriptionClient({
    services: config.services,
    subscription: config.subscription,
    environment,
    clientKind: "web",
    fetch: deps.fetch,
    storage: deps.local,
    crypto: deps.crypto,
    now: deps.now,
    origin: { get: () => deps.local.getItem(keys.origin), set: (origin) => deps.local.setItem(keys.origin, origin) },
    log: deps.log,
    report: (step, error) => deps.log(step, error),
  });
  const confirm = () =>
    confirmPurchase({ status: client.subscriptionStatus, sleep: deps.sleep, limits: config.subscription.confirmation });
  const t = (key: string) => config.messages[key] ?? key;
  createRoot(element).render(<PurchaseConfirmation confirm={confirm} t={t} />);
  return true;
}

/** The browser's own edges, for the island entry. */
export function browserDeps(win: Window, config: IslandBrowserConfig): MountDeps {
  return {
    doc: win.document,
    config,
    search: win.location.search,
    fetch: win.fetch.bind(win),
    local: safeStorage(() => win.localStorage),
    session: safeStorage(() => win.sessionStorage),
    crypto: win.crypto,
    now: Date.now,
    sleep: (ms) => new Promise((resolve) => win.setTimeout(resolve, ms)),
    log: (message, cause) => console.error(message, cause),
  };
}
