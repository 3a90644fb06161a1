import type { IslandBrowserConfig } from "../../../contracts/browser-config.js";
import type { BillingPeriod } from "../../../contracts/config/subscription.js";
import { renderBrowserMessage, type BrowserMessage } from "../../../contracts/i18n/message-render.js";
import type {
  SubscriptionFlow,
  SubscriptionMessageKey,
  SubscriptionScreen,
} from "../../../contracts/subscription-ui.js";
import { resolveEnvironment, type KeyValueStore } from "../../core/environment.js";
import { originStore, type OriginStore } from "../../core/origin.js";
import { param, subscribedOverrideParam } from "../../core/params.js";
import { safeStorage } from "../../core/storage.js";
import { createSubscriptionClient, type AuthVersion, type SubscriptionClient } from "../../subscription/client.js";
import type { Locks } from "../../subscription/session.js";
import type { AppHandle } from "../../subscription/in-app.js";
import type { Timers } from "../../subscription/in-app-status.js";

/** Everything an island takes from the browser, so tests can hand in their own. */
export interface IslandDeps {
  win: Window;
  doc: Document;
  config: IslandBrowserConfig;
  search: string;
  fetch: typeof fetch;
  local: KeyValueStore;
  session: KeyValueStore;
  crypto: Crypto;
  /** navigator.locks, where the browser has it. */
  locks: Locks | null;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  timers: Timers;
  /** Leaves the page for another address (checkout, the portal). */
  navigate: (url: string) => void;
  log: (message: string, cause?: unknown) => void;
}

export type Translate = (key: SubscriptionMessageKey, vars?: Record<string, string | number>) => string;

/** What every screen works with: config, words, formats, the engine, and the app the page may run in. */
export interface IslandServices {
  deps: IslandDeps;
  config: IslandBrowserConfig;
  locale: string;
  screen: { screen: SubscriptionScreen; flow: SubscriptionFlow };
  t: Translate;
  price: (amount: number) => string;
  date: (ms: number) => string;
  /** URL of a route of this site in the page's locale, with an optional query. */
  href: (route: string, query?: Record<string, string>) => string;
  /** An absolute address of this site (checkout and the portal send the visitor back to it). */
  absolute: (path: string) => string;
  query: URLSearchParams;
  client: SubscriptionClient;
  origin: OriginStore;
  /** The app this page runs in (or not), settled once. */
  app: () => Promise<AppHandle>;
  /** v1 or v2, as the feature flag says (the app's inside it, the site config's on the web). */
  authVersion: () => Promise<AuthVersion>;
  productFor: (period: BillingPeriod) => IslandBrowserConfig["subscription"]["products"][number];
}

/** SPEC §4 outside the app: UNKNOWN, unless subscribed_override forces the answer. */
function webApp(config: IslandBrowserConfig, override: boolean | null): AppHandle {
  return {
    status: override === null ? "UNKNOWN" : override ? "SUBSCRIBED" : "UNSUBSCRIBED",
    inApp: false,
    flags: config.subscription.featureFlags,
    nativeTrialOffers: [],
    token: async () => null,
    takeTokens: () => false,
  };
}

/** The islands' words in the page's language: counts take the language's plural forms. */
function translator(messages: Record<string, BrowserMessage>, locale: string): Translate {
  return (key, vars) => renderBrowserMessage(messages[key] ?? key, locale, vars);
}

export function createIslandServices(deps: IslandDeps): IslandServices {
  const { config } = deps;
  const locale = config.page.locale;
  const query = new URLSearchParams(deps.search);
  const keys = config.runtime.storageKeys;
  const environment = resolveEnvironment(param(query, "environment"), deps.session, keys.environment, config.environment);
  const origin = originStore(deps.session, keys);
  const inApp = deps.win.navigator.userAgent.includes(config.runtime.platform.appUserAgentToken);
  let connecting: Promise<AppHandle> | null = null;
  // The bridge is loaded only inside the apps; on the web the answer is known without it.
  const app = () =>
    (connecting ??= inApp
      ? import("../../subscription/in-app.js").then((module) => module.appHandle({ win: deps.win, config, query, timers: deps.timers }))
      : Promise.resolve(webApp(config, subscribedOverrideParam(query))));
  const client = createSubscriptionClient({
    services: config.services,
    subscription: config.subscription,
    environment,
    builtEnvironment: config.environment,
    // SPEC §6: the apps sign in with their own client id.
    clientKind: inApp ? "app" : "web",
    fetch: deps.fetch,
    storage: deps.local,
    ttlSuffix: keys.ttlSuffix,
    locks: deps.locks,
    crypto: deps.crypto,
    now: deps.now,
    origin,
    log: deps.log,
    report: (step, error) => deps.log(step, error),
  });
  const currency = new Intl.NumberFormat(locale, { style: "currency", currency: config.subscription.price.currency });
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: "long" });
  const screen = config.subscription.screens[config.page.route] ?? { screen: "sign-in", flow: "subscriptions" };
  return {
    deps,
    config,
    locale,
    screen,
    t: translator(config.screenMessages, locale),
    price: (amount) => currency.format(amount),
    date: (ms) => dates.format(ms),
    href: (route, params) => {
      const search = params ? new URLSearchParams(params).toString() : "";
      return `/${locale}${route === "/" ? "" : route}/${search ? `?${search}` : ""}`;
    },
    absolute: (path) => new URL(path, deps.win.location.href).toString(),
    query,
    client,
    origin,
    app,
    authVersion: async () => ((await app()).flags.useSubscriptionsAuthV2 ? "v2" : "v1"),
    productFor: (period) => config.subscription.products.find((product) => product.billingPeriod === period) ?? config.subscription.products[0]!,
  };
}

/** The browser's own edges, for the island entries. */
export function browserDeps(win: Window, config: IslandBrowserConfig): IslandDeps {
  return {
    win,
    doc: win.document,
    config,
    search: win.location.search,
    fetch: win.fetch.bind(win),
    local: safeStorage(() => win.localStorage),
    session: safeStorage(() => win.sessionStorage),
    crypto: win.crypto,
    locks: (win.navigator.locks as Locks | undefined) ?? null,
    now: Date.now,
    sleep: (ms) => new Promise((resolve) => win.setTimeout(resolve, ms)),
    timers: { setTimeout: win.setTimeout.bind(win), clearTimeout: win.clearTimeout.bind(win) } as IslandDeps["timers"],
    navigate: (url) => win.location.assign(url),
    log: (message, cause) => console.error(message, cause),
  };
}
