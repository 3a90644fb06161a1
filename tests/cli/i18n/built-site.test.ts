import { mkdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../../cli/build/build.js";
import { loadSite } from "../../../cli/config/load.js";
import { startStaticServer } from "../../../cli/dev/static-server.js";
import { readBuiltPages } from "../../../cli/i18n/built-pages.js";
import { completeness, markdownTable, type BuiltPage } from "../../../cli/i18n/completeness.js";
import { readmeTable } from "../../../cli/i18n/readme.js";
import { loadSnapshot } from "../../../cli/i18n/snapshot.js";
import { launchChromium } from "../../helpers/browser.js";
import { REPO_ROOT } from "../../helpers/fixture-site.js";

/**
 * The real site, built once, as visitors get it: what README says about it, how it marks text in
 * another language, and how the scripts that need other fonts and directions look in Chromium.
 */
const OUT = join(REPO_ROOT, ".site-cache/i18n-test/dist");
const SHOTS = join(REPO_ROOT, ".site-cache/i18n-screenshots");
let pages: BuiltPage[];

beforeAll(async () => {
  const built = await buildSite({ rootDir: REPO_ROOT, outDir: OUT, environment: "production" });
  if (!built.ok) throw new Error(JSON.stringify(built.errors, null, 2));
  pages = (await readBuiltPages(OUT))!;
}, 240_000);

afterAll(() => rm(join(REPO_ROOT, ".site-cache/i18n-test"), { recursive: true, force: true }));

describe("the built site in its 37 languages", () => {
  it("has README's completeness table as the build measures it (run `npm run build && npx site i18n status --write-readme` after translating)", async () => {
    const model = await loadSite(REPO_ROOT);
    if (!model.ok) throw new Error("site.yaml must load");
    const expected = markdownTable(completeness((await loadSnapshot(model.value)).snapshot, pages));
    expect(readmeTable(await readFile(join(REPO_ROOT, "README.md"), "utf8"))).toBe(expected);
  });

  it("marks every text in the default language inside another language's page with lang and dir, and says it is not translated yet", () => {
    for (const page of pages.filter((candidate) => candidate.locale !== "en")) {
      // The language switcher names each language in itself, with a direction where it differs from
      // the page's (tests/templates/page-assertions.ts): its "English" is no text in the default language.
      const body = page.html.slice(page.html.indexOf("<body")).replace(/<nav class="language-switcher"[\s\S]*?<\/nav>/, "");
      const marked = [...body.matchAll(/<(\w+)([^>]*)\slang="en"([^>]*)>/g)];
      for (const [element] of marked) expect(element, page.url).toMatch(/\sdir="ltr"/);
      // A message shown in English is a bare <span lang dir>; data written in English on purpose
      // (a job title, a site name) is marked too, but is no untranslated text to announce.
      const fallbackMessages = marked.filter(([element, tag]) => tag === "span" && !/\sclass=/.test(element));
      if (fallbackMessages.length) expect(body, page.url).toMatch(/<main[^>]*><p class="fallback-notice" role="note">/);
    }
  });
});

describe("pages in right-to-left, CJK, Cyrillic and Devanagari scripts in Chromium", () => {
  let browser: Browser;
  let site: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    site = await startStaticServer({ dir: OUT, port: 0 });
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it.each(["ar", "he", "ja", "zh-CN", "ru", "hi"])("renders %s without sideways scrolling at 390 px, screenshots in .site-cache/i18n-screenshots", async (locale) => {
    for (const [route, width] of [["", 390], ["pro/", 390], ["about/", 1280]] as const) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${site.url}/${locale}/${route}`);
      const name = `${locale}-${route.replace(/\/$/, "") || "home"}-${width}.png`;
      await page.screenshot({ path: join(SHOTS, name), fullPage: true });
      const { scroll, viewport, dir } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth, dir: document.documentElement.dir }));
      expect(scroll, `${name}: page wider than the screen`).toBeLessThanOrEqual(viewport);
      expect(dir).toBe(["ar", "he"].includes(locale) ? "rtl" : "ltr");
      await page.close();
    }
    console.log(`screenshots of ${locale}: ${SHOTS}`);
  });
});
