// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bangMatches, bindBangFilter, parseBangQuery } from "../../../runtime/core/bang-filter.js";
import { BangsPage } from "../../../templates/pages/BangsPage.js";
import type { SiteModel } from "../../../cli/config/load.js";
import { fakeProps, loadRealSite, translatorFor } from "../../templates/fake-props.js";

let model: SiteModel;
beforeAll(async () => {
  model = await loadRealSite();
});

describe("bang queries", () => {
  it("reads a leading ! as a shortcut being typed", () => {
    expect(parseBangQuery("  !GH ")).toEqual({ text: "gh", trigger: true });
    expect(parseBangQuery("Maps")).toEqual({ text: "maps", trigger: false });
  });

  it("matches the start of shortcuts for !queries, anything shown otherwise", () => {
    const github = { trigger: "gh", words: "!gh github github.com" };
    expect(bangMatches(parseBangQuery("!g"), github, "developer tools")).toBe(true);
    expect(bangMatches(parseBangQuery("!h"), github, "developer tools")).toBe(false);
    expect(bangMatches(parseBangQuery("hub.com"), github, "developer tools")).toBe(true);
    expect(bangMatches(parseBangQuery("developer"), github, "developer tools")).toBe(true);
    expect(bangMatches(parseBangQuery("weather"), github, "developer tools")).toBe(false);
  });
});

describe("the /bangs filter box", () => {
  let input: HTMLInputElement;
  const visible = () =>
    [...document.querySelectorAll<HTMLElement>("[data-bang-category] li")].filter(
      (item) => !item.hidden && !item.closest<HTMLElement>("[data-bang-category]")!.hidden,
    );
  const triggers = () => visible().map((item) => item.querySelector("code")!.textContent!.slice(1));
  const type = (value: string) => {
    input.value = value;
    input.dispatchEvent(new Event("input"));
  };
  const status = () => document.querySelector("[data-bang-status]")!.textContent;

  beforeEach(() => {
    document.documentElement.lang = "en";
    document.body.innerHTML = renderToStaticMarkup(createElement(BangsPage, fakeProps(model, "bangs")));
    input = document.querySelector("input[data-bang-filter]")!;
    bindBangFilter(document);
  });

  it("narrows the full list as one types, and says how many are shown", () => {
    const total = model.bangs!.items.length;
    expect(visible()).toHaveLength(total);
    type("wikipedia");
    const expected = model.bangs!.items.filter((bang) =>
      `!${bang.trigger} ${bang.site} ${bang.domain}`.toLowerCase().includes("wikipedia"),
    );
    expect(triggers()).toEqual(expected.map((bang) => bang.trigger));
    expect(status()).toBe(`Showing ${expected.length} of ${total} bangs`);
    type("");
    expect(visible()).toHaveLength(total);
    expect(status()).toBe(`${total} bangs in ${model.bangs!.categories.length} categories`);
  });

  it("finds a shortcut typed as one uses it, and a whole category by its name", () => {
    type("!gh");
    expect(triggers()).toEqual(
      model.bangs!.items.filter((bang) => bang.trigger.startsWith("gh")).map((bang) => bang.trigger),
    );
    type("Developer tools");
    expect(visible()).toHaveLength(model.bangs!.items.filter((bang) => bang.category === "code").length);
  });

  it("hides categories left empty and says when nothing matches", () => {
    const empty = document.querySelector<HTMLElement>("[data-bang-empty]")!;
    type("!w");
    const sections = [...document.querySelectorAll<HTMLElement>("[data-bang-category]")]
      .filter((section) => !section.hidden)
      .map((section) => section.id);
    expect(sections).toEqual([
      ...new Set(
        model.bangs!.items.filter((bang) => bang.trigger.startsWith("w")).map((bang) => `bangs-${bang.category}`),
      ),
    ]);
    expect(empty.hidden).toBe(true);
    type("no site is called this");
    expect(visible()).toHaveLength(0);
    expect(empty.hidden).toBe(false);
    expect(status()).toBe(`Showing 0 of ${model.bangs!.items.length} bangs`);
  });

  it("finds a site's edition by its language or country as the page names them", () => {
    document.documentElement.lang = "de";
    document.body.innerHTML = renderToStaticMarkup(
      createElement(BangsPage, fakeProps(model, "bangs", { locale: "de", t: translatorFor("de", new Set()) })),
    );
    input = document.querySelector("input[data-bang-filter]")!;
    bindBangFilter(document);
    type("deutsch");
    const found = triggers();
    expect(found).toEqual(expect.arrayContaining(["wde", "ade", "ebayde"]));
    expect(found).not.toContain("wfr");
    type("german");
    expect(triggers()).not.toContain("wde");
  });

  it("says how many are shown in the page's language, with the plural form the number takes", () => {
    const page = (locale: string) => {
      document.documentElement.lang = locale;
      document.body.innerHTML = renderToStaticMarkup(
        createElement(BangsPage, fakeProps(model, "bangs", { locale, t: translatorFor(locale, new Set()) })),
      );
      input = document.querySelector("input[data-bang-filter]")!;
      bindBangFilter(document);
    };
    const count = (query: string) =>
      model.bangs!.items.filter((bang) => bang.trigger.startsWith(query.slice(1))).length;
    const total = new Intl.NumberFormat("fr").format(model.bangs!.items.length);
    page("fr");
    expect(count("!ghc")).toBe(1);
    type("!ghc");
    expect(status()).toBe(`1 bang affiché sur ${total}`);
    type("!gh");
    expect(status()).toBe(`${count("!gh")} bangs affichés sur ${total}`);
    page("ru");
    type("!ghc");
    expect(status()).toBe(`Показан 1 бэнг из ${model.bangs!.items.length}`);
    type("!x");
    expect(status()).toBe(`Показаны ${count("!x")} бэнга из ${model.bangs!.items.length}`);
  });

  it("applies what was typed before it started, or restored on going back", () => {
    document.body.innerHTML = renderToStaticMarkup(createElement(BangsPage, fakeProps(model, "bangs")));
    document.querySelector<HTMLInputElement>("input[data-bang-filter]")!.value = "!yt";
    bindBangFilter(document);
    expect(triggers()).toEqual(
      model.bangs!.items.filter((bang) => bang.trigger.startsWith("yt")).map((bang) => bang.trigger),
    );
  });
});
