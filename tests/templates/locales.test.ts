// @vitest-environment jsdom
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SiteModel } from "../../cli/config/load.js";
import { messageArguments, parseMessage } from "../../contracts/i18n/message-syntax.js";
import { fakeProps, loadCatalogue, loadRealSite, messageLocaleFor, render, ROOT, translatorFor } from "./fake-props.js";

const model: SiteModel = await loadRealSite();
const english = loadCatalogue("en");

const placeholders = (message: string) => {
  const parsed = parseMessage(message);
  return parsed.ok ? [...messageArguments(parsed.parts).keys()].sort() : [`unparsable: ${parsed.error.message}`];
};

/**
 * The languages translated in full, release notes (releases.*, issue 10) included; the others show
 * release notes in English, marked and announced, until a translator gets to them.
 */
const FULL_LOCALES = ["de", "fr", "es", "it", "nl", "pt", "pt-PT", "ja", "ru", "pl", "tr", "zh-CN"];

/**
 * What the other languages may still show in English, marked and announced: the words of the pages
 * that sell (issue 26), written in English and the full languages first. Anything else missing from
 * a catalogue is a defect.
 */
const AWAITING_TRANSLATION = /^(?:(?:pictures|showcase|proof|faq|desktop|offer|plans|compare|bangsPopular)\.|atbBanner\.phone|subscription\.screen\.offer\.|home\.features\.search\.link$)/;

/** Whether a language must have the English message `key` in its own words. */
const mustTranslate = (locale: string, key: string) =>
  locale === model.site.defaultLocale || FULL_LOCALES.includes(locale) || (!key.startsWith("releases.") && !AWAITING_TRANSLATION.test(key));

describe("locales/", () => {
  it("has one catalogue per locale of site.yaml and no other", () => {
    const files = readdirSync(join(ROOT, "locales")).filter((file) => file.endsWith(".yaml"));
    expect(files.map((file) => file.replace(/\.yaml$/, "")).sort()).toEqual(model.locales.map((locale) => locale.code).sort());
  });

  it("gives every route, and the not-found page, a title and a description in English", () => {
    for (const id of [...model.routes.map((route) => route.id), "not-found"]) {
      expect(english.get(`pages.${id}.title`), `pages.${id}.title`).toBeTruthy();
      expect(english.get(`pages.${id}.description`), `pages.${id}.description`).toBeTruthy();
    }
  });

  it("names every menu and footer link in English", () => {
    for (const link of [...model.links.menu, ...model.links.footer]) expect(english.has(link.label), link.label).toBe(true);
  });

  it("shows the spec's communication error to the browser runtime verbatim", () => {
    expect(english.get("client.communicationError")).toBe("There has been a communication error. Please try again.");
  });

  it("translates the menus and the home page title and description in every language", () => {
    const required = [...english.keys()].filter((key) => key.startsWith("nav.") || key.startsWith("pages.home."));
    for (const locale of model.locales) {
      const catalogue = loadCatalogue(locale.code);
      for (const key of required) expect(catalogue.get(key), `${locale.code}: ${key}`).toBeTruthy();
    }
  });

  it("has every English message in every language, but for what waits for translation outside the full languages", () => {
    for (const locale of model.locales) {
      const catalogue = loadCatalogue(locale.code);
      expect([...english.keys()].filter((key) => mustTranslate(locale.code, key) && !catalogue.has(key)), locale.code).toEqual([]);
    }
  });

  it("uses only keys that English has, with the same {placeholders}", () => {
    for (const locale of model.locales) {
      for (const [key, message] of loadCatalogue(locale.code)) {
        expect(english.has(key), `${locale.code}: ${key} is not an English key`).toBe(true);
        expect(placeholders(message), `${locale.code}: ${key}`).toEqual(placeholders(english.get(key)!));
      }
    }
  });
});

/** Every page whose words come from the catalogue rather than from Markdown, in every language. */
const catalogueRoutes = model.routes.filter((route) => !route.content).map((route) => route.id);

describe("translated pages", () => {
  it.each(model.locales.map((locale) => locale.code))("renders every catalogue page in %s, falling back to English only where a message waits for translation", async (locale) => {
    const { templates } = await import("../../templates/index.js");
    for (const id of catalogueRoutes) {
      const fallbacks = new Set<string>();
      const props = fakeProps(model, id, { locale, t: translatorFor(locale, fallbacks), messageLocale: messageLocaleFor(locale) });
      // Only the messages asked for matter here: rendering to a string is enough, no DOM is parsed.
      renderToStaticMarkup(createElement(templates[props.page.template]!, props));
      expect([...fallbacks].filter((key) => mustTranslate(locale, key)), `${locale} ${id}`).toEqual([]);
    }
  });
});

describe("every language", () => {
  it.each(model.locales.map((locale) => locale.code))("renders the not-found page, and has every message the runtime shows, in %s", async (locale) => {
    const { templates } = await import("../../templates/index.js");
    const fallbacks = new Set<string>();
    const props = fakeProps(model, "not-found", { locale, t: translatorFor(locale, fallbacks), messageLocale: messageLocaleFor(locale) });
    render(templates["not-found"]!, props);
    expect([...fallbacks]).toEqual([]);
    const catalogue = loadCatalogue(locale);
    for (const key of english.keys()) if (key.startsWith("client.")) expect(catalogue.get(key), key).toBeTruthy();
  });
});
