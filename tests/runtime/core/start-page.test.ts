// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BrowserConfig } from "../../../contracts/browser-config.js";
import { PAGE_PIXELS, startPage } from "../../../runtime/core/start-page.js";
import { browserConfig } from "./config.js";

const MAC_CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const NOW = Date.UTC(2026, 5, 10, 12);
const BODY = `
  <aside data-atb-banner hidden><button data-atb-banner-dismiss>Close</button></aside>
  <ul data-cta-list><li data-cta="mobile-apps"></li><li data-cta="ios-app"></li><li data-cta="add-to-browser"></li><li data-cta="download-browser"></li></ul>
  <a data-install-link="chrome" href="#">Chrome</a>
  <form data-theme-chooser>
    <input type="radio" name="theme" value="system"><input type="radio" name="theme" value="-1">
    <input type="radio" name="theme" value="d"><input type="radio" name="theme" value="t">
  </form>
  <form data-search-form action="https://search.example/"><input data-autocomplete-input name="q"><ul data-autocomplete-list></ul></form>`;

let sent: URL[];
const log = { warn: vi.fn(), error: vi.fn() };

async function open(search: string, page: Partial<BrowserConfig["page"]> = {}, ua = MAC_CHROME, now = NOW): Promise<BrowserConfig> {
  const config = browserConfig(page);
  window.history.replaceState(null, "", `${config.page.route === "/" ? "/en/" : `/en${config.page.route}/`}${search}`);
  Object.defineProperty(window.navigator, "userAgent", { value: ua, configurable: true });
  document.head.innerHTML = `<script type="application/json" id="site-config">${JSON.stringify(config)}</script>`;
  document.body.innerHTML = BODY;
  // Each page view records into its own list: listeners of earlier views stay on the shared jsdom document.
  const requests: URL[] = [];
  sent = requests;
  const fetch = vi.fn(async (url: string | URL | Request) => {
    requests.push(new URL(String(url), window.location.href));
    return new Response("[]");
  });
  await startPage({ win: window, fetch: fetch as typeof globalThis.fetch, now: () => now, random: () => 0.5, log });
  return config;
}

const pixel = (id: string) => sent.filter((url) => url.pathname.endsWith(`/${id}`));
const hide = () => {
  Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = "ae=; max-age=0; path=/";
  window.matchMedia = vi.fn(() => ({ matches: false, addEventListener: () => {} }) as unknown as MediaQueryList);
  Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
  log.warn.mockReset();
  log.error.mockReset();
});
afterEach(() => vi.restoreAllMocks());

describe("page wiring (runtime/core/main.ts)", () => {
  it("sends the page-view pixel with page, browser, device, locale and platform, and no error", async () => {
    const config = await open("");
    const [view] = pixel(PAGE_PIXELS.view);
    expect(view?.pathname).toBe(`${config.runtime.pixels.path}${PAGE_PIXELS.view}`);
    expect(Object.fromEntries(view!.searchParams)).toMatchObject({ page: "home", browser: "chrome", locale: "en", platform: "mac" });
    expect(view!.searchParams.get("device")).toBeTruthy();
    expect(pixel(PAGE_PIXELS.error)).toHaveLength(0);
    expect(log.error).not.toHaveBeenCalled();
  });

  it("lists every pixel the page sends among the known pixel ids", async () => {
    const config = await open("");
    for (const id of Object.values(PAGE_PIXELS)) expect(Object.keys(config.runtime.pixels.ids)).toContain(id);
  });

  it("keeps a valid origin the visitor brought for the session, and ignores a hostile one", async () => {
    const config = await open("?origin=funnel_pro_radio");
    const { origin: key, builtOrigin } = config.runtime.storageKeys;
    expect(sessionStorage.getItem(key)).toBe("funnel_pro_radio");
    await open("?origin=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    expect(sessionStorage.getItem(key)).toBe("funnel_pro_radio");
    expect(document.documentElement.outerHTML).not.toContain("alert(1)");
    sessionStorage.clear();
    await open("?origin=%3Cscript%3E");
    expect(sessionStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem(builtOrigin)).toBe("funnel_marketing_website");
  });

  it("builds an origin on the first page apart from any the visitor brings, and keeps the first page's", async () => {
    const config = await open("", { id: "mac", route: "/mac", template: "download" });
    const { origin: key, builtOrigin } = config.runtime.storageKeys;
    expect(sessionStorage.getItem(builtOrigin)).toBe("funnel__website");
    expect(sessionStorage.getItem(key)).toBeNull();
    await open("?origin=funnel_home_website_usanniversary");
    expect(sessionStorage.getItem(key)).toBe("funnel_home_website_usanniversary");
    expect(sessionStorage.getItem(builtOrigin)).toBe("funnel__website");
  });

  it("keeps ?environment=staging in session storage", async () => {
    const config = await open("?environment=staging");
    expect(sessionStorage.getItem(config.runtime.storageKeys.environment)).toBe("staging");
  });

  it("shows the add-to-browser banner and remembers its dismissal", async () => {
    const config = await open("");
    const banner = document.querySelector<HTMLElement>("[data-atb-banner]")!;
    expect(banner.hidden).toBe(false);
    banner.querySelector("button")!.click();
    expect(banner.hidden).toBe(true);
    expect(localStorage.getItem(config.runtime.storageKeys.bannerDismissedAt)).toBe(String(NOW));
    expect(pixel(PAGE_PIXELS.dismiss)).toHaveLength(1);
  });

  it("orders calls to action for the visitor's platform", async () => {
    const config = await open("", {}, IPHONE);
    const order = [...document.querySelectorAll<HTMLElement>("[data-cta]")].map((el) => el.dataset.cta);
    const rule = config.runtime.cta.rules.find((r) => r.os === "ios")!.order;
    expect(order).toEqual(rule.filter((id) => order.includes(id)));
  });

  it("points install links at the store with the visitor's atb and va, and counts clicks", async () => {
    // The public ATB algorithm's cohort for 2024-07-04 16:00 UTC is v437-2.
    const config = await open("?va=b", {}, MAC_CHROME, Date.UTC(2024, 6, 4, 16));
    const link = document.querySelector<HTMLAnchorElement>("[data-install-link]")!;
    const url = new URL(link.href);
    expect(url.origin).toBe(new URL(config.runtime.storeLinks.chrome).origin);
    expect(url.searchParams.get("atb")).toBe("v437-2");
    expect(url.searchParams.get("va")).toBe("b");
    link.addEventListener("click", (e) => e.preventDefault());
    link.click();
    expect(pixel(PAGE_PIXELS.install)[0]?.searchParams.get("store")).toBe("chrome");
  });

  it("saves the theme chosen on /theme and applies it at once", async () => {
    const config = await open("", { id: "theme", route: "/theme", template: "theme" });
    const chooser = document.querySelector("form[data-theme-chooser]")!;
    expect(chooser.querySelector<HTMLInputElement>('input[value="system"]')!.checked).toBe(true);
    const dark = chooser.querySelector<HTMLInputElement>('input[value="t"]')!;
    dark.checked = true;
    dark.dispatchEvent(new Event("change", { bubbles: true }));
    expect(document.cookie).toContain(`${config.runtime.storageKeys.themeCookie}=t`);
    expect(document.documentElement.getAttribute("data-theme")).toBe("dark");
    expect(document.documentElement.getAttribute("data-theme-variant")).toBe("t");
    const system = chooser.querySelector<HTMLInputElement>('input[value="system"]')!;
    system.checked = true;
    system.dispatchEvent(new Event("change", { bubbles: true }));
    expect(document.cookie).not.toContain(`${config.runtime.storageKeys.themeCookie}=`);
    expect(document.documentElement.getAttribute("data-theme")).toBe("light");
  });

  it("sends the bounce pixel when the page is hidden without interaction, not after a click", async () => {
    await open("");
    hide();
    expect(pixel(PAGE_PIXELS.bounce)).toHaveLength(1);
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    await open("");
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    hide();
    expect(pixel(PAGE_PIXELS.bounce)).toHaveLength(0);
  });

  it("sends the homepage-load usage event, and hands a search to the results page", async () => {
    const config = await open("");
    const { usageEvents } = config.runtime;
    const load = usageEvents.events.homepageLoad!;
    expect(sent.some((u) => u.pathname === `${usageEvents.path}wide_event_${load.context}_${load.feature}`)).toBe(true);
    const form = document.querySelector<HTMLFormElement>("form[data-search-form]")!;
    form.addEventListener("submit", (e) => e.preventDefault());
    form.requestSubmit();
    const fields = Object.fromEntries(new FormData(form) as unknown as Iterable<[string, string]>);
    expect(fields[`${usageEvents.queryPrefix}feature_name`]).toBe(usageEvents.events.searchFromHomepage!.feature);
    expect(fields[`${usageEvents.queryPrefix}started_at`]).toBe(String(NOW));
  });

  it("ends a usage event carried in the URL once, and takes it out of the address bar", async () => {
    const started = NOW - 700;
    const config = await open(`?q=x&we_context_name=homepage&we_feature_name=search&we_started_at=${started}&we_sample_rate=1#top`, { id: "about", route: "/about", template: "article" });
    const ended = sent.filter((u) => u.pathname.endsWith("wide_event_homepage_search"));
    expect(ended).toHaveLength(1);
    expect(ended[0]!.searchParams.get(`${config.runtime.usageEvents.queryPrefix}status`)).toBe("SUCCESS");
    expect(ended[0]!.searchParams.get(`${config.runtime.usageEvents.queryPrefix}duration_ms`)).toBe("700");
    expect(window.location.search).toBe("?q=x");
    expect(window.location.hash).toBe("#top");
  });

  it("sends nothing for a carried event whose names would leave the beacon path", async () => {
    await open(`?we_context_name=a%2F..%2F..%2Fevil&we_feature_name=%3Cx%3E&we_started_at=${NOW - 10}`, { id: "about", route: "/about", template: "article" });
    expect(sent.some((u) => u.pathname.includes("wide_event_a") || u.href.includes("evil") || u.href.includes("%3Cx"))).toBe(false);
    expect(window.location.search).toBe("");
  });

  /** Issue 21, item 5: SPEC §2's t and platform were read and used nowhere, and force_sad_banner=false forced the banner. */
  it("carries the source tag t into the search form and the pixels, and ignores a hostile one", async () => {
    await open("?t=h_");
    expect(document.querySelector<HTMLInputElement>('form[data-search-form] input[name="t"]')?.value).toBe("h_");
    expect(Object.fromEntries(pixel(PAGE_PIXELS.view)[0]!.searchParams)).toMatchObject({ t: "h_", t_kind: "homepage" });
    await open("?t=ffab");
    expect(Object.fromEntries(pixel(PAGE_PIXELS.view)[0]!.searchParams)).toMatchObject({ t: "ffab", t_kind: "default-search" });
    await open("?t=%3Cb%3E");
    expect(document.querySelector('form[data-search-form] input[name="t"]')).toBeNull();
    expect(pixel(PAGE_PIXELS.view)[0]!.searchParams.has("t")).toBe(false);
  });

  it("takes platform=mobile or desktop as the visitor's form factor: the banner's rule and the pixels' device", async () => {
    const config = await open("?platform=mobile");
    expect(pixel(PAGE_PIXELS.view)[0]!.searchParams.get("device")).toBe("mobile");
    // Dismissed 20 days ago: past the desktop window, inside the mobile one.
    localStorage.setItem(config.runtime.storageKeys.bannerDismissedAt, String(NOW - 20 * 86_400_000));
    await open("?platform=mobile");
    expect(document.querySelector<HTMLElement>("[data-atb-banner]")!.hidden).toBe(false);
    await open("?platform=desktop", {}, IPHONE);
    expect(document.querySelector<HTMLElement>("[data-atb-banner]")!.hidden).toBe(true);
    expect(pixel(PAGE_PIXELS.view)[0]!.searchParams.get("device")).toBe("desktop");
  });

  it("does not force the sad banner for force_sad_banner=false or 0, and does for force_sad_banner", async () => {
    for (const value of ["false", "0"]) {
      const config = await open("");
      document.querySelector<HTMLElement>("[data-atb-banner] button")!.click();
      await open(`?force_sad_banner=${value}`, {}, MAC_CHROME, NOW - 86_400_000);
      expect(document.querySelector<HTMLElement>("[data-atb-banner]")!.hidden, value).toBe(true);
      localStorage.removeItem(config.runtime.storageKeys.bannerDismissedAt);
    }
    await open("?force_sad_banner");
    expect(document.querySelector("[data-atb-banner]")!.getAttribute("data-atb-banner-state")).toBe("sad");
  });

  it("carries the variant letter of a carried atb to the install links", async () => {
    await open("?atb=v400-3a");
    const url = new URL(document.querySelector<HTMLAnchorElement>("[data-install-link]")!.href);
    expect([url.searchParams.get("atb"), url.searchParams.get("va")]).toEqual(["v400-3", "a"]);
  });

  /** Issue 21, item 7: the minimum-version checks were helpers nobody called (SPEC §9). */
  it("does not offer add-to-browser (card or banner) to a browser that cannot take the extension", async () => {
    const SAFARI = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";
    const OLD_CHROME = MAC_CHROME.replace("Chrome/131.", "Chrome/91.");
    for (const ua of [SAFARI, OLD_CHROME]) {
      await open("", {}, ua);
      expect(document.querySelector<HTMLElement>('[data-cta="add-to-browser"]')!.hidden, ua).toBe(true);
      expect(document.querySelector<HTMLElement>("[data-atb-banner]")!.hidden, ua).toBe(true);
    }
    await open("");
    expect(document.querySelector<HTMLElement>('[data-cta="add-to-browser"]')!.hidden).toBe(false);
    expect(document.querySelector<HTMLElement>("[data-atb-banner]")!.hidden).toBe(false);
  });

  it("does not offer the desktop browser to a Mac or PC below the minimum OS", async () => {
    const OLD_MAC = MAC_CHROME.replace("10_15_7", "10_12_6");
    const WIN7 = "Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36";
    const WIN11 = WIN7.replace("Windows NT 6.1", "Windows NT 10.0");
    for (const [ua, hidden] of [[OLD_MAC, true], [WIN7, true], [MAC_CHROME, false], [WIN11, false], [IPHONE, false]] as const) {
      await open("", {}, ua);
      expect(document.querySelector<HTMLElement>('[data-cta="download-browser"]')!.hidden, ua).toBe(hidden);
    }
  });
});
