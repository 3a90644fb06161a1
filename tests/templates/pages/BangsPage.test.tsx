// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { renderBrowserMessage } from "../../../contracts/i18n/message-render.js";
import { BangsPage } from "../../../templates/pages/BangsPage.js";
import { fakeProps, loadRealSite, render, strictTranslate, text, translatorFor } from "../fake-props.js";

let model: SiteModel;
beforeAll(async () => {
  model = await loadRealSite();
});

describe("BangsPage", () => {
  it("lists every bang of config/bangs.yaml under its category, in the page without JavaScript", () => {
    const { document } = render(BangsPage, fakeProps(model, "bangs"));
    const bangs = model.bangs!;
    expect(bangs.items.length, "several hundred bangs").toBeGreaterThanOrEqual(300);
    const listed = [...document.querySelectorAll("[data-bang-category] li")];
    expect(listed).toHaveLength(bangs.items.length);
    for (const bang of bangs.items.slice(0, 50)) {
      const item = listed.find((element) => text(element.querySelector("code")) === `!${bang.trigger}`);
      expect(text(item?.querySelector("span") ?? null), bang.trigger).toContain(bang.site);
      expect(item?.closest("[translate]")?.getAttribute("translate"), "a name, for translators and their tools").toBe("no");
      expect(item?.closest("[data-bang-category]")?.id).toBe(`bangs-${bang.category}`);
    }
    expect([...document.querySelectorAll("[data-bang-category] h2")].map((heading) => text(heading))).toEqual(bangs.categories.map((category) => strictTranslate(`bangs.categories.${category}`)));
  });

  it("counts the bangs and categories from the data, not from a sentence", () => {
    const { document } = render(BangsPage, fakeProps(model, "bangs"));
    expect(text(document.querySelector(".page-intro__lead"))).toMatch(new RegExp(`^${model.bangs!.items.length} shortcuts`));
    expect(text(document.querySelector("[data-bang-status]"))).toBe(`${model.bangs!.items.length} bangs in ${model.bangs!.categories.length} categories`);
    const fewer = fakeProps(model, "bangs", { site: (site) => ({ ...site, bangs: { ...site.bangs!, items: site.bangs!.items.slice(0, 3) } }) });
    const popular = { popular: [model.bangs!.items[0]!.trigger] };
    expect(text(render(BangsPage, { ...fewer, page: { ...fewer.page, data: popular } }).document.querySelector(".page-intro__lead"))).toMatch(/^3 shortcuts/);
  });

  it("gives the filter box a label, a hint and the status line it updates", () => {
    const { document } = render(BangsPage, fakeProps(model, "bangs"));
    const input = document.querySelector<HTMLInputElement>("input[data-bang-filter]");
    expect(input?.type).toBe("search");
    expect(text(document.querySelector(`label[for="${input?.id}"]`))).toBe("Find a bang");
    expect(input?.getAttribute("aria-describedby")?.split(" ").map((id) => document.getElementById(id) !== null)).toEqual([true, true]);
    // The build fills in the total; the browser fills in {shown}, choosing its plural form.
    const message = JSON.parse(input!.dataset.statusMessage!);
    expect(renderBrowserMessage(message, "en", { shown: 3 })).toBe(`Showing 3 of ${model.bangs!.items.length} bangs`);
    expect(document.querySelector("[data-bang-status]")?.getAttribute("role")).toBe("status");
    expect(document.querySelector("[data-bang-empty]")?.hasAttribute("hidden")).toBe(true);
  });

  it("names a site's edition in the page's language, the site's name itself marked as a name", () => {
    const site = (locale: string, trigger: string) => {
      const { document } = render(BangsPage, fakeProps(model, "bangs", { locale, t: translatorFor(locale, new Set()) }));
      const item = [...document.querySelectorAll("[data-bang-category] li")].find((element) => text(element.querySelector("code")) === `!${trigger}`)!;
      return item.querySelector("span")!;
    };
    expect(text(site("en", "wde"))).toBe("Wikipedia (German)");
    expect(text(site("de", "wde"))).toBe("Wikipedia (Deutsch)");
    expect(text(site("fr", "wde"))).toBe("Wikipedia (allemand)");
    expect(text(site("ja", "wde"))).toBe("Wikipedia（ドイツ語）");
    expect(text(site("de", "ade"))).toBe("Amazon (Deutschland)");
    expect(text(site("de", "gh"))).toBe("GitHub");
    const german = site("de", "wde");
    expect(german.querySelector('[translate="yes"]'), "the edition is words to translate").not.toBeNull();
    expect([...german.querySelectorAll('[translate="yes"] [translate="no"]')].map((name) => text(name))).toEqual(["Wikipedia"]);
    expect(german.closest("[lang]")).toBeNull();
  });

  it("marks shortcuts and domains as names, written left to right where the page runs right to left", () => {
    const item = (locale: string) => render(BangsPage, fakeProps(model, "bangs", { locale, t: translatorFor(locale, new Set()) })).document.querySelector("[data-bang-category] li")!;
    const arabic = item("ar");
    for (const part of [arabic.querySelector("code")!, arabic.querySelector("span:last-child")!]) {
      expect([part.closest("[translate]")?.getAttribute("translate"), part.getAttribute("dir")]).toEqual(["no", "ltr"]);
    }
    expect(item("de").querySelector("[dir]"), "a left-to-right page needs no mark").toBeNull();
  });

  it("shows the most used bangs first, in the route's order, and stops a popular bang the list does not have", () => {
    const { document } = render(BangsPage, fakeProps(model, "bangs"));
    const popular = (model.routes.find((route) => route.id === "bangs")!.data as { popular: string[] }).popular;
    const shown = [...document.querySelectorAll(".bangs-popular li code")].map((code) => text(code));
    expect(shown).toEqual(popular.map((trigger) => `!${trigger}`));
    const first = document.querySelector(".bangs-popular")!;
    expect(first.compareDocumentPosition(document.querySelector("[data-bang-category]")!) & Node.DOCUMENT_POSITION_FOLLOWING, "before the full list").toBeTruthy();
    expect(first.closest("[data-bang-category]"), "not counted by the filter").toBeNull();
    const props = fakeProps(model, "bangs");
    expect(() => render(BangsPage, { ...props, page: { ...props.page, data: { popular: ["no-such-bang"] } } })).toThrow(/!no-such-bang as popular/);
  });
});
