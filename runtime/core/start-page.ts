import type { BrowserConfig } from "../../contracts/browser-config.js";
import { DARK_SCHEME_MEDIA } from "../../contracts/pictures.js";
import { beaconSender } from "./beacon.js";
import { applyPageTheme } from "./boot-page.js";
import { watchBounce } from "./bounce.js";
import { cookieString, parseCookies } from "./cookies.js";
import { resolveEnvironment, type KeyValueStore } from "./environment.js";
import { broughtOrigin, builtOrigin, originStore } from "./origin.js";
import {
  clickIds,
  forceSadBannerParam,
  param,
  platformParam,
  sourceParam,
  tagParam,
  type SourceTag,
} from "./params.js";
import { createPixels, type Pixels } from "./pixels.js";
import { detectPlatform, deviceForWidth, type Platform } from "./platform.js";
import { readSiteConfig } from "./site-config.js";
import { safeStorage } from "./storage.js";
import { bindThemeChooser, followSystemTheme, type ThemeStore } from "./theme-controls.js";
import { followPageTheme } from "./picture-theme.js";
import { startVitals } from "./measure-vitals.js";

/** Pixel ids the page sends; each is listed in the runtime section's pixels.ids. */
export const PAGE_PIXELS = {
  view: "page.view",
  bounce: "page.bounce",
  error: "page.error",
  install: "install.click",
  dismiss: "banner.dismiss",
} as const;

/** Everything the page wiring takes from the browser, so tests can hand in their own. */
export interface PageEnv {
  win: Window;
  fetch: typeof fetch;
  now: () => number;
  random: () => number;
  log: Pick<Console, "warn" | "error">;
}

/** The hooks of the page features chunk (page-features.ts). */
const FEATURE_HOOKS = "[data-cta-list], [data-cta], a[data-install-link], [data-atb-banner], form[data-search-form]";

export interface PageContext {
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
  /** The ids of the pixels the page sends (PAGE_PIXELS), handed on so the features chunk need not import them. */
  pixelIds: typeof PAGE_PIXELS;
  /** SPEC §2's parameters the features chunk acts on, read here by the one set of readers. */
  params: {
    source: string | null;
    campaign: string | null;
    atb: string | null;
    va: string | null;
    tag: SourceTag | null;
    forceSadBanner: boolean;
  };
  /** A feature that failed: logged, and reported with the error pixel. */
  fail: (error: unknown) => void;
}

/**
 * The module every page loads. Each feature is wired on its own: one failing (a bad config
 * value, a missing API) is reported with the error pixel and the others still run. The theme and
 * the visit's origin are wired at once, the measurement in the next task; resolves once the
 * features of the page's own hooks are wired too.
 */
export function startPage(env: PageEnv): Promise<void> {
  const doc = env.win.document;
  const config = readSiteConfig(doc);
  if (!config) return Promise.resolve();
  const { runtime } = config;
  const query = new URLSearchParams(env.win.location.search);
  // SPEC §2 platform=desktop|mobile stands for the visitor's form factor wherever it matters:
  // the banner's re-show rule, the offers made, and the pixels' device.
  const formFactor = platformParam(query);
  const detected = detectPlatform(
    env.win.navigator.userAgent,
    { width: env.win.innerWidth, height: env.win.innerHeight },
    "brave" in env.win.navigator,
    runtime.platform,
  );
  const platform = formFactor ? { ...detected, mobile: formFactor === "mobile" } : detected;
  const device = formFactor ?? deviceForWidth(env.win.innerWidth, runtime.platform.breakpoints);
  const send = beaconSender(env.fetch);
  const tag = tagParam(query);
  const pixels = createPixels(
    runtime.pixels,
    {
      page: config.page.id,
      browser: platform.browser,
      device,
      locale: config.page.locale,
      platform: platform.os,
      ...(tag ? { t: tag.tag, t_kind: tag.kind } : {}),
    },
    { send, random: env.random, warn: (message) => env.log.warn(message) },
  );
  const ctx: PageContext = {
    env,
    doc,
    config,
    platform,
    device,
    send,
    pixels,
    query,
    pixelIds: PAGE_PIXELS,
    params: {
      source: sourceParam(query),
      campaign: param(query, "campaign"),
      atb: param(query, "atb"),
      va: param(query, "va"),
      tag,
      forceSadBanner: forceSadBannerParam(query),
    },
    local: safeStorage(() => env.win.localStorage),
    session: safeStorage(() => env.win.sessionStorage),
    fail: (error) => {
      env.log.error(error);
      pixels.error(PAGE_PIXELS.error, error);
    },
  };
  wire(ctx, [environment, origin, theme]);
  // The measurement waits for the next task: run in the module's own task, it made that task the
  // longest after the first paint (Lighthouse's simulated phone, /en/: 158 ms, 101 of them script,
  // a third of that the web-vitals observers and the view pixel), and a long task there is
  // blocking time. The observers read buffered entries, so nothing the page did meanwhile is missed.
  return nextTask(env.win).then(() => {
    wire(ctx, [measurement, vitals]);
    return pageFeatures(ctx);
  });
}

/** Wires each feature on its own: one that throws is reported, and the others still run. */
function wire(ctx: PageContext, features: readonly ((ctx: PageContext) => void)[]): void {
  for (const feature of features) {
    try {
      feature(ctx);
    } catch (error) {
      ctx.fail(error);
    }
  }
}

/** Resolves in a task of its own, after the browser has had the chance to paint and handle input. */
function nextTask(win: Window): Promise<void> {
  return new Promise((resolve) => win.setTimeout(resolve, 0));
}

function environment({ query, session, config }: PageContext): void {
  resolveEnvironment(param(query, "environment"), session, config.runtime.storageKeys.environment, config.environment);
}

/**
 * Keeps the visit's funnel origins: a valid ?origin= is the visitor's own (a later one replaces it);
 * the first page also builds one from its entry and referrer, which the visit keeps.
 */
function origin({ query, session, config, doc }: PageContext): void {
  const store = originStore(session, config.runtime.storageKeys);
  const brought = broughtOrigin(param(query, "origin"));
  if (brought !== null) store.bring(brought);
  if (store.built() !== null) return;
  store.build(
    builtOrigin({
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

function theme({ env, doc, config }: PageContext): void {
  const { runtime } = config;
  const name = runtime.storageKeys.themeCookie;
  const store: ThemeStore = {
    read: () => parseCookies(doc.cookie).get(name),
    write: (value) => {
      doc.cookie = cookieString(
        name,
        value ?? "",
        value === null ? 0 : runtime.theme.cookieMaxAgeDays,
        env.win.location.protocol === "https:",
      );
    },
  };
  const reapply = () => applyPageTheme(env.win, runtime);
  const chooser = doc.querySelector<HTMLFormElement>("form[data-theme-chooser]");
  if (chooser) bindThemeChooser(chooser, store, runtime.theme, reapply);
  const scheme = env.win.matchMedia?.(DARK_SCHEME_MEDIA) ?? null;
  if (scheme) followSystemTheme(scheme, store, runtime.theme, reapply);
  followPageTheme(doc, scheme);
}

function vitals({ env, doc, config, send }: PageContext): void {
  startVitals(doc, config.runtime, env.win.location.pathname, send);
}

/**
 * What only some pages have (calls to action, install links, the banner, the search form, usage
 * events) is a chunk of its own, fetched by the pages that have its hooks: the rest never load it.
 */
function pageFeatures(ctx: PageContext): Promise<void> {
  const { doc, config, query } = ctx;
  const needed =
    config.page.route === "/" ||
    doc.querySelector(FEATURE_HOOKS) !== null ||
    [...query.keys()].some((name) => name.startsWith(config.runtime.usageEvents.queryPrefix));
  return needed
    ? import("./page-features.js").then(({ startFeatures }) => startFeatures(ctx), ctx.fail)
    : Promise.resolve();
}
