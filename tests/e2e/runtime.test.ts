import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildSite } from "../../cli/build/build.js";
import type { SiteConfig } from "../../contracts/config/index.js";
import { runtimeSchema } from "../../contracts/config/runtime.js";
import { PAGE_PIXELS } from "../../runtime/core/start-page.js";
import { launchChromium } from "../helpers/browser.js";
import { REPO_ROOT } from "../helpers/fixture-site.js";
import { writeTrimmedSite } from "../helpers/real-site.js";

/**
 * The visitor runtime in Chromium against the repository's site, built by the real pipeline:
 * English only (every route and island) so the build takes seconds, served with the
 * security headers the build writes (the CSP must admit the inline boot script by its hash).
 */
let siteDir: string;
let server: Server;
let base: string;
let browser: Browser;
let runtime: SiteConfig["runtime"];
let site: Pick<SiteConfig, "themes">;
/** Every beacon the server received, with the page that sent it (its Referer). */
const received: { url: URL; from: string }[] = [];
let visits = 0;
let marketingJs: { gzipBytes: number; page: string | null };

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

/** dist/_headers "/*" block as header pairs. */
function pageHeaders(headersFile: string): Record<string, string> {
  const block = headersFile.split(/\n(?=\S)/).find((section) => section.startsWith("/*\n")) ?? "";
  return Object.fromEntries(
    block
      .split("\n")
      .slice(1)
      .filter((line) => line.includes(":"))
      .map((line) => [line.slice(0, line.indexOf(":")).trim(), line.slice(line.indexOf(":") + 1).trim()]),
  );
}

function serve(dist: string, headers: Record<string, string>): Promise<Server> {
  const httpServer = createServer(async (req, res) => {
    if (req.url?.startsWith(runtime.pixels.path)) {
      received.push({ url: new URL(req.url, "http://x"), from: req.headers.referer ?? "" });
      res.writeHead(204).end();
      return;
    }
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname));
    const file = join(dist, path.endsWith("/") ? `${path}index.html` : path);
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        "content-type": TYPES[extname(file)] ?? "application/octet-stream",
        ...(file.endsWith(".html") ? headers : {}),
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => httpServer.listen(0, "127.0.0.1", () => resolve(httpServer)));
}

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), "site-runtime-e2e-"));
  await writeTrimmedSite(siteDir);
  const built = await buildSite({
    rootDir: siteDir,
    outDir: join(siteDir, "dist"),
    environment: "production",
    workers: 1,
  });
  if (!built.ok) throw new Error(built.errors.map((e) => `${e.file ?? ""} ${e.message}`).join("\n"));
  const repoSite = parse(await readFile(join(REPO_ROOT, "site.yaml"), "utf8")) as SiteConfig;
  site = repoSite;
  marketingJs = built.value.marketingJs;
  runtime = runtimeSchema.parse(
    (parse(await readFile(join(REPO_ROOT, "config/runtime.yaml"), "utf8")) as { runtime: unknown }).runtime,
  );
  const dist = join(siteDir, "dist");
  server = await serve(dist, pageHeaders(await readFile(join(dist, "_headers"), "utf8")));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  if (siteDir) await rm(siteDir, { recursive: true, force: true });
});

/** A fresh visitor; the beacons its pages send (pixels, usage events, web vitals) are recorded by the test server. */
async function visitor(options: { colorScheme?: "light" | "dark"; cookies?: Record<string, string> } = {}) {
  const context = await browser.newContext({
    colorScheme: options.colorScheme ?? "light",
    viewport: { width: 1280, height: 800 },
  });
  const cookies = Object.entries(options.cookies ?? {}).map(([name, value]) => ({ name, value, url: base }));
  if (cookies.length) await context.addCookies(cookies);
  const errors: string[] = [];
  // Pages of this visitor carry a visit id in their URL, so beacons arriving late from earlier tests' pages never count here.
  const visit = `visit=${++visits}`;
  const beacons = () => received.filter((beacon) => beacon.from.includes(visit)).map((beacon) => beacon.url);
  const go = (path: string) => page.goto(`${base}${path}${path.includes("?") ? "&" : "?"}${visit}`);
  const page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  return { context, page, go, beacons, errors };
}

/**
 * Leaving the page hides it for real: a trusted visibilitychange, which web-vitals needs to
 * finalise LCP. Beacons sent while a page unloads bypass Playwright's request routing, so the
 * test server records them itself.
 */
const leave = (page: Page) => page.goto("about:blank");

const beaconsNamed = (beacons: () => URL[], name: string) =>
  beacons().filter((url) => url.pathname === `${runtime.pixels.path}${name}`);

async function waitForBeacon(beacons: () => URL[], name: string): Promise<URL> {
  await expect.poll(() => beaconsNamed(beacons, name).length, { timeout: 5000 }).toBeGreaterThan(0);
  return beaconsNamed(beacons, name)[0]!;
}

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** Records theme attribute and body background in the first animation frame that has a body: before first paint. */
const FIRST_FRAME = `
  (() => {
    const check = () => {
      if (!document.body) return requestAnimationFrame(check);
      window.__firstFrame = {
        theme: document.documentElement.getAttribute("data-theme"),
        variant: document.documentElement.getAttribute("data-theme-variant"),
        background: getComputedStyle(document.body).backgroundColor,
      };
    };
    requestAnimationFrame(check);
  })();`;

async function firstFrame(page: Page) {
  await page.waitForFunction(() => "__firstFrame" in window);
  return page.evaluate(
    () =>
      (window as unknown as { __firstFrame: { theme: string; variant: string | null; background: string } })
        .__firstFrame,
  );
}

describe("visitor runtime in Chromium", () => {
  it("keeps the JavaScript of pages without an island (boot, main and its chunks) within the budget", async () => {
    const { check } = parse(await readFile(join(REPO_ROOT, "config/check.yaml"), "utf8")) as {
      check: { budgets: { marketing: { jsGzipKb: number } } };
    };
    expect(marketingJs.gzipBytes, `heaviest: ${marketingJs.page}`).toBeLessThan(
      check.budgets.marketing.jsGzipKb * 1024,
    );
  });

  it("paints the saved dark theme from the first frame, over a light system scheme", async () => {
    const { context, page, go, errors } = await visitor({
      colorScheme: "light",
      cookies: { [runtime.storageKeys.themeCookie]: runtime.theme.dark },
    });
    await page.addInitScript(FIRST_FRAME);
    await go(`/en/`);
    expect(await firstFrame(page)).toEqual({
      theme: "dark",
      variant: null,
      background: rgb(site.themes.default!.dark!.background),
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("follows the system scheme from the first frame when nothing is saved", async () => {
    const { context, page, go } = await visitor({ colorScheme: "dark" });
    await page.addInitScript(FIRST_FRAME);
    await go(`/en/about/`);
    expect(await firstFrame(page)).toMatchObject({
      theme: "dark",
      background: rgb(site.themes.default!.dark!.background),
    });
    await context.close();
  });

  it("saves a choice on /theme that the next page paints with from the start", async () => {
    const { context, page, go } = await visitor({ colorScheme: "dark" });
    await go(`/en/theme/`);
    await page.check(`form[data-theme-chooser] input[value="${runtime.theme.light}"]`);
    await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute("data-theme"))).toBe("light");
    await page.addInitScript(FIRST_FRAME);
    await go(`/en/about/`);
    expect(await firstFrame(page)).toMatchObject({
      theme: "light",
      background: rgb(site.themes.default!.light!.background),
    });
    await context.close();
  });

  it("shows the subscription banner variant for ?exp_subscriptionpromo=banner, and only then", async () => {
    const { context, page, go } = await visitor();
    const banner = page.locator('[data-exp-show="subscriptionpromo:banner"]');
    await go(`/en/`);
    await expect.poll(() => banner.isVisible()).toBe(false);
    await go(`/en/?exp_subscriptionpromo=banner`);
    expect(await page.evaluate(() => document.documentElement.getAttribute("data-exp-subscriptionpromo"))).toBe(
      "banner",
    );
    expect(await banner.isVisible()).toBe(true);
    expect(await page.locator('[data-exp-show="subscriptionpromo:tagline"]').isVisible()).toBe(false);
    await context.close();
  });

  it("ignores a hostile origin parameter: never in the DOM, never stored", async () => {
    const { context, page, go, beacons } = await visitor();
    const hostile = `<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">`;
    await go(`/en/?origin=${encodeURIComponent(hostile)}`);
    await waitForBeacon(beacons, PAGE_PIXELS.view);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.content()).not.toContain("__pwned");
    expect(await page.evaluate((key) => sessionStorage.getItem(key), runtime.storageKeys.origin)).toBeNull();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), runtime.storageKeys.builtOrigin)).toBe(
      "funnel_marketing_website",
    );
    expect(beacons().some((url) => url.href.includes("pwned"))).toBe(false);
    await context.close();
  });

  it("sends the page-view pixel with random number, page, browser, device, locale and platform", async () => {
    const { context, go, beacons } = await visitor();
    await go(`/en/about/`);
    const view = await waitForBeacon(beacons, PAGE_PIXELS.view);
    expect(Object.fromEntries(view.searchParams)).toMatchObject({
      page: "about",
      browser: "chrome",
      device: "desktop",
      locale: "en",
      platform: "linux",
    });
    expect(view.searchParams.get("r")).toMatch(/^\d+$/);
    await context.close();
  });

  it("sends one static.webvitals beacon with metric values, ratings and the pathname when the page is hidden", async () => {
    const { context, page, go, beacons } = await visitor();
    await go(`/en/about/`);
    await page.waitForFunction(() => performance.getEntriesByType("paint").length > 0);
    await waitForBeacon(beacons, PAGE_PIXELS.view);
    await leave(page);
    const vitals = await waitForBeacon(beacons, runtime.webVitals.event);
    const fields = Object.fromEntries(vitals.searchParams);
    expect(fields.pathname).toBe("/en/about/");
    for (const metric of ["fcp", "ttfb", "lcp", "cls"]) {
      expect(Number.isFinite(Number(fields[metric])), `${metric} in ${vitals.search}`).toBe(true);
      expect(["good", "needs-improvement", "poor"]).toContain(fields[`${metric}_rating`]);
    }
    expect(beaconsNamed(beacons, runtime.webVitals.event)).toHaveLength(1);
    await context.close();
  });

  /** Issue 21, item 8: web-vitals 5 has no FID (browsers retired it for INP); the page reports INP with its §9 thresholds. */
  it("reports INP with its rating once the visitor interacted, and no FID", async () => {
    const { context, page, go, beacons } = await visitor();
    await go(`/en/about/`);
    await page.waitForFunction(() => performance.getEntriesByType("paint").length > 0);
    await waitForBeacon(beacons, PAGE_PIXELS.view);
    await page.locator("h1").first().click();
    await page.keyboard.press("Tab");
    // Chromium records the interaction a frame or more later; leaving before then (under load) hides
    // the page with no interaction to report.
    await page.waitForFunction(() => performance.getEntriesByType("first-input").length > 0);
    // web-vitals reads the entry from its observer, in a task after the entry exists, and works it
    // into INP when the page is idle: a visitor reads for longer than that, a test under load may not.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(undefined), { timeout: 2000 })));
    await leave(page);
    const fields = Object.fromEntries((await waitForBeacon(beacons, runtime.webVitals.event)).searchParams);
    expect(Number.isFinite(Number(fields.inp)), JSON.stringify(fields)).toBe(true);
    const { good, poor } = runtime.webVitals.thresholds.INP;
    const expected = Number(fields.inp) <= good ? "good" : Number(fields.inp) > poor ? "poor" : "needs-improvement";
    expect(fields.inp_rating).toBe(expected);
    expect(fields).not.toHaveProperty("fid");
    await context.close();
  });

  /**
   * Issue 21, item 3: a carried event's names went unencoded into the beacon path, and the event
   * was sent again on every reload (SPEC §2 value rule, §4 "sent once").
   */
  it("sends a usage event carried in the URL once, takes it out of the address bar, and never a hostile one", async () => {
    const { context, page, go, beacons } = await visitor();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    const search = runtime.usageEvents.events.searchFromHomepage!;
    const name = `wide_event_${search.context}_${search.feature}`;
    await go(
      `/en/about/?we_context_name=${search.context}&we_feature_name=${search.feature}&we_started_at=${Date.now() - 1500}&we_sample_rate=0`,
    );
    const event = await waitForBeacon(beacons, name);
    expect(event.searchParams.get(`${runtime.usageEvents.queryPrefix}status`)).toBe("SUCCESS");
    expect(Number(event.searchParams.get(`${runtime.usageEvents.queryPrefix}duration_ms`))).toBeLessThan(
      runtime.timing.usageEventTimeoutMs,
    );
    // The browser reports the address the page replaced a moment after the beacon may have left.
    await expect.poll(() => new URL(page.url()).search).not.toContain("we_");
    await page.reload();
    await expect.poll(() => beaconsNamed(beacons, PAGE_PIXELS.view).length).toBe(2);
    await page.goBack().catch(() => null);
    expect(beaconsNamed(beacons, name)).toHaveLength(1);

    await go(`/en/about/?we_context_name=a%2F..%2F..%2Fevil&we_feature_name=%3Cx%3E&we_started_at=${Date.now() - 10}`);
    await expect.poll(() => beaconsNamed(beacons, PAGE_PIXELS.view).length).toBe(3);
    // Only the page itself was asked for with those values in its address; no beacon carried them.
    expect(
      requested.filter((url) => /evil|<x>|%3Cx/i.test(url) && !new URL(url).pathname.startsWith("/en/about/")),
    ).toEqual([]);
    expect(beacons().some((url) => url.pathname.includes("wide_event_a"))).toBe(false);
    await context.close();
  });

  it("sends the bounce pixel when the page is hidden without interaction", async () => {
    const { context, page, go, beacons } = await visitor();
    await go(`/en/about/`);
    await waitForBeacon(beacons, PAGE_PIXELS.view);
    await leave(page);
    await waitForBeacon(beacons, PAGE_PIXELS.bounce);
    await context.close();
  });

  it("does not send the bounce pixel after the visitor interacted", async () => {
    const { context, page, go, beacons } = await visitor();
    await go(`/en/about/`);
    await waitForBeacon(beacons, PAGE_PIXELS.view);
    await page.locator("h1").first().click();
    await leave(page);
    await waitForBeacon(beacons, runtime.webVitals.event);
    expect(beaconsNamed(beacons, PAGE_PIXELS.bounce)).toHaveLength(0);
    await context.close();
  });

  it("carries the public algorithm's install cohort in the store links, whatever the visitor's time zone", async () => {
    const context = await browser.newContext({ timezoneId: "Asia/Tokyo" });
    const page = await context.newPage();
    // 2024-11-04 04:30 UTC is still Sunday in New York (EST since the day before): cohort v454-5.
    await page.clock.setFixedTime(new Date("2024-11-04T04:30:00Z"));
    await page.goto(`${base}/en/app/?va=b`);
    const link = page.locator("a[data-install-link]").first();
    await expect
      .poll(async () => new URL((await link.getAttribute("href")) ?? "", base).searchParams.get("atb"))
      .toBe("v454-5");
    expect(new URL((await link.getAttribute("href"))!, base).searchParams.get("va")).toBe("b");
    await context.close();
  });

  it("fetches the suggestions code only when the visitor focuses the search box", async () => {
    const manifest = JSON.parse(await readFile(join(siteDir, "dist/manifest.json"), "utf8")) as {
      pages: { url: string; lazyAssets: string[] }[];
    };
    const lazy = manifest.pages.find((page) => page.url === "/en/")!.lazyAssets;
    const { context, page, go } = await visitor();
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname.slice(1)));
    await go(`/en/`);
    await page.waitForLoadState("networkidle");
    // The home page fetches the features of its own hooks (page-features) at once; the suggestions
    // are code it has not fetched until the visitor focuses the search box.
    const atOnce = fetched.filter((file) => lazy.includes(file));
    expect(atOnce.length).toBeLessThan(lazy.length);
    await page.locator("input[data-autocomplete-input]").focus();
    await expect
      .poll(() => fetched.filter((file) => lazy.includes(file) && !atOnce.includes(file)).length)
      .toBeGreaterThan(0);
    await context.close();
  });

  it("fetches none of the page features' code on a page without calls to action, banner or search form", async () => {
    const manifest = JSON.parse(await readFile(join(siteDir, "dist/manifest.json"), "utf8")) as {
      pages: { url: string; lazyAssets: string[] }[];
    };
    const lazy = manifest.pages.find((page) => page.url === "/en/about/")!.lazyAssets;
    expect(lazy.length).toBeGreaterThan(0);
    const { context, page, go, beacons } = await visitor();
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname.slice(1)));
    await go(`/en/about/`);
    await waitForBeacon(beacons, PAGE_PIXELS.view);
    await page.waitForLoadState("networkidle");
    expect(fetched.filter((file) => lazy.includes(file))).toEqual([]);
    await context.close();
  });

  it("suggests searches as the visitor types on the home page, asking with q and kl", async () => {
    const { context, page, go } = await visitor();
    const asked: URL[] = [];
    await page.route(`${base}${runtime.endpoints.autocomplete}**`, async (route) => {
      const url = new URL(route.request().url());
      asked.push(url);
      await route.fulfill({
        contentType: "application/json",
        body: JSON.stringify([{ phrase: `${url.searchParams.get("q")} news` }, { phrase: "<b>bold</b>" }]),
      });
    });
    await go(`/en/`);
    await page.locator("input[data-autocomplete-input]").pressSequentially("privacy", { delay: 20 });
    const options = page.locator("ul[data-autocomplete-list] [role=option]");
    await expect.poll(() => options.allTextContents()).toEqual(["privacy news", "<b>bold</b>"]);
    expect(await page.locator("ul[data-autocomplete-list] b").count()).toBe(0);
    expect(asked.at(-1)?.searchParams.get("kl")).toBe(runtime.autocompleteDefaultRegion);
    const input = page.locator("input[data-autocomplete-input]");
    expect(await input.getAttribute("aria-expanded")).toBe("true");
    await input.press("ArrowDown");
    expect(await input.getAttribute("aria-activedescendant")).toBe(await options.first().getAttribute("id"));
    expect(await options.first().getAttribute("aria-selected")).toBe("true");
    await input.press("Escape");
    expect(await input.getAttribute("aria-expanded")).toBe("false");
    expect(await input.inputValue()).toBe("privacy");
    await context.close();
  });
});
