import type { BrowserConfig } from "../../contracts/browser-config.js";
import { atbInfo } from "./atb.js";
import { bannerState, bindBanner } from "./banner.js";
import { beaconSender } from "./beacon.js";
import { applyPageTheme } from "./boot-page.js";
import { watchBounce } from "./bounce.js";
import { cookieString, parseCookies } from "./cookies.js";
import { applyCtaOrder, ctaOrder } from "./cta.js";
import { resolveEnvironment, type KeyValueStore } from "./environment.js";
import { applyInstallLinks } from "./install-links.js";
import { checkOriginValue, originStore, resolveOrigin } from "./origin.js";
import { clickIds, forceSadBannerParam, param, sourceParam } from "./params.js";
import { createPixels, type Pixels } from "./pixels.js";
import { detectPlatform, deviceForWidth, type Platform } from "./platform.js";
import { readSiteConfig } from "./site-config.js";
import { safeStorage } from "./storage.js";
import { campaignName } from "./text.js";
import { bindThemeChooser, followSystemTheme, type ThemeStore } from "./theme-controls.js";
import { followPageTheme } from "./picture-theme.js";
import { startVitals } from "./vitals.js";
import { eventFromQuery, newEventState, startUsageEvent, type UsageDeps } from "./usage-events.js";

/** Pixel ids the page sends; each is listed in the runtime section's pixels.ids. */
export const PAGE_PIXELS = { view: "page.view", bounce: "page.bounce", error: "page.error", install: "install.click", dismiss: "banner.dismiss" } as const;

/** Everything the page wiring takes from the browser, so tests can hand in their own. */
export interface PageEnv {
  win: Window;
  fetch: typeof fetch;
  now: () => number;
  random: () => number;
  log: Pick<Console, "warn" | "error">;
}

interface PageContext {
  env: PageEnv;
  doc: Document;
  config: BrowserConfig;
  query: URLSearchParams;
  platform: Platform;
  device: string;
  send: (url: string) => void;
  pixels: Pixels;
  local: KeyValueStore;
  session: KeyValueStore;
  /** A feature that failed: logged, and reported with the error pixel. */
  fail: (error: unknown) => void;
}

/**
 * The module every page loads. Each feature is wired on its own: one failing (a bad config
 * value, a missing API) is reported with the error pixel and the others still run.
 */
export function startPage(env: PageEnv): void {
  const doc = env.win.document;
  const config = readSiteConfig(doc);
  if (!config) return;
  const { runtime } = config;
  const platform = detectPlatform(env.win.navigator.userAgent, { width: env.win.innerWidth, height: env.win.innerHeight }, "brave" in env.win.navigator, runtime.platform);
  const device = deviceForWidth(env.win.innerWidth, runtime.platform.breakpoints);
  const send = beaconSender(env.fetch);
  const pixels = createPixels(
    runtime.pixels,
    { page: config.page.id, browser: platform.browser, device, locale: config.page.locale, platform: platform.os },
    { send, random: env.random, warn: (message) => env.log.warn(message) },
  );
  const ctx: PageContext = {
    env, doc, config, platform, device, send, pixels,
    query: new URLSearchParams(env.win.location.search),
    local: safeStorage(() => env.win.localStorage),
    session: safeStorage(() => env.win.sessionStorage),
    fail: (error) => {
      env.log.error(error);
      pixels.error(PAGE_PIXELS.error, error);
    },
  };
  for (const feature of [environment, origin, measurement, usageEvents, banner, callsToAction, theme, vitals, autocomplete]) {
    try {
      feature(ctx);
    } catch (error) {
      ctx.fail(error);
    }
  }
}

function environment({ query, session, config }: PageContext): void {
  resolveEnvironment(param(query, "environment"), session, config.runtime.storageKeys.environment, config.environment);
}

/** Keeps the funnel origin for the session: a valid ?origin= replaces it, otherwise the first page's origin stays. */
function origin({ query, session, config, doc }: PageContext): void {
  const store = originStore(session, config.runtime.storageKeys.origin);
  const value = param(query, "origin");
  const fromUrl = value !== null && checkOriginValue(value) === null;
  if (!fromUrl && store.get() !== null) return;
  store.set(
    resolveOrigin({
      param: value,
      isDownloadPage: config.page.template === "download",
      referrer: doc.referrer,
      clickIds: clickIds(query),
      searchEngines: config.runtime.platform.searchEngineReferrers,
    }),
  );
}

function measurement({ env, doc, pixels, config }: PageContext): void {
  pixels.fire(PAGE_PIXELS.view);
  watchBounce(
    {
      addEventListener: (type, listener, options) => doc.addEventListener(type, listener, options),
      removeEventListener: (type, listener) => doc.removeEventListener(type, listener),
      scrollY: () => env.win.scrollY,
      hidden: () => doc.visibilityState === "hidden",
      now: env.now,
    },
    config.runtime.timing,
    () => pixels.fire(PAGE_PIXELS.bounce),
  );
}

function usageDeps({ env, doc, send, platform, device }: PageContext): UsageDeps {
  return {
    send,
    now: env.now,
    random: env.random,
    setTimer: (fn, ms) => {
      const id = env.win.setTimeout(fn, ms);
      return () => env.win.clearTimeout(id);
    },
    onHidden: (fn) => {
      const listener = () => doc.visibilityState === "hidden" && fn();
      doc.addEventListener("visibilitychange", listener);
      return () => doc.removeEventListener("visibilitychange", listener);
    },
    app: platform.app ? { name: platform.app, version: platform.appVersion ?? "", formFactor: device } : null,
  };
}

/**
 * Homepage load ends when the page has loaded; a search from the homepage is handed to the
 * results page through the form's query; an event carried here in the URL ends on arrival.
 */
function usageEvents(ctx: PageContext): void {
  const { env, doc, config } = ctx;
  const { usageEvents: usage, timing } = config.runtime;
  const deps = usageDeps(ctx);
  const carried = eventFromQuery(new URLSearchParams(env.win.location.search), usage.queryPrefix);
  if (carried) startUsageEvent(usage, carried, deps, timing.usageEventTimeoutMs).end("SUCCESS");
  if (config.page.route !== "/") return;
  const load = usage.events.homepageLoad;
  if (load) {
    const event = startUsageEvent(usage, newEventState(load, Math.round(env.win.performance.timeOrigin)), deps, timing.usageEventTimeoutMs);
    if (doc.readyState === "complete") event.end("SUCCESS");
    else env.win.addEventListener("load", () => event.end("SUCCESS"), { once: true });
  }
  const search = usage.events.searchFromHomepage;
  const form = doc.querySelector<HTMLFormElement>("form[data-search-form]");
  if (search && form) {
    form.addEventListener("submit", () => {
      const event = startUsageEvent(usage, newEventState(search, env.now()), deps, timing.usageEventTimeoutMs);
      for (const [name, value] of Object.entries(event.handOver())) {
        const field = form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`) ?? form.appendChild(doc.createElement("input"));
        field.type = "hidden";
        field.name = name;
        field.value = value;
      }
    });
  }
}

function banner({ env, doc, config, query, platform, local, pixels }: PageContext): void {
  const element = doc.querySelector<HTMLElement>("[data-atb-banner]");
  if (!element) return;
  const key = config.runtime.storageKeys.bannerDismissedAt;
  const dismissedAt = Number(local.getItem(key));
  const state = bannerState(
    { dismissedAt: dismissedAt > 0 ? dismissedAt : null, now: env.now(), mobile: platform.mobile, forced: forceSadBannerParam(query) },
    config.runtime.timing.bannerReshowDays,
  );
  bindBanner(element, state, () => {
    local.setItem(key, String(env.now()));
    pixels.fire(PAGE_PIXELS.dismiss);
  });
}

function callsToAction({ env, doc, config, query, platform, pixels }: PageContext): void {
  const { runtime } = config;
  const source = sourceParam(query);
  const campaignParam = param(query, "campaign");
  for (const list of doc.querySelectorAll("[data-cta-list]")) applyCtaOrder(list, ctaOrder(platform, runtime.cta));
  // The extension for the visitor's own browser leads the add-to-browser buttons (the stylesheet orders them by this mark).
  doc.documentElement.setAttribute("data-browser", platform.browser);
  const campaign = source && campaignParam ? campaignName(source, campaignParam, runtime.campaignNameMaxLength) : null;
  const atb = atbInfo({ atb: param(query, "atb"), va: param(query, "va") }, new Date(env.now()), runtime.atb);
  applyInstallLinks(doc, runtime.storeLinks, atb, campaign);
  doc.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[data-install-link]");
    if (link) pixels.fire(PAGE_PIXELS.install, { store: link.dataset.installLink ?? "" });
  });
}

function theme({ env, doc, config }: PageContext): void {
  const { runtime } = config;
  const name = runtime.storageKeys.themeCookie;
  const store: ThemeStore = {
    read: () => parseCookies(doc.cookie).get(name),
    write: (value) => {
      doc.cookie = cookieString(name, value ?? "", value === null ? 0 : runtime.theme.cookieMaxAgeDays, env.win.location.protocol === "https:");
    },
  };
  const reapply = () => applyPageTheme(env.win, runtime);
  const chooser = doc.querySelector<HTMLFormElement>("form[data-theme-chooser]");
  if (chooser) bindThemeChooser(chooser, store, runtime.theme, reapply);
  const scheme = env.win.matchMedia?.("(prefers-color-scheme: dark)");
  if (scheme) followSystemTheme(scheme, store, runtime.theme, reapply);
  followPageTheme(doc);
}

function vitals({ env, doc, config, send }: PageContext): void {
  startVitals(doc, config.runtime, env.win.location.pathname, send);
}

function autocomplete({ env, doc, config, fail }: PageContext): void {
  const form = doc.querySelector<HTMLFormElement>("form[data-search-form]");
  const input = form?.querySelector<HTMLInputElement>("input[data-autocomplete-input]");
  const list = form?.querySelector<HTMLUListElement>("ul[data-autocomplete-list]");
  if (!form || !input || !list) return;
  const { endpoints, autocompleteDefaultRegion } = config.runtime;
  // Fetched when the visitor first focuses the box: the form searches without it, and a visitor
  // who never types loads none of it.
  const load = () =>
    import("./autocomplete.js").then(
      ({ bindAutocomplete, createAutocomplete }) => {
        bindAutocomplete(form, input, list, createAutocomplete({ path: endpoints.autocomplete, defaultRegion: autocompleteDefaultRegion, fetcher: env.fetch }), () => null);
        // What was typed while the code was on its way gets its suggestions now.
        if (doc.activeElement === input && input.value) input.dispatchEvent(new Event("input"));
      },
      fail,
    );
  if (doc.activeElement === input) void load();
  else input.addEventListener("focus", () => void load(), { once: true });
}
