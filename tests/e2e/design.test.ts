import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSite, type SiteModel } from "../../cli/config/load.js";
import { startDevServer, type DevServer } from "../../cli/dev/dev-server.js";
import { startEmulator, type RunningEmulator } from "../../cli/dev/emulator/index.js";
import { NEWSLETTER_LIST_PATH } from "../../cli/dev/emulator/newsletter-calls.js";
import { newsletterNoticeId } from "../../contracts/newsletter.js";
import { launchChromium } from "../helpers/browser.js";
import { REPO_ROOT } from "../helpers/fixture-site.js";
import { writeTrimmedSite } from "../helpers/real-site.js";
import { SCREENSHOTS_WANTED } from "../helpers/screenshots.js";

/**
 * The site as visitors see it, in Chromium, from one `site dev` of the repository's site in the
 * languages whose layouts break differently (long German and Russian words, Japanese without
 * spaces, Arabic right to left): every template at three widths in both themes (full-page screenshots with `npm run screenshots`), no sideways scrolling
 * at 320 px, no layout shift, the bangs filter, and the newsletter answered through the emulator.
 */
const LOCALES = ["en", "de", "ru", "ar", "ja"] as const;
const WIDTHS = [320, 390, 1280] as const;
const SCHEMES = ["light", "dark"] as const;
type Window = { width: number; scheme: (typeof SCHEMES)[number] };
/**
 * Every width in both themes when the pictures are wanted. Without them a page is loaded to see
 * that its scripts run, which differs between a phone and a desktop but not between themes or two
 * phone widths, and the phone is every route's in every language at 320 px ("at 320 px" below):
 * here a desktop, in dark.
 */
const windowsOf = (widths: readonly number[]): Window[] =>
  SCREENSHOTS_WANTED
    ? SCHEMES.flatMap((scheme) => widths.map((width) => ({ scheme, width })))
    : [{ width: Math.max(...widths), scheme: "dark" }];
const SHOTS_DIR = join(REPO_ROOT, ".site-cache/screenshots");
/** A returning visitor who dismissed the add-to-browser banner long ago: it stays out of the screenshots. */
const BANNER_DISMISSED_DAYS_AGO = 30;

let siteDir: string;
let model: SiteModel;
let emulator: RunningEmulator | null = null;
let dev: DevServer;
let browser: Browser;
const logs: string[] = [];

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), "site-design-e2e-"));
  await writeTrimmedSite(siteDir, LOCALES);
  const loaded = await loadSite(siteDir);
  if (!loaded.ok) throw new Error(loaded.errors.map((error) => error.message).join("\n"));
  model = loaded.value;
  emulator = await startEmulator({ port: 0, model, log: (line) => logs.push(line) });
  dev = await startDevServer({
    rootDir: siteDir,
    port: 0,
    log: (line) => logs.push(line),
    emulatorUrl: () => emulator?.url ?? null,
  });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await dev?.close();
  await emulator?.close();
  if (siteDir) await rm(siteDir, { recursive: true, force: true });
});

/** A visitor's browser; errors its pages log or throw are collected. */
async function visitor(options: {
  width: number;
  scheme?: "light" | "dark";
  javaScript?: boolean;
  returning?: boolean;
  userAgent?: string;
}) {
  const context = await browser.newContext({
    viewport: { width: options.width, height: 800 },
    colorScheme: options.scheme ?? "light",
    javaScriptEnabled: options.javaScript ?? true,
    userAgent: options.userAgent,
  });
  if (options.returning) {
    await context.addInitScript(([key, at]) => localStorage.setItem(key, at), [
      model.runtime.storageKeys.bannerDismissedAt,
      String(Date.now() - BANNER_DISMISSED_DAYS_AGO * 86_400_000),
    ] as const);
  }
  const errors: string[] = [];
  const page = await context.newPage();
  page.on("pageerror", (error) => errors.push(`${new URL(page.url()).pathname}: ${error.message}`));
  return { context, page, errors };
}

const url = (locale: string, path: string) => `${dev.url}/${locale}${path === "/" ? "" : path}/`;

/** How far the page reaches past the right (or, right to left, the left) edge of the window. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Two windows at a time: Chromium draws in its own processes while this one waits. */
async function inTwoLanes<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  await Promise.all(
    [0, 1].map(async (lane) => {
      for (let index = lane; index < items.length; index += 2) await work(items[index]!);
    }),
  );
}

/**
 * A full-page JPEG (a third of the time of PNG on the long pages), after the lazy pictures below
 * the fold have loaded; only under `npm run screenshots` (tests/helpers/screenshots.ts).
 */
async function shoot(page: Page, file: string): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll("img[loading=lazy]")) image.setAttribute("loading", "eager");
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
  await page.screenshot({ path: file, fullPage: true, type: "jpeg", quality: 80 });
}

describe("every template", () => {
  it("loads without a script error on a desktop in dark (at 320, 390 and 1280 px in light and dark, with full-page screenshots, under npm run screenshots)", async () => {
    await rm(SHOTS_DIR, { recursive: true, force: true });
    await mkdir(SHOTS_DIR, { recursive: true });
    const pages = [
      // Each template's first route: /, /app, /theme, /mac, /privacy, /compare-privacy...
      ...model.routes
        .filter((route, index) => model.routes.findIndex((other) => other.template === route.template) === index)
        .map((route) => ({ name: route.template, path: url("en", route.path) })),
      { name: "not-found", path: `${dev.url}/en/no-such-page/` },
    ];
    const saved: string[] = [];
    const windows = windowsOf(WIDTHS);
    await inTwoLanes(windows, async ({ scheme, width }) => {
      const { context, page, errors } = await visitor({ width, scheme, returning: true });
      for (const { name, path } of pages) {
        await page.goto(path, { waitUntil: "load" });
        const file = join(SHOTS_DIR, `${name}-${width}-${scheme}.jpg`);
        await shoot(page, file);
        saved.push(file);
      }
      expect(errors).toEqual([]);
      await context.close();
      // The root page sends visitors to their language with a script: what it draws is its list for visitors without one.
      const root = await visitor({ width, scheme, javaScript: false });
      await root.page.goto(`${dev.url}/`, { waitUntil: "load" });
      const file = join(SHOTS_DIR, `root-${width}-${scheme}.jpg`);
      await shoot(root.page, file);
      saved.push(file);
      await root.context.close();
    });
    if (SCREENSHOTS_WANTED) console.log(`design screenshots (${saved.length}): ${SHOTS_DIR}`);
    expect(saved).toHaveLength((pages.length + 1) * windows.length);
  }, 300_000);
});

/** The pages that present and sell a product: the spec's list, the product pages and the comparisons. */
const PRODUCT_PAGES = [
  "/",
  "/app",
  "/mac",
  "/windows",
  "/pro",
  "/subscriptions",
  "/dbp",
  "/duckai",
  "/identity-theft-restoration",
  "/compare-privacy",
  "/bangs",
];
/** English, the longest words (German), a language without spaces (Japanese), and right to left (Arabic). */
const PRODUCT_LOCALES = ["en", "de", "ja", "ar"] as const;

describe("every product page", () => {
  it("loads without a script error on a desktop in dark in English, German, Japanese and Arabic (390 and 1280 px in light and dark, with full-page screenshots, under npm run screenshots)", async () => {
    const dir = join(SHOTS_DIR, "products");
    await mkdir(dir, { recursive: true });
    const windows = windowsOf([390, 1280]);
    const saved: string[] = [];
    // A window's four languages in one tab: the languages share the style sheet and the scripts,
    // which a tab of their own would parse and compile again.
    await inTwoLanes(windows, async ({ scheme, width }) => {
      const { context, page, errors } = await visitor({ width, scheme, returning: true });
      for (const locale of PRODUCT_LOCALES) {
        for (const path of PRODUCT_PAGES) {
          await page.goto(url(locale, path), { waitUntil: "load" });
          const file = join(
            dir,
            `${locale}${path === "/" ? "-home" : path.replace(/\//g, "-")}-${width}-${scheme}.jpg`,
          );
          await shoot(page, file);
          saved.push(file);
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    });
    if (SCREENSHOTS_WANTED) console.log(`product screenshots (${saved.length}): ${dir}`);
    expect(saved).toHaveLength(PRODUCT_PAGES.length * PRODUCT_LOCALES.length * windows.length);
  }, 600_000);

  it.each([390, 1280])("at %i px leaves no blank band before the footer", async (width) => {
    const { context, page } = await visitor({ width, returning: true });
    const gaps: string[] = [];
    for (const path of PRODUCT_PAGES) {
      await page.goto(url("en", path), { waitUntil: "load" });
      // From the bottom of the last thing shown in <main> to the footer's top.
      const gap = await page.evaluate(() => {
        const shown = [...document.querySelectorAll("main *")].filter(
          (element) => element.getBoundingClientRect().height > 0 && getComputedStyle(element).position !== "sticky",
        );
        const bottom = Math.max(...shown.map((element) => element.getBoundingClientRect().bottom));
        return document.querySelector("body > footer")!.getBoundingClientRect().top - bottom;
      });
      if (gap > 130) gaps.push(`${path}: ${Math.round(gap)} px`);
    }
    expect(gaps).toEqual([]);
    await context.close();
  });

  it("sets the home page's four figures two by two on a phone", async () => {
    const { context, page } = await visitor({ width: 390, returning: true });
    await page.goto(url("en", "/"), { waitUntil: "load" });
    const rows = await page
      .locator(".figures .stat-figures__item")
      .evaluateAll((items) => [...new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)))].length);
    expect(rows).toBe(2);
    await context.close();
  });

  it("offers a phone the app: the header says so, the banner too, and /app shows the stores before the installers", async () => {
    const { context, page } = await visitor({ width: 390, javaScript: false, returning: true });
    await page.goto(url("en", "/app"), { waitUntil: "load" });
    await page.getByRole("button", { name: "Menu" }).click();
    // biome-ignore lint/performance/useDomNodeTextContent: the words a visitor sees; the desktop label is there but hidden on a phone
    expect(await page.locator(".site-menu__action").innerText()).toBe("Get the app");
    const order = await page.locator(".hero-actions--installs > a").evaluateAll((links) =>
      links
        .map((link) => ({ store: link.getAttribute("data-install-link"), top: link.getBoundingClientRect().top }))
        .sort((a, b) => a.top - b.top)
        .map((link) => link.store),
    );
    expect(order.slice(0, 2).sort()).toEqual(["android", "ios"]);
    await context.close();
  });

  it("offers a desktop Firefox visitor the Firefox extension first", async () => {
    const firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
    const { context, page } = await visitor({ width: 1280, returning: true, userAgent: firefox });
    await page.goto(url("en", "/"), { waitUntil: "load" });
    await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute("data-browser"))).toBe("firefox");
    const first = await page
      .locator('[data-cta="add-to-browser"] .card__actions a')
      .evaluateAll(
        (links) =>
          links
            .map((link) => ({ store: link.getAttribute("data-install-link"), left: link.getBoundingClientRect().left }))
            .sort((a, b) => a.left - b.left)[0]?.store,
      );
    expect(first).toBe("firefox");
    await context.close();
  });
});

/**
 * The routes whose words differ in `locale`: all of them in the default language; elsewhere those
 * whose words come from the catalogue or from the language's own Markdown. A route showing the
 * default language's Markdown lays out as it does there (header and footer are on every route).
 */
function routesWithOwnWords(locale: string) {
  if (locale === model.site.defaultLocale) return model.routes;
  return model.routes.filter((route) => !route.content || existsSync(join(siteDir, "content", locale, route.content)));
}

describe("at 320 px", () => {
  it.each(LOCALES)(
    "no page scrolls sideways or throws a script error in %s, nor with its menu and language list open",
    async (locale) => {
      const { context, page, errors } = await visitor({ width: 320, returning: true });
      const overflowing: string[] = [];
      // One tab, page after page: a second tab is a second renderer that parses the same style
      // sheet and compiles the same scripts again (10% more of Chromium's CPU for this pass, and no
      // sooner done on two cores).
      for (const route of routesWithOwnWords(locale)) {
        await page.goto(url(locale, route.path), { waitUntil: "domcontentloaded" });
        // Laid out in the page's own fonts: a fallback font's wider words are gone a moment later.
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) overflowing.push(`${route.path} by ${overflow}px`);
      }
      await page.goto(url(locale, "/"), { waitUntil: "load" });
      await page.locator(".menu-button").click();
      await page.locator("footer [data-language-switcher] summary").click();
      const open = await sidewaysOverflow(page);
      if (open > 0) overflowing.push(`/ with the menus open by ${open}px`);
      expect(overflowing).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    120_000,
  );
});

describe("the add-to-browser banner", () => {
  /** Words of the banner's buttons that the browser broke across lines (as Intl.Segmenter finds words in the page's language). */
  const brokenWords = (page: Page) =>
    page.locator("[data-atb-banner] .button").evaluateAll((buttons) => {
      const broken: string[] = [];
      const segmenter = new Intl.Segmenter(document.documentElement.lang, { granularity: "word" });
      for (const button of buttons) {
        const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const word of segmenter.segment(node.textContent ?? "")) {
            if (!word.isWordLike) continue;
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word.segment.length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) broken.push(word.segment);
          }
        }
      }
      return broken;
    });

  it.each(["en", "de", "ru", "ja"])(
    "in %s on a 320 x 568 phone: whole words on its buttons, clear of the search box, and dismissible",
    async (locale) => {
      const context = await browser.newContext({ viewport: { width: 320, height: 568 } });
      const page = await context.newPage();
      await page.goto(url(locale, "/"), { waitUntil: "load" });
      const banner = page.locator("[data-atb-banner]");
      await expect.poll(() => banner.isVisible()).toBe(true);
      expect(await brokenWords(page)).toEqual([]);
      const search = (await page.locator("form[data-search-form]").boundingBox())!;
      const bar = (await banner.boundingBox())!;
      expect(bar.y, "the banner starts below the search box").toBeGreaterThanOrEqual(search.y + search.height);
      expect(bar.y + bar.height, "and inside the window").toBeLessThanOrEqual(568);
      await banner.locator("button[data-atb-banner-dismiss]").click();
      expect(await banner.isVisible()).toBe(false);
      await context.close();
    },
  );
});

describe("the phone menu", () => {
  it("opens over the page without JavaScript, and Escape closes it and gives focus back to its button", async () => {
    const { context, page } = await visitor({ width: 390, javaScript: false, returning: true });
    await page.goto(url("de", "/about"));
    const menu = page.getByRole("navigation", { name: "Hauptmenü" });
    expect(await menu.isVisible()).toBe(false);
    const main = await page.locator("main").boundingBox();
    await page.getByRole("button", { name: "Menü" }).click();
    expect(await menu.isVisible()).toBe(true);
    expect(await page.locator("main").boundingBox(), "opening it moves nothing").toEqual(main);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("nav")?.id)).toBe("site-menu");
    await page.keyboard.press("Escape");
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("menu-button");
    await context.close();
  });
});

describe("the home page's search box", () => {
  it.each(LOCALES)("shows its whole hint at 320 px in %s", async (locale) => {
    const { context, page } = await visitor({ width: 320, returning: true });
    await page.goto(url(locale, "/"), { waitUntil: "load" });
    // How much room the field leaves its placeholder after the hint's own width, in the field's font.
    const spare = await page.locator("input[data-autocomplete-input]").evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context2d = document.createElement("canvas").getContext("2d")!;
      context2d.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return (
        input.clientWidth -
        parseFloat(style.paddingLeft) -
        parseFloat(style.paddingRight) -
        context2d.measureText(input.placeholder).width
      );
    });
    expect(spare).toBeGreaterThan(0);
    await context.close();
  });
});

/**
 * Layout shifts a page makes while it loads in `page` (a visitor's tab, still blank) and its
 * runtime starts, recorded from before the first paint.
 */
async function layoutShifts(
  page: Page,
  path: string,
  {
    ready,
    origin = dev.url,
  }: {
    /** What the page shows once its scripts have done their work, waited for before reading. */
    ready?: string;
    /** Where the page comes from: site dev, or a server in front of it. */
    origin?: string;
  } = {},
): Promise<{ value: number; sources: string[] }[]> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) =>
            source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.nodeName),
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(`${origin}${path}`, { waitUntil: "load" });
  if (ready) await page.locator(ready).waitFor();
  // Shifts are reported after the frame that made them: give the runtime's work two more frames and a beat.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300)))),
  );
  return page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
}

/**
 * `site dev`'s pages sent in two parts, as a slow network or a busy phone delivers them, the first
 * ending after the first `at` that follows `after`, and a pause between them: the browser paints
 * what it has.
 */
async function arrivingInTwoParts(after: string, at: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    fetch(`${dev.url}${request.url}`)
      .then(async (answer) => {
        const type = answer.headers.get("content-type") ?? "";
        response.writeHead(answer.status, { "content-type": type });
        if (!type.startsWith("text/html")) return response.end(Buffer.from(await answer.arrayBuffer()));
        const html = await answer.text();
        const split = html.indexOf(at, html.indexOf(after)) + at.length;
        // Padded past the bytes Chromium reads before it starts parsing: the first part is parsed and painted alone.
        response.write(`${html.slice(0, split)}<!--${" ".repeat(2048)}-->`);
        setTimeout(() => response.end(html.slice(split)), 400);
      })
      // The live-reload stream stays open until site dev closes.
      .catch(() => response.destroy());
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

describe("layout shift", () => {
  const IPHONE =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
  it.each([
    // The phone's Menu button, right-aligned, with its icon and without its label.
    ["the header's Menu button", 390, 'class="menu-button"', "</svg>"],
    // The desktop menu, right-aligned, with only its first link.
    ["the header's menu", 1280, 'id="site-menu"', "</li>"],
    // The hero's text, centred on a row that grows when the picture comes.
    ["the hero's text", 1280, "page-intro--hero", "</h1>"],
  ] as const)(
    "none when the page arrives in two parts, the first ending inside %s, at %i px",
    async (_, width, after, at) => {
      const twoParts = await arrivingInTwoParts(after, at);
      const { context, page } = await visitor({ width, returning: true });
      try {
        expect(await layoutShifts(page, "/en/", { origin: twoParts.origin })).toEqual([]);
      } finally {
        await context.close();
        await twoParts.close();
      }
    },
  );

  /**
   * Once more on failure: a shift the runtime makes (the banner, the reordered calls to action)
   * shows up every time, so a second failure in a row fails the suite.
   */
  it.each([
    ["/en/", 390, IPHONE],
    ["/en/", 1280, undefined],
    ["/en/pro/", 390, IPHONE],
    ["/en/pro/", 1280, undefined],
  ] as const)(
    "%s at %i px: none, for a new visitor who gets the banner and reordered calls to action",
    { retry: 1 },
    async (path, width, userAgent) => {
      const { context, page } = await visitor({ width, userAgent });
      const shifts = await layoutShifts(page, path);
      expect(shifts).toEqual([]);
      if (path === "/en/") {
        // On the load that shifted nothing, the runtime did its work: the banner is up, and on an
        // iPhone the mobile card leads the calls to action, its App Store badge first.
        await expect.poll(() => page.locator("[data-atb-banner]").isVisible()).toBe(true);
        if (userAgent) {
          expect(await page.locator("#get-started > [data-cta]").first().getAttribute("data-cta")).toBe("mobile-apps");
          expect(await page.locator(".store-badges > [data-cta]").first().getAttribute("data-cta")).toBe("ios-app");
        }
      }
      await context.close();
    },
  );
});

describe("layout shift on the subscription screens", () => {
  // The island's room is held from the first paint (subscription.css): a visitor who is not signed
  // in gets a sign-in panel taller than the no-JavaScript notice it replaces.
  it.each([
    ["/en/pro/login/", 390],
    ["/en/subscriptions/add-email/", 390],
    ["/en/subscriptions/add-email/", 1280],
  ] as const)("%s at %i px: none as the sign-in panel replaces its fallback", { retry: 1 }, async (path, width) => {
    const { context, page } = await visitor({ width });
    expect(await layoutShifts(page, path, { ready: ".sub-island .sub-panel form" })).toEqual([]);
    await context.close();
  });
});

describe("buttons side by side", () => {
  /** Visible buttons that share a parent and a line, as heights: [one row's heights, ...]. */
  const rowsOfButtons = (page: Page) =>
    page.locator(".button").evaluateAll((buttons) => {
      const rows = new Map<string, number[]>();
      const parents: Element[] = [];
      for (const button of buttons) {
        const box = button.getBoundingClientRect();
        if (!box.height || getComputedStyle(button).visibility === "hidden" || !button.parentElement) continue;
        if (!parents.includes(button.parentElement)) parents.push(button.parentElement);
        const key = `${parents.indexOf(button.parentElement)}@${Math.round(box.top)}`;
        rows.set(key, [...(rows.get(key) ?? []), Math.round(box.height)]);
      }
      return [...rows.values()].filter((row) => row.length > 1);
    });

  it.each([800, 1280])("are one height at %i px, in German, on the pages with the most of them", async (width) => {
    const { context, page } = await visitor({ width, returning: true });
    const rows: number[][] = [];
    for (const path of ["/", "/app", "/pro", "/duckai"]) {
      await page.goto(url("de", path), { waitUntil: "load" });
      rows.push(...(await rowsOfButtons(page)));
    }
    expect(rows.length, "some buttons sit side by side").toBeGreaterThan(0);
    expect(rows.filter((row) => new Set(row).size > 1)).toEqual([]);
    await context.close();
  });

  it("are one height stacked at 320 px too, where one of them wraps (/app in German)", async () => {
    const { context, page } = await visitor({ width: 320, returning: true });
    await page.goto(url("de", "/app"), { waitUntil: "load" });
    const heights = await page
      .locator(".hero-actions--installs > a")
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().height)));
    expect(heights).toHaveLength(4);
    expect(new Set(heights).size, `heights ${heights.join(", ")}`).toBe(1);
    await context.close();
  });
});

describe("the bangs filter", () => {
  it("narrows the list as one types, and is left out without JavaScript", async () => {
    const { context, page, errors } = await visitor({ width: 390 });
    await page.goto(url("en", "/bangs"));
    const shown = () => page.locator("[data-bang-category] li:visible").count();
    const total = model.bangs!.items.length;
    expect(await shown()).toBe(total);
    await page.locator("input[data-bang-filter]").pressSequentially("!gh");
    const expected = model.bangs!.items.filter((bang) => bang.trigger.startsWith("gh")).length;
    await expect.poll(shown).toBe(expected);
    expect(await page.locator("[data-bang-status]").textContent()).toBe(`Showing ${expected} of ${total} bangs`);
    expect(errors).toEqual([]);
    await context.close();

    const off = await visitor({ width: 390, javaScript: false });
    await off.page.goto(url("en", "/bangs"));
    expect(await off.page.locator("input[data-bang-filter]").isVisible()).toBe(false);
    expect(await off.page.locator("[data-bang-category] li:visible").count()).toBe(total);
    await off.context.close();
  });
});

describe("the newsletter in site dev", () => {
  const subscribers = async () =>
    ((await (await fetch(`${emulator!.url}${NEWSLETTER_LIST_PATH}`)).json()) as { subscribers: string[] }).subscribers;

  it.each([true, false])(
    "signs up through the emulator and shows the confirmation (JavaScript %s)",
    async (javaScript) => {
      const { context, page } = await visitor({ width: 390, javaScript });
      const address = `reader-${javaScript ? "js" : "nojs"}@example.com`;
      await page.goto(url("de", "/newsletter"));
      const notice = page.locator(`#${newsletterNoticeId("subscribed")}`);
      expect(await notice.isVisible()).toBe(false);
      await page.fill("input[type=email]", address);
      await Promise.all([
        page.waitForURL(`**/de/newsletter/#${newsletterNoticeId("subscribed")}`),
        page.locator("form[data-newsletter-form] button[type=submit]").click(),
      ]);
      expect(await notice.isVisible()).toBe(true);
      expect(await page.locator(`#${newsletterNoticeId("failed")}`).isVisible()).toBe(false);
      expect(await subscribers()).toContain(address);
      await context.close();
    },
  );

  it("answers an address that is not one with the page's error notice", async () => {
    const answer = await fetch(`${dev.url}${model.runtime.endpoints.newsletter}`, {
      method: "POST",
      body: new URLSearchParams({ email: "not an address", return: "/en/newsletter/" }),
      redirect: "manual",
    });
    expect([answer.status, answer.headers.get("location")]).toEqual([
      303,
      `/en/newsletter/#${newsletterNoticeId("invalid")}`,
    ]);
    const { context, page } = await visitor({ width: 390, javaScript: false });
    await page.goto(`${dev.url}${answer.headers.get("location")}`);
    expect(await page.locator(`#${newsletterNoticeId("invalid")}`).isVisible()).toBe(true);
    await context.close();
  });

  it("shows the failure notice, not a 404, when the emulator is not running", async () => {
    const running = emulator;
    emulator = null;
    try {
      const { context, page } = await visitor({ width: 1280, javaScript: false });
      await page.goto(url("en", "/newsletter"));
      await page.fill("input[type=email]", "someone@example.com");
      await Promise.all([
        page.waitForURL(`**/en/newsletter/#${newsletterNoticeId("failed")}`),
        page.locator("form[data-newsletter-form] button[type=submit]").click(),
      ]);
      expect(await page.locator(`#${newsletterNoticeId("failed")}`).isVisible()).toBe(true);
      await context.close();
    } finally {
      emulator = running;
    }
    expect(logs.some((line) => line.includes("the emulator is not running"))).toBe(true);
  });
});
