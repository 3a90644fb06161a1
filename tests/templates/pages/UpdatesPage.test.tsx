// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { latestByPlatform, UpdatesPage } from "../../../templates/pages/UpdatesPage.js";
import {
  fakeProps,
  loadCatalogue,
  loadRealSite,
  messageLocaleFor,
  render,
  strictTranslate,
  text,
  translatorFor,
} from "../fake-props.js";

let model: SiteModel;
beforeAll(async () => {
  model = await loadRealSite();
});

const english = loadCatalogue("en");
const inLocale = (locale: string) => ({
  locale,
  t: translatorFor(locale, new Set()),
  messageLocale: messageLocaleFor(locale),
});

describe("UpdatesPage", () => {
  it("shows each platform's newest releases, as many as the feed limit, newest first, in the words of the catalogue", () => {
    const notes = model.releaseNotes!;
    const { document } = render(UpdatesPage, fakeProps(model, "updates"));
    for (const platform of notes.platforms) {
      const section = document.getElementById(`updates-${platform}`);
      const shown = [...section!.querySelectorAll(".release h3")].map((heading) => text(heading));
      const expected = notes.items
        .filter((item) => item.platform === platform)
        .slice(0, notes.feedLimit)
        .map((item) => english.get(`releases.${item.id}.title`));
      expect(shown, platform).toEqual(expected);
      const dates = [...section!.querySelectorAll("time")].map((time) => time.getAttribute("datetime")!);
      expect([...dates].sort().reverse(), `${platform} newest first`).toEqual(dates);
    }
  });

  it("lists every change of a release, in order", () => {
    const first = model.releaseNotes!.items[0]!;
    const { document } = render(UpdatesPage, fakeProps(model, "updates"));
    const release = document.querySelector(`time[datetime="${first.date_published}"]`)!.closest(".release")!;
    const changes = [...english.keys()]
      .filter((key) => key.startsWith(`releases.${first.id}.changes.`))
      .map((key) => english.get(key));
    expect(changes.length).toBeGreaterThan(1);
    expect([...release.querySelectorAll(".release__changes li")].map((item) => text(item))).toEqual(changes);
  });

  it("follows the feed limit in config/release-notes.yaml without printing it", () => {
    const props = fakeProps(model, "updates", {
      site: (site) => ({ ...site, releaseNotes: { ...site.releaseNotes!, feedLimit: 1 } }),
    });
    const { document } = render(UpdatesPage, props);
    for (const platform of model.releaseNotes!.platforms)
      expect(document.querySelectorAll(`#updates-${platform} .release`), platform).toHaveLength(1);
    const shown = text(document.body);
    expect(shown).not.toMatch(/\b1 most recent|at most/);
    expect(render(UpdatesPage, fakeProps(model, "updates")).html).not.toContain(
      `(at most ${model.releaseNotes!.feedLimit})`,
    );
  });

  it("dates each release in the page's language", () => {
    const first = model.releaseNotes!.items[0]!;
    const german = render(UpdatesPage, fakeProps(model, "updates", { locale: "de" })).document;
    const time = german.querySelector(`time[datetime="${first.date_published}"]`);
    expect(text(time)).toMatch(/\d+\. \p{L}+ \d{4}/u);
  });

  it("shows release notes translated in German, unmarked, without a notice", () => {
    const { document } = render(UpdatesPage, fakeProps(model, "updates", inLocale("de")));
    const german = loadCatalogue("de");
    const first = model.releaseNotes!.items[0]!;
    expect(text(document.querySelector(`#updates-${first.platform} .release h3`))).toBe(
      german.get(`releases.${first.id}.title`),
    );
    expect(document.querySelector(".releases [lang]")).toBeNull();
    expect(document.querySelector(".fallback-notice")).toBeNull();
  });

  it("marks release notes waiting for their translation as English, under one notice in the visitor's language", () => {
    const swedish = messageLocaleFor("sv");
    const { document } = render(
      UpdatesPage,
      fakeProps(model, "updates", {
        ...inLocale("sv"),
        messageLocale: (key) => (key.startsWith("releases.") ? (english.has(key) ? "en" : null) : swedish(key)),
      }),
    );
    const releases = [...document.querySelectorAll(".release")];
    expect(releases.length).toBeGreaterThan(0);
    for (const release of releases) {
      const words = release.querySelector("h3")!.parentElement!;
      expect([words.getAttribute("lang"), words.getAttribute("dir")]).toEqual(["en", "ltr"]);
      expect(release.querySelector(".release__meta")!.closest("[lang]")).toBeNull();
    }
    const notices = [...document.querySelectorAll(".fallback-notice")];
    expect(notices.map((notice) => text(notice))).toEqual([loadCatalogue("sv").get("fallback.content")]);
  });

  it("announces a release still in English above it when the others are translated", () => {
    const notes = model.releaseNotes!;
    const late = notes.items[0]!;
    const messageLocale = (key: string) =>
      !english.has(key) ? null : key.startsWith("releases.") && !key.startsWith(`releases.${late.id}.`) ? "de" : "en";
    const t = (key: string, vars?: Record<string, string | number>) =>
      key.startsWith("releases.") && !key.startsWith(`releases.${late.id}.`) ? `de:${key}` : strictTranslate(key, vars);
    const { document } = render(UpdatesPage, fakeProps(model, "updates", { locale: "de", t, messageLocale }));
    const notices = [...document.querySelectorAll(".fallback-notice")];
    expect(notices).toHaveLength(1);
    expect(notices[0]!.closest(".release")?.querySelector("time")?.getAttribute("datetime")).toBe(late.date_published);
    expect(document.querySelectorAll('.release [lang="en"]')).toHaveLength(1);
  });

  it("keeps the feed's order and limit per platform", () => {
    const items = [
      { id: "a-3", platform: "a", date_published: "2026-03-01" },
      { id: "b-2", platform: "b", date_published: "2026-02-01" },
      { id: "a-2", platform: "a", date_published: "2026-01-01" },
      { id: "a-1", platform: "a", date_published: "2025-12-01" },
    ].map((item) => ({ ...item, version: "1" }));
    const latest = latestByPlatform(items, ["a", "b", "c"], 2);
    expect([...latest].map(([platform, releases]) => [platform, releases.map((release) => release.id)])).toEqual([
      ["a", ["a-3", "a-2"]],
      ["b", ["b-2"]],
      ["c", []],
    ]);
  });
});
