import type { Translate } from "./page-props.js";

/** An entry's file name without .md: its slug, the same in every locale that translates it. */
export const ENTRY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** When an entry's date is: a day is its midnight in UTC. */
export function entryTime(date: string): number {
  return Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date);
}

/** The list route of a collection: /blog/{slug} -> /blog. */
export function listPath(route: string): string {
  return route.slice(0, -"/{slug}".length) || "/";
}

/**
 * An entry as lists, feeds and other pages show it, in one language: the page's own, or in a
 * locale with no entries of its own the default language's (`locale` says which; its `url` then
 * leads to the default language's page, and links to it carry hreflang).
 */
export interface EntrySummary {
  collection: string;
  slug: string;
  /** The language this summary and the page it leads to are written in, and its direction. */
  locale: string;
  dir: "ltr" | "rtl";
  url: string;
  title: string;
  description: string;
  /** As written in front matter: 2026-03-14 or 2026-03-14T09:00:00+01:00. */
  date: string;
  updated: string | null;
  author: string | null;
  /** A press release's dateline. */
  location: string | null;
  tags: string[];
  /** Minutes to read the body, at least 1. */
  readingMinutes: number;
  /** A picture under images/ (<Picture src>), with what it shows ("" for a decorative one). */
  image: { src: string; alt: string } | null;
  /** Drafts and entries dated in the future are shown only by `site dev`, marked so. */
  status: "published" | "draft" | "scheduled";
}

/** Where a collection's feeds are, for one locale. */
export interface FeedLinks {
  rss: string;
  atom: string;
  json: string;
}

/** One page of a list: the collection's list, or a tag's. */
export interface CollectionListView {
  kind: "list";
  collection: string;
  /** The tag whose entries this list shows; null on the collection's own list. */
  tag: string | null;
  entries: EntrySummary[];
  /** 1-based. */
  page: number;
  /** URL of every page of this list, the first at index 0. */
  pages: string[];
  /** Every tag with entries in this locale, with its list's URL and the number of entries. */
  tags: { tag: string; url: string; count: number }[];
  feeds: FeedLinks | null;
  /** The URL of the collection's list in this locale. */
  list: string;
  /**
   * The same list in the default language, when it has entries not translated into this one (which
   * lists only its own): how many, to say so and link there. Null when nothing is left out.
   */
  elsewhere: { url: string; locale: string; count: number } | null;
  /** Locales that have this page (a list is as long as its locale's entries). */
  translations: string[];
}

export interface CollectionEntryView {
  kind: "entry";
  collection: string;
  entry: EntrySummary;
  /** The next entry back in time, and the next forward, in the same lists. */
  older: EntrySummary | null;
  newer: EntrySummary | null;
  /** Entries sharing the most tags with this one, ties to the nearest in time. */
  related: EntrySummary[];
  /** The URL of the collection's list in this locale. */
  list: string;
  /** Each tag of the entry, with its list's URL. */
  tags: { tag: string; url: string }[];
  /** Locales this entry is written in (the language switcher sends the others to their list). */
  translations: string[];
  feeds: FeedLinks | null;
}

/** What a page of a collection shows of it besides its Markdown (PageProps.collection). */
export type CollectionView = CollectionListView | CollectionEntryView;

/**
 * The message key of a collection's words. Its list is its page: its title and description are
 * pages.{name}.title and .description, like a route's; its tags' names collections.{name}.tags.{tag}.
 */
export const collectionKey = (collection: string, key: string) =>
  key === "title" || key === "description" ? `pages.${collection}.${key}` : `collections.${collection}.${key}`;

/**
 * The title and description of a list page, the same in <head> and on the page: the collection's,
 * or its tag's, and the page number past the first.
 */
export function listHeading(view: CollectionListView, t: Translate): { title: string; description: string } {
  const name = t(collectionKey(view.collection, "title"));
  const base =
    view.tag === null
      ? name
      : t("entries.tagTitle", { tag: t(collectionKey(view.collection, `tags.${view.tag}`)), collection: name });
  const title =
    view.page > 1 ? t("entries.pageTitle", { title: base, page: view.page, pages: view.pages.length }) : base;
  const description =
    view.tag === null
      ? t(collectionKey(view.collection, "description"))
      : t("entries.tagDescription", { tag: t(collectionKey(view.collection, `tags.${view.tag}`)), collection: name });
  return { title, description };
}
