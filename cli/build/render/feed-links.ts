import { collectionKey, type CollectionView } from "../../../contracts/collections.js";
import type { Translate } from "../../../contracts/page-props.js";

/** The media types feed readers look for in <link rel="alternate">. */
const FEED_TYPES = { rss: "application/rss+xml", atom: "application/atom+xml", json: "application/feed+json" } as const;

const FORMAT_NAMES = { rss: "RSS", atom: "Atom", json: "JSON Feed" } as const;

/** The <head> links that let feed readers find a collection's feeds from any of its pages. */
export function feedLinkTags(view: CollectionView, t: Translate): { type: string; href: string; title: string }[] {
  if (!view.feeds) return [];
  const title = t(collectionKey(view.collection, "title"));
  return (Object.keys(FEED_TYPES) as (keyof typeof FEED_TYPES)[]).map((format) => ({ type: FEED_TYPES[format], href: view.feeds![format], title: `${title} (${FORMAT_NAMES[format]})` }));
}
