import { readFile, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../../cli/build/build.js";
import { loadSite } from "../../../cli/config/load.js";
import { startStaticServer } from "../../../cli/dev/static-server.js";
import { readBuiltPages } from "../../../cli/i18n/built-pages.js";
import { englishUses, parseGlossary, translationUses } from "../../../cli/i18n/glossary.js";
import { GLOSSARY_DIR } from "../../../cli/site-layout.js";
import { completeness, markdownTable, type BuiltPage } from "../../../cli/i18n/completeness.js";
import { readmeTable } from "../../../cli/i18n/readme.js";
import { loadSnapshot } from "../../../cli/i18n/snapshot.js";
import { mainSentences, mainTextRuns } from "../../../cli/i18n/page-language.js";
import { parseCatalogue } from "../../../cli/content/messages.js";
import { launchChromium } from "../../helpers/browser.js";
import { REPO_ROOT } from "../../helpers/fixture-site.js";
import { saveScreenshot, SCREENSHOTS_WANTED } from "../../helpers/screenshots.js";

/**
 * The real site, built once, as visitors get it: what README says about it, how it marks text in
 * another language, and how the scripts that need other fonts and directions look in Chromium.
 */
/**
 * `npm test` builds the site into dist/ just before the tests and names it in SITE_TEST_DIST, so
 * the 2,800 pages are built once; run alone, this file builds its own copy.
 */
const SHARED_DIST = process.env.SITE_TEST_DIST ? resolve(REPO_ROOT, process.env.SITE_TEST_DIST) : null;
const OUT = SHARED_DIST ?? join(REPO_ROOT, ".site-cache/i18n-test/dist");
const SHOTS = join(REPO_ROOT, ".site-cache/i18n-screenshots");
let pages: BuiltPage[];

beforeAll(async () => {
  if (!SHARED_DIST) {
    const built = await buildSite({ rootDir: REPO_ROOT, outDir: OUT, environment: "production" });
    if (!built.ok) throw new Error(JSON.stringify(built.errors, null, 2));
  }
  const read = await readBuiltPages(OUT);
  if (!read) throw new Error(`no built site in ${OUT}: run \`npm run build\` first`);
  pages = read;
}, 240_000);

afterAll(() => SHARED_DIST || rm(join(REPO_ROOT, ".site-cache/i18n-test"), { recursive: true, force: true }));

/**
 * The built site in Chromium for the browser tests below: one static server, one Chromium and one
 * tab they share, started by the first test that needs it. The pages are static: a tab that loaded
 * another page reads the same, and a new tab costs Chromium more than a page does.
 */
let inChromium: Promise<{ url: string; page: Page; close(): Promise<void> }> | undefined;
function builtSiteTab() {
  inChromium ??= (async () => {
    const site = await startStaticServer({ dir: OUT, port: 0 });
    const browser = await launchChromium();
    return {
      url: site.url,
      page: await browser.newPage(),
      close: async () => {
        await browser.close();
        await site.close();
      },
    };
  })();
  return inChromium;
}
afterAll(() => inChromium?.then((tab) => tab.close()));

describe("the built site in its 37 languages", () => {
  it("has README's completeness table as the build measures it (run `npm run build && npx site i18n status --write-readme` after translating)", async () => {
    const model = await loadSite(REPO_ROOT);
    if (!model.ok) throw new Error("site.yaml must load");
    const expected = markdownTable(completeness((await loadSnapshot(model.value)).snapshot, pages));
    expect(readmeTable(await readFile(join(REPO_ROOT, "README.md"), "utf8"))).toBe(expected);
    // Reading 2,765 pages' sentences: seconds alone, a minute on a machine shared with other work.
  }, 120_000);

  it("marks every text in the default language inside another language's page with lang and dir, and says it is not translated yet", () => {
    for (const page of pages.filter((candidate) => candidate.locale !== "en")) {
      // The language switcher names each language in itself, with a direction where it differs from
      // the page's (tests/templates/page-assertions.ts): its "English" is no text in the default language.
      const body = page.html
        .slice(page.html.indexOf("<body"))
        .replace(/<nav class="language-switcher"[\s\S]*?<\/nav>/, "");
      const marked = [...body.matchAll(/<(\w+)([^>]*)\slang="en"([^>]*)>/g)];
      for (const [element] of marked) expect(element, page.url).toMatch(/\sdir="ltr"/);
      // A message shown in English is a bare <span lang dir>; data written in English on purpose
      // (a job title, a site name) is marked too, but is no untranslated text to announce.
      const fallbackMessages = marked.filter(([element, tag]) => tag === "span" && !/\sclass=/.test(element));
      if (fallbackMessages.length) expect(body, page.url).toMatch(/<main[^>]*><p class="fallback-notice" role="note">/);
    }
  });
});

/**
 * The pages a visitor meets first (issue 10): home, the browser and its downloads, the
 * subscription and every screen of it, the products, the company and the newsletter. Legal texts
 * keep their own rules: /pro/privacy-terms is left out.
 */
const KEY_ROUTE =
  /^\/(?:$|app$|mac$|windows$|duckai$|dbp(?:\/|$)|identity-theft-restoration$|about$|newsletter$|donations$|subscriptions(?:\/|$)|pro(?:\/(?!privacy-terms)|$))/;

describe("key pages in every language", () => {
  it("carry their own language's text: no sentence of the English page in <main>, marked or not", () => {
    const english = new Map(
      pages
        .filter((page) => page.locale === "en")
        .map((page) => [page.route, new Set(mainSentences(page.html, "en").map((sentence) => sentence.text))]),
    );
    const keyPages = pages.filter((page) => page.locale !== "en" && KEY_ROUTE.test(page.route));
    expect(new Set(keyPages.map((page) => page.route)).size).toBeGreaterThanOrEqual(35);
    const inEnglish = keyPages.flatMap((page) =>
      mainSentences(page.html, page.locale)
        .filter((sentence) => sentence.lang === "en" || english.get(page.route)!.has(sentence.text))
        .map((sentence) => `${page.url}: ${sentence.text}`),
    );
    expect(inEnglish).toEqual([]);
  });
});

/**
 * The twelve big languages (issue 24) say each product and feature by its glossary name on the
 * pages that sell and explain them: wherever the English page uses a checked term (the Fire
 * Button, the advisor, the bangs...), the page in the language uses the glossary's form of it.
 */
const BIG_LANGUAGES = ["de", "fr", "es", "it", "nl", "pl", "pt", "pt-PT", "ru", "tr", "ja", "zh-CN"];
const GLOSSARY_ROUTES = [
  "/",
  "/app",
  "/mac",
  "/windows",
  "/pro",
  "/subscriptions",
  "/dbp",
  "/identity-theft-restoration",
  "/duckai",
  "/bangs",
];

describe("the glossary on the key pages of the twelve big languages", () => {
  it("uses the glossary's word wherever the English page uses a checked term", async () => {
    const mainText = (page: BuiltPage) =>
      mainTextRuns(page.html, page.locale)
        .map((run) => run.text)
        .join("\n");
    const pageAt = (locale: string, route: string) =>
      pages.find((page) => page.locale === locale && page.route === route);
    const missing: string[] = [];
    let checked = 0;
    for (const locale of BIG_LANGUAGES) {
      const glossary = parseGlossary(await readFile(join(REPO_ROOT, GLOSSARY_DIR, `${locale}.md`), "utf8"));
      expect(glossary.terms.length, `${locale}: checked terms in its glossary`).toBeGreaterThanOrEqual(8);
      for (const route of GLOSSARY_ROUTES) {
        const english = mainText(pageAt("en", route)!);
        const translated = mainText(pageAt(locale, route)!);
        for (const term of glossary.terms.filter((candidate) => englishUses(candidate.english, english))) {
          checked += 1;
          if (!translationUses(term, translated))
            missing.push(
              `/${locale}${route}: "${term.english}" without ${term.forms.map((form) => `«${form}»`).join(" or ")}`,
            );
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});

describe("release notes on /updates", () => {
  const englishReleaseTexts = async () => {
    const english = parseCatalogue(
      "locales/en.yaml",
      await readFile(join(REPO_ROOT, "locales/en.yaml"), "utf8"),
    ).messages;
    return Object.entries(english)
      .filter(([key]) => key.startsWith("releases."))
      .map(([, text]) => text);
  };
  const mainOf = (locale: string) => {
    const page = pages.find((candidate) => candidate.url === `/${locale}/updates/`);
    if (!page) throw new Error(`no /${locale}/updates/ in the build`);
    return mainTextRuns(page.html, locale);
  };

  // Every catalogue translates the release notes; marking a release still in English is the
  // template's job, tested with UpdatesPage.
  it("shows no English release text in the main text of /updates/ in any language", async () => {
    const english = await englishReleaseTexts();
    const locales = [...new Set(pages.map((page) => page.locale))].filter((locale) => locale !== "en");
    expect(locales.length).toBeGreaterThanOrEqual(36);
    for (const locale of locales) {
      const runs = mainOf(locale);
      expect(runs.length, locale).toBeGreaterThan(10);
      expect(
        runs.filter((run) => english.some((text) => run.text.includes(text))).map((run) => `${locale}: ${run.text}`),
      ).toEqual([]);
    }
  });
});

/**
 * Counting in the browser: the /bangs filter says how many bangs it shows, a number only the
 * browser knows, in the form the language gives that number. Each count is reached by typing a
 * shortcut's first letters, found from the site's own list.
 */
describe("plural forms chosen in the browser, in Chromium", () => {
  let queryFor: (count: number) => string;
  let total: number;
  beforeAll(async () => {
    const model = await loadSite(REPO_ROOT);
    if (!model.ok) throw new Error("site.yaml must load");
    const triggers = model.value.bangs!.items.map((bang) => bang.trigger);
    total = triggers.length;
    queryFor = (count) => {
      if (count === 0) return "!zzzz";
      const prefixes = [
        ...new Set(triggers.flatMap((trigger) => [...trigger].map((_, end) => trigger.slice(0, end + 1)))),
      ].sort((a, b) => a.length - b.length);
      const prefix = prefixes.find(
        (candidate) => triggers.filter((trigger) => trigger.startsWith(candidate)).length === count,
      );
      if (prefix === undefined) throw new Error(`no shortcut prefix matches exactly ${count} bangs`);
      return `!${prefix}`;
    };
  });

  it.each([
    [
      "ru",
      {
        1: "Показан 1 бэнг из {total}",
        3: "Показаны 3 бэнга из {total}",
        5: "Показано 5 бэнгов из {total}",
        12: "Показано 12 бэнгов из {total}",
        22: "Показаны 22 бэнга из {total}",
      },
    ],
    [
      "pl",
      {
        1: "Wyświetlono 1 skrót bang z {total}",
        3: "Wyświetlono 3 skróty bang z {total}",
        5: "Wyświetlono 5 skrótów bang z {total}",
        12: "Wyświetlono 12 skrótów bang z {total}",
        22: "Wyświetlono 22 skróty bang z {total}",
      },
    ],
    [
      "cs",
      {
        1: "Zobrazena 1 zkratka bang z {total}",
        3: "Zobrazeny 3 zkratky bang z {total}",
        5: "Zobrazeno 5 zkratek bang z {total}",
        22: "Zobrazeno 22 zkratek bang z {total}",
      },
    ],
    [
      "ar",
      {
        0: "لا يظهر أي اختصار من أصل {total}",
        1: "يظهر اختصار واحد من أصل {total}",
        2: "يظهر اختصاران من أصل {total}",
        3: "تظهر 3 اختصارات من أصل {total}",
        11: "يظهر 11 اختصارًا من أصل {total}",
      },
    ],
    ["ja", { 1: "!バング{total}個中1個を表示中", 5: "!バング{total}個中5個を表示中" }],
  ] as const)(
    "%s: the /bangs filter says how many it shows in the language's plural forms",
    async (locale, expected) => {
      const { url, page } = await builtSiteTab();
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(`${url}/${locale}/bangs/`);
      const status = page.locator("[data-bang-status]");
      for (const [count, text] of Object.entries(expected)) {
        await page.locator("input[data-bang-filter]").fill(queryFor(Number(count)));
        await expect.poll(() => status.textContent(), { timeout: 5000 }).toBe(text.replace("{total}", String(total)));
      }
      await saveScreenshot(page, { path: join(SHOTS, `${locale}-bangs-filtered-390.png`) });
    },
  );
});

describe("pages in right-to-left, CJK, Cyrillic and Devanagari scripts in Chromium", () => {
  it.each(["ar", "he", "ja", "zh-CN", "ru", "hi"])(
    "renders %s without sideways scrolling at 390 px (screenshots in .site-cache/i18n-screenshots with npm run screenshots)",
    async (locale) => {
      const { url, page } = await builtSiteTab();
      for (const [route, width] of [
        ["", 390],
        ["pro/", 390],
        ["about/", 1280],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${url}/${locale}/${route}`);
        const name = `${locale}-${route.replace(/\/$/, "") || "home"}-${width}.png`;
        await saveScreenshot(page, { path: join(SHOTS, name), fullPage: true });
        const { scroll, viewport, dir } = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
          dir: document.documentElement.dir,
        }));
        expect(scroll, `${name}: page wider than the screen`).toBeLessThanOrEqual(viewport);
        expect(dir).toBe(["ar", "he"].includes(locale) ? "rtl" : "ltr");
      }
      if (SCREENSHOTS_WANTED) console.log(`screenshots of ${locale}: ${SHOTS}`);
    },
  );
});
