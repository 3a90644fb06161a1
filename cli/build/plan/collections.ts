import {
  entryTime,
  listPath,
  type CollectionEntryView,
  type CollectionListView,
  type EntrySummary,
  type FeedLinks,
} from "../../../contracts/collections.js";
import type { Collection } from "../../../contracts/config/collections.js";
import type { Locale, Route } from "../../../contracts/config/index.js";
import { routeFile, routeUrl } from "../../../contracts/routes.js";
import type { SiteModel } from "../../config/load.js";
import type { Entries, Entry } from "../../content/entries.js";
import type { ContentIndex } from "../../content/load-content.js";
import type { MarkdownSource } from "../../content/front-matter.js";

/**
 * When the build happens, and whether it previews: `site dev` shows drafts and entries dated in
 * the future (marked so); a build leaves them out, the latter until `now` reaches their date.
 */
export interface Schedule {
  /** The build's clock, read once by the command that started it (ms since the epoch). */
  now: number;
  preview: boolean;
}

/** A page of a collection, in the plan's shape: a route made for it, and what it shows. */
interface CollectionPage {
  route: Route;
  locale: Locale;
  url: string;
  file: string;
  content: MarkdownSource | null;
  collection: CollectionListView | CollectionEntryView;
}

/** One feed file of a collection in a locale, with the entries it carries (newest first). */
export interface PlannedFeed {
  file: string;
  format: keyof FeedLinks;
  collection: string;
  locale: Locale;
  /** The list's URL in this locale. */
  list: string;
  links: FeedLinks;
  items: { summary: EntrySummary; source: MarkdownSource }[];
}

export interface CollectionsPlan {
  pages: CollectionPage[];
  feeds: PlannedFeed[];
  /** Each collection a route lists, by locale: what PageProps.entries gives its pages. */
  entries: Record<string, Record<string, EntrySummary[]>>;
}

const FEED_FILES: Record<keyof FeedLinks, string> = { rss: "rss.xml", atom: "atom.xml", json: "feed.json" };

/**
 * Every page and feed of every collection, in every locale. Pure. A locale with entries of its own
 * lists only those, and says how many more the default language's list has; a locale with none
 * lists the default language's (linking to those pages). Entry pages are written only in the
 * languages the entry is written in. Entries are newest first, ties
 * in slug order, so every build orders them alike.
 */
export function planCollections(
  model: SiteModel,
  entries: Entries,
  markdown: ContentIndex,
  schedule: Schedule,
): CollectionsPlan {
  const plan: CollectionsPlan = { pages: [], feeds: [], entries: {} };
  const listed = new Set(model.routes.flatMap((route) => route.collections ?? []));
  const directions = new Map(model.locales.map((locale) => [locale.code, locale.dir]));
  for (const [name, collection] of Object.entries(model.collections ?? {})) {
    const shown = (entries.get(name) ?? []).filter(
      (entry) => statusOf(entry, schedule) === "published" || schedule.preview,
    );
    const bySlug = new Map<string, Map<string, Entry>>();
    for (const entry of shown) bySlug.set(entry.slug, (bySlug.get(entry.slug) ?? new Map()).set(entry.locale, entry));
    if (listed.has(name)) plan.entries[name] = {};
    for (const locale of model.locales) {
      const defaultLocale = model.site.defaultLocale;
      const own = [...bySlug.values()].some((translations) => translations.has(locale.code));
      const list = merged(bySlug, own ? [locale.code] : [locale.code, defaultLocale]).map((entry) =>
        summaryOf(name, collection, entry, schedule, bySlug.get(entry.slug)!.get(defaultLocale), directions),
      );
      // Entries this locale leaves out because they are not translated into it: its lists say how
      // many, and link to the default language's list that has them.
      const untranslated = own
        ? merged(bySlug, [defaultLocale]).filter((entry) => !bySlug.get(entry.slug)!.has(locale.code))
        : [];
      const elsewhere = (path: string, tag: string | null): CollectionListView["elsewhere"] => {
        const count = untranslated.filter((entry) => tag === null || entry.source.data.tags.includes(tag)).length;
        return count ? { url: routeUrl(defaultLocale, path), locale: defaultLocale, count } : null;
      };
      const sources = new Map(list.map((summary) => [summary.slug, bySlug.get(summary.slug)!.get(summary.locale)!]));
      if (listed.has(name)) plan.entries[name]![locale.code] = list;
      const feeds = collection.feed ? feedLinks(locale.code, collection) : null;
      const intro = collection.content
        ? (markdown.get(`${locale.code}/${collection.content}`) ??
          markdown.get(`${model.site.defaultLocale}/${collection.content}`) ??
          null)
        : null;
      const tags = collection.tags.flatMap((tag) => {
        const count = list.filter((summary) => summary.tags.includes(tag)).length;
        return count ? [{ tag, url: routeUrl(locale.code, tagPath(collection, tag)), count }] : [];
      });
      plan.pages.push(
        ...listPages(name, collection, locale, list, null, listPath(collection.route), tags, feeds, intro, elsewhere),
      );
      for (const { tag } of tags)
        plan.pages.push(
          ...listPages(
            name,
            collection,
            locale,
            list.filter((summary) => summary.tags.includes(tag)),
            tag,
            tagPath(collection, tag),
            tags,
            feeds,
            null,
            elsewhere,
          ),
        );
      list.forEach((summary, index) => {
        if (summary.locale !== locale.code) return;
        const path = entryPath(collection, summary.slug);
        plan.pages.push({
          route: collectionRoute(collection, path, collection.template, `${name}/${summary.slug}`),
          locale,
          url: summary.url,
          file: routeFile(locale.code, path),
          content: sources.get(summary.slug)!.source,
          collection: {
            kind: "entry",
            collection: name,
            entry: summary,
            older: list[index + 1] ?? null,
            newer: list[index - 1] ?? null,
            related: related(summary, list, collection.related),
            list: routeUrl(locale.code, listPath(collection.route)),
            tags: summary.tags.map((tag) => ({ tag, url: routeUrl(locale.code, tagPath(collection, tag)) })),
            translations: [],
            feeds,
          },
        });
      });
      if (collection.feed && feeds) {
        const items = list
          .slice(0, collection.feed.limit)
          .map((summary) => ({ summary, source: sources.get(summary.slug)!.source }));
        for (const format of Object.keys(FEED_FILES) as (keyof FeedLinks)[]) {
          plan.feeds.push({
            file: feeds[format].slice(1),
            format,
            collection: name,
            locale,
            list: routeUrl(locale.code, listPath(collection.route)),
            links: feeds,
            items,
          });
        }
      }
    }
  }
  // Each page's other languages: where the same path is written (lists differ in length between
  // locales when an entry is written in some languages only).
  const locales = new Map<string, string[]>();
  for (const page of plan.pages)
    locales.set(page.route.path, [...(locales.get(page.route.path) ?? []), page.locale.code]);
  for (const page of plan.pages) page.collection.translations = locales.get(page.route.path)!;
  return plan;
}

/** Published, a draft, or dated after the build's clock. */
function statusOf(entry: Entry, schedule: Schedule): EntrySummary["status"] {
  if (entry.source.data.draft) return "draft";
  return entryTime(entry.source.data.date) > schedule.now ? "scheduled" : "published";
}

/** Each slug in the first of `locales` it is written in (slugs in none are left out); newest first. */
function merged(bySlug: ReadonlyMap<string, ReadonlyMap<string, Entry>>, locales: readonly string[]): Entry[] {
  const list = [...bySlug.values()].flatMap((translations) => {
    const entry = locales.map((locale) => translations.get(locale)).find((found) => found !== undefined);
    return entry ? [{ entry, time: entryTime(entry.source.data.date) }] : [];
  });
  // Slugs compared by code unit, not by locale rules: the same order on every machine.
  return list
    .sort((a, b) => b.time - a.time || (a.entry.slug < b.entry.slug ? -1 : a.entry.slug > b.entry.slug ? 1 : 0))
    .map(({ entry }) => entry);
}

/** An entry as lists show it; a translation without a picture of its own shows the default language's (`original`). */
function summaryOf(
  name: string,
  collection: Collection,
  entry: Entry,
  schedule: Schedule,
  original: Entry | undefined,
  directions: ReadonlyMap<string, "ltr" | "rtl">,
): EntrySummary {
  const data = entry.source.data;
  const image = data.image ?? original?.source.data.image;
  return {
    collection: name,
    slug: entry.slug,
    locale: entry.locale,
    dir: directions.get(entry.locale) ?? "ltr",
    url: routeUrl(entry.locale, entryPath(collection, entry.slug)),
    title: data.title,
    description: data.description,
    date: data.date,
    updated: data.updated ?? null,
    author: data.author ?? null,
    location: data.location ?? null,
    tags: [...data.tags],
    readingMinutes: entry.source.minutes,
    image: image ? { src: image.src, alt: image.alt } : null,
    status: statusOf(entry, schedule),
  };
}

/** The pages of one list (a collection's, or a tag's): perPage entries each, at least one page. */
function listPages(
  name: string,
  collection: Collection,
  locale: Locale,
  list: EntrySummary[],
  tag: string | null,
  base: string,
  tags: CollectionListView["tags"],
  feeds: FeedLinks | null,
  intro: MarkdownSource | null,
  elsewhere: (path: string, tag: string | null) => CollectionListView["elsewhere"],
): CollectionPage[] {
  const count = Math.max(1, Math.ceil(list.length / collection.perPage));
  const paths = Array.from({ length: count }, (_, index) =>
    index === 0 ? base : `${base === "/" ? "" : base}/page/${index + 1}`,
  );
  const pages = paths.map((path) => routeUrl(locale.code, path));
  return paths.map((path, index) => ({
    route: collectionRoute(collection, path, collection.listTemplate, tag === null ? name : `${name}/tags/${tag}`),
    locale,
    url: pages[index]!,
    file: routeFile(locale.code, path),
    content: index === 0 ? intro : null,
    collection: {
      kind: "list",
      collection: name,
      tag,
      entries: list.slice(index * collection.perPage, (index + 1) * collection.perPage),
      page: index + 1,
      pages,
      tags,
      feeds,
      list: routeUrl(locale.code, listPath(collection.route)),
      elsewhere: elsewhere(base, tag),
      translations: [],
    },
  }));
}

/**
 * Entries sharing the most tags with `entry`, ties to the nearest in time, then by slug: a new
 * entry changes the related entries of few others, so few pages are rendered again.
 */
function related(entry: EntrySummary, list: readonly EntrySummary[], count: number): EntrySummary[] {
  if (!count || !entry.tags.length) return [];
  const time = entryTime(entry.date);
  return list
    .filter((other) => other.slug !== entry.slug)
    .map((other) => ({
      other,
      shared: other.tags.filter((tag) => entry.tags.includes(tag)).length,
      distance: Math.abs(entryTime(other.date) - time),
    }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || a.distance - b.distance || (a.other.slug < b.other.slug ? -1 : 1))
    .slice(0, count)
    .map(({ other }) => other);
}

/** A collection page's route: what the renderer and the manifest read of every page. */
function collectionRoute(collection: Collection, path: string, template: string, id: string): Route {
  return { path, id, template, theme: collection.theme, specificPurpose: false, legal: false };
}

function entryPath(collection: Collection, slug: string): string {
  return collection.route.replace("{slug}", slug);
}

function tagPath(collection: Collection, tag: string): string {
  const list = listPath(collection.route);
  return `${list === "/" ? "" : list}/tags/${tag}`;
}

/** The URLs of a collection's feeds in a locale: beside its list. */
function feedLinks(locale: string, collection: Collection): FeedLinks {
  const list = routeUrl(locale, listPath(collection.route));
  return { rss: `${list}${FEED_FILES.rss}`, atom: `${list}${FEED_FILES.atom}`, json: `${list}${FEED_FILES.json}` };
}
