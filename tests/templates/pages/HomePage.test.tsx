// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { applyCtaOrder, ctaOrder } from "../../../runtime/core/cta.js";
import type { EntrySummary } from "../../../contracts/collections.js";
import { HomePage } from "../../../templates/pages/HomePage.js";
import { fakeProps, loadRealSite, render, ROOT, text, translatorFor } from "../fake-props.js";

let model: SiteModel;
beforeAll(async () => {
  model = await loadRealSite();
});

describe("HomePage", () => {
  it("has a search form with the autocomplete hooks, submitting q to the site's search", () => {
    const { document } = render(HomePage, fakeProps(model, "home"));
    const form = document.querySelector("form[data-search-form]");
    expect(form?.getAttribute("action")).toBe(`${model.site.baseUrl}/`);
    expect(form?.getAttribute("method")).toBe("get");
    const input = form?.querySelector("input[data-autocomplete-input]");
    expect(input?.getAttribute("name")).toBe("q");
    expect(input?.getAttribute("autocomplete")).toBe("off");
    expect(text(document.querySelector(`label[for="${input?.id}"]`))).toBe("Search the web privately");
    const list = form?.querySelector("ul[data-autocomplete-list]");
    expect(list?.id).toBe(input?.getAttribute("aria-controls"));
    // An ARIA 1.2 combobox on a text input: the HTML standard does not allow the role on type=search.
    expect([
      input?.getAttribute("type"),
      input?.getAttribute("role"),
      input?.getAttribute("aria-expanded"),
      list?.getAttribute("role"),
    ]).toEqual(["text", "combobox", "false", "listbox"]);
    expect(input?.getAttribute("enterkeyhint")).toBe("search");
  });

  it("shows the stat figures from site.yaml and follows a change to them", () => {
    const before = text(render(HomePage, fakeProps(model, "home")).document.querySelector(".stat-figures"));
    expect(before).toContain("3 billion");
    expect(before).toContain("9 million");
    expect(before).toContain("4.8");
    expect(before).toContain("#2");

    const changed = fakeProps(model, "home", {
      site: (site) => ({ ...site, stats: { ...site.stats, monthlySearches: 4_000_000_000, averageRating: 4.9 } }),
    });
    const after = text(render(HomePage, changed).document.querySelector(".stat-figures"));
    expect(after).toContain("4 billion");
    expect(after).toContain("4.9");
    expect(after).not.toContain("3 billion");
  });

  it("formats the figures for the page's language", () => {
    const figures = text(
      render(HomePage, fakeProps(model, "home", { locale: "de" })).document.querySelector(".stat-figures"),
    );
    expect(figures).toContain("3 Milliarden");
    expect(figures).toContain("4,8");
  });

  it("writes the rank as each language writes a place in a ranking, never a pasted-on #", () => {
    const rank = (locale: string) => {
      const t = translatorFor(locale, new Set());
      const items = render(HomePage, fakeProps(model, "home", { locale, t })).document.querySelectorAll(
        ".stat-figures__item",
      );
      const item = [...items].find(
        (element) => element.querySelector("dt")?.textContent === t("stats.mobileSearchEngineRank"),
      );
      return item?.querySelector("dd")?.textContent;
    };
    expect(rank("de")).toBe("Nr.\u00a02");
    expect(rank("ja")).toBe("2位");
    expect(rank("tr")).toBe("2.");
    expect(rank("fr")).toBe("Nº\u00a02");
  });

  it("sets figures written out in a long word a size smaller, the whole row alike", () => {
    const greek = render(
      HomePage,
      fakeProps(model, "home", { locale: "el", t: translatorFor("el", new Set()) }),
    ).document.querySelector(".stat-figures");
    expect(text(greek)).toContain("δισεκατομμύρια");
    expect(greek?.classList.contains("stat-figures--long")).toBe(true);
    expect(
      render(HomePage, fakeProps(model, "home"))
        .document.querySelector(".stat-figures")
        ?.classList.contains("stat-figures--long"),
    ).toBe(false);
  });

  it("lists the calls to action in site.yaml's default order, the apps as store badges inside the mobile card", () => {
    const { document } = render(HomePage, fakeProps(model, "home"));
    const list = document.querySelector("[data-cta-list]");
    const cards = [...list!.children].map((item) => item.getAttribute("data-cta"));
    expect(cards).toEqual(["add-to-browser", "set-as-default", "download-browser", "mobile-apps"]);
    const badges = [...document.querySelectorAll('[data-cta="mobile-apps"] [data-cta-list] > a.store-badge')];
    expect(
      badges.map((badge) => [badge.getAttribute("data-cta"), badge.getAttribute("data-install-link"), text(badge)]),
    ).toEqual([
      ["ios-app", "ios", "Download on the App Store"],
      ["android-app", "android", "Get it on Google Play"],
    ]);
    const installLinks = [...document.querySelectorAll("a[data-install-link]")];
    expect(new Set(installLinks.map((link) => link.getAttribute("data-install-link")))).toEqual(
      new Set(Object.keys(model.runtime.storeLinks)),
    );
    for (const link of installLinks) {
      const store = link.getAttribute("data-install-link") as keyof typeof model.runtime.storeLinks;
      expect(link.getAttribute("href")).toBe(model.runtime.storeLinks[store]);
    }
  });

  it("gives each card one main action; the others are secondary buttons or store badges", () => {
    const { document } = render(HomePage, fakeProps(model, "home"));
    for (const card of document.querySelector("[data-cta-list]")!.children) {
      const main = [...card.querySelectorAll("a.button:not(.button--secondary)")].map((link) => text(link));
      const badges = card.querySelectorAll("a.store-badge").length;
      expect(badges > 0 ? main : main.length, card.getAttribute("data-cta")!).toEqual(badges > 0 ? [] : 1);
    }
    expect(text(document.querySelector('[data-cta="add-to-browser"] a.button:not(.button--secondary)'))).toBe(
      "Add to Chrome",
    );
  });

  it("leads with the mobile card on an iPhone, its App Store badge first, once the runtime has ordered them", () => {
    const { document } = render(HomePage, fakeProps(model, "home"));
    const order = ctaOrder({ os: "ios", browser: "safari" }, model.runtime.cta);
    for (const list of document.querySelectorAll("[data-cta-list]")) applyCtaOrder(list, order);
    expect(document.querySelector("[data-cta-list] > [data-cta]")?.getAttribute("data-cta")).toBe("mobile-apps");
    expect(
      [...document.querySelectorAll(".store-badges > [data-cta]")].map((badge) => badge.getAttribute("data-cta")),
    ).toEqual(["ios-app", "android-app"]);
    const android = ctaOrder({ os: "android", browser: "chrome" }, model.runtime.cta);
    for (const list of document.querySelectorAll("[data-cta-list]")) applyCtaOrder(list, android);
    expect(
      [...document.querySelectorAll(".store-badges > [data-cta]")].map((badge) => badge.getAttribute("data-cta")),
    ).toEqual(["android-app", "ios-app"]);
  });

  it("follows a new call-to-action order and store link in site.yaml", () => {
    const props = fakeProps(model, "home", {
      site: (site) => ({
        ...site,
        runtime: {
          ...site.runtime,
          cta: { ...site.runtime.cta, default: ["mobile-apps", "android-app", "ios-app", "add-to-browser"] },
          storeLinks: { ...site.runtime.storeLinks, ios: "https://apps.example/new" },
        },
      }),
    });
    const { document } = render(HomePage, props);
    expect([...document.querySelectorAll("[data-cta]")].map((item) => item.getAttribute("data-cta"))).toEqual([
      "mobile-apps",
      "android-app",
      "ios-app",
      "add-to-browser",
    ]);
    expect(document.querySelector('a[data-install-link="ios"]')?.getAttribute("href")).toBe("https://apps.example/new");
  });

  it("sends 'Show me how' to the per-browser instructions for making the search engine the default", () => {
    const { document } = render(HomePage, fakeProps(model, "home"));
    const howTo = document.querySelector('[data-cta="set-as-default"] a');
    expect([text(howTo), howTo?.getAttribute("href")]).toEqual(["Show me how", "/en/set-as-default/"]);
    const instructions = readFileSync(join(ROOT, "content/en/set-as-default.md"), "utf8");
    for (const browser of ["Chrome", "Firefox", "Safari", "Microsoft Edge", "Brave", "Opera"])
      expect(instructions).toMatch(new RegExp(`^## ${browser}`, "m"));
  });

  it("renders the add-to-browser banner hidden, with a dismiss button", () => {
    const { document } = render(HomePage, fakeProps(model, "home"));
    const banner = document.querySelector("[data-atb-banner]");
    expect(banner?.hasAttribute("hidden")).toBe(true);
    expect(banner?.querySelector("button[data-atb-banner-dismiss]")?.getAttribute("type")).toBe("button");
  });

  it("carries the subscriptionpromo and duckaiuninstalledhomev2 variants for the runtime to reveal", () => {
    const { document } = render(HomePage, fakeProps(model, "home"));
    const shown = [...document.querySelectorAll("[data-exp-show]")].map((element) =>
      element.getAttribute("data-exp-show"),
    );
    expect(shown).toEqual([
      "subscriptionpromo:tagline",
      "subscriptionpromo:banner",
      "duckaiuninstalledhomev2:b",
      "duckaiuninstalledhomev2:c",
    ]);
    expect(document.querySelector('[data-exp-show="subscriptionpromo:banner"] a')?.getAttribute("href")).toBe(
      "/en/pro/",
    );
    expect(document.querySelector('[data-exp-show="duckaiuninstalledhomev2:b"] a')?.getAttribute("href")).toBe(
      "/en/duckai/",
    );
  });

  it("drops a variant that site.yaml no longer declares", () => {
    const props = fakeProps(model, "home", {
      site: (site) => ({
        ...site,
        runtime: {
          ...site.runtime,
          experiments: site.runtime.experiments.filter((experiment) => experiment.name !== "subscriptionpromo"),
        },
      }),
    });
    const { document } = render(HomePage, props);
    expect(document.querySelector('[data-exp-show^="subscriptionpromo:"]')).toBeNull();
    expect(document.querySelector('[data-exp-show="duckaiuninstalledhomev2:c"]')).not.toBeNull();
  });
});

describe("HomePage's latest posts", () => {
  const entry = (slug: string, locale: string, date: string): EntrySummary => ({
    collection: "blog",
    slug,
    locale,
    dir: "ltr",
    url: `/${locale}/blog/${slug}/`,
    title: `${slug} in ${locale}`,
    description: "Summary.",
    date,
    updated: null,
    author: null,
    location: null,
    tags: [],
    readingMinutes: 1,
    image: null,
    status: "published",
  });
  const blog = [
    entry("newest", "en", "2026-11-20"),
    entry("translated", "de", "2026-11-10"),
    entry("older", "en", "2026-11-01"),
  ];

  it("shows the newest posts written in the page's language, so a key page reads wholly in it", () => {
    const { document } = render(HomePage, fakeProps(model, "home", { locale: "de", entries: () => blog }));
    const titles = [...document.querySelectorAll(".latest-entries .entry-card__title")].map(text);
    expect(titles).toEqual(["translated in de"]);
    expect(document.querySelector(".latest-entries [lang='en']")).toBeNull();
  });

  it("leaves the section out in a language with no translated post", () => {
    const { document } = render(HomePage, fakeProps(model, "home", { locale: "th", entries: () => blog }));
    expect(document.querySelector(".latest-entries")).toBeNull();
  });
});
