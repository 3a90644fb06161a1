import { describe, expect, it } from "vitest";
import { planCollections } from "../../../cli/build/plan/collections.js";
import type { Entry } from "../../../cli/content/entries.js";
import type { SiteModel } from "../../../cli/config/load.js";

const collection = {
  folder: "news",
  route: "/news/{slug}",
  entries: "post" as const,
  template: "post",
  listTemplate: "list",
  theme: "default",
  perPage: 3,
  tags: ["a", "b"],
  related: 3,
};
const model = {
  rootDir: "/site",
  site: { defaultLocale: "en" },
  locales: [{ code: "en", name: "English", dir: "ltr" as const }],
  routes: [],
  collections: { news: collection },
} as unknown as SiteModel;
const NOW = { now: Date.parse("2026-06-01T00:00:00Z"), preview: false };

function entries(count: number, tags: (i: number) => string[] = () => []): Map<string, Entry[]> {
  const list = Array.from(
    { length: count },
    (_, i): Entry => ({
      collection: "news",
      slug: `n${String(i).padStart(2, "0")}`,
      locale: "en",
      source: {
        file: `content/en/news/n${i}.md`,
        body: "",
        version: String(i),
        minutes: 1,
        data: {
          title: `N${i}`,
          description: "d",
          date: `2026-01-${String(i + 1).padStart(2, "0")}`,
          author: "A",
          tags: tags(i),
          draft: false,
        },
      },
    }),
  );
  return new Map([["news", list]]);
}

const lists = (count: number) =>
  planCollections(model, entries(count), new Map(), NOW).pages.filter(
    (page) => page.collection.kind === "list" && page.collection.tag === null,
  );

describe("a collection's list pages", () => {
  it("has one page, empty, for a collection without entries", () => {
    expect(
      lists(0).map((page) => [page.url, page.collection.kind === "list" && page.collection.entries.length]),
    ).toEqual([["/en/news/", 0]]);
  });

  it("has one page for exactly perPage entries, and a second with one entry for one more", () => {
    expect(lists(3).map((page) => page.url)).toEqual(["/en/news/"]);
    expect(
      lists(4).map((page) => [
        page.url,
        page.collection.kind === "list" && page.collection.entries.map((entry) => entry.slug),
      ]),
    ).toEqual([
      ["/en/news/", ["n03", "n02", "n01"]],
      ["/en/news/page/2/", ["n00"]],
    ]);
  });

  it("writes tag pages only for tags in use, and relates entries by shared tags, the nearest in time first", () => {
    const plan = planCollections(
      model,
      entries(5, (i) => (i === 4 ? ["a", "b"] : ["b"])),
      new Map(),
      NOW,
    );
    expect(
      plan.pages
        .filter((page) => page.collection.kind === "list" && page.collection.tag !== null)
        .map((page) => page.url),
    ).toEqual(["/en/news/tags/a/", "/en/news/tags/b/", "/en/news/tags/b/page/2/"]);
    expect(plan.pages.find((page) => page.url === "/en/news/tags/b/page/2/")!.collection).toMatchObject({
      page: 2,
      entries: [{ slug: "n01" }, { slug: "n00" }],
    });
    const newest = plan.pages.find((page) => page.url === "/en/news/n04/")!;
    expect(newest.collection.kind === "entry" && newest.collection.related.map((entry) => entry.slug)).toEqual([
      "n03",
      "n02",
      "n01",
    ]);
  });
});

describe("a collection partly translated", () => {
  const multilingual = {
    ...model,
    locales: [
      { code: "en", name: "English", dir: "ltr" as const },
      { code: "de", name: "Deutsch", dir: "ltr" as const },
      { code: "sv", name: "Svenska", dir: "ltr" as const },
    ],
    collections: { news: { ...collection, feed: { limit: 10 } } },
  } as unknown as SiteModel;
  // Five English entries, every other one tagged "a"; the two newest also written in German.
  const english = entries(5, (i) => (i % 2 === 0 ? ["a"] : ["b"])).get("news")!;
  const german = english.slice(3).map((entry) => ({
    ...entry,
    locale: "de",
    source: { ...entry.source, file: `content/de/news/${entry.slug}.md` },
  }));
  const plan = planCollections(multilingual, new Map([["news", [...english, ...german]]]), new Map(), NOW);
  const list = (url: string) => {
    const view = plan.pages.find((page) => page.url === url)?.collection;
    return view?.kind === "list" ? view : null;
  };

  it("lists in a language with translations only the entries written in it, and says how many more the English list has", () => {
    expect(list("/de/news/")!.entries.map((entry) => [entry.slug, entry.locale])).toEqual([
      ["n04", "de"],
      ["n03", "de"],
    ]);
    expect(list("/de/news/")!.elsewhere).toEqual({ url: "/en/news/", locale: "en", count: 3 });
    // n04 is tagged "a" and translated; n02 and n00 are not.
    expect(list("/de/news/tags/a/")!.elsewhere).toEqual({ url: "/en/news/tags/a/", locale: "en", count: 2 });
    expect(list("/en/news/")!.elsewhere).toBeNull();
  });

  it("lists in a language with no translation the English entries, marked English, with nothing said missing", () => {
    expect(list("/sv/news/")!.entries.map((entry) => [entry.slug, entry.locale])).toEqual([
      ["n04", "en"],
      ["n03", "en"],
      ["n02", "en"],
    ]);
    expect(list("/sv/news/")!.elsewhere).toBeNull();
  });

  it("gives a translated entry neighbours and feed items in its own language only", () => {
    const newest = plan.pages.find((page) => page.url === "/de/news/n04/")!.collection;
    expect(newest.kind === "entry" && newest.older?.url).toBe("/de/news/n03/");
    const feed = plan.feeds.find((item) => item.locale.code === "de" && item.format === "rss")!;
    expect(feed.items.map((item) => item.summary.url)).toEqual(["/de/news/n04/", "/de/news/n03/"]);
  });
});
