import type { FeedLinks as Feeds } from "../../../contracts/collections.js";
import type { PageProps } from "../../../contracts/page-props.js";

/** Where a feed reader can follow the collection: RSS, Atom and JSON Feed. */
export function FeedLinks({ feeds, t }: { feeds: Feeds | null; t: PageProps["t"] }) {
  if (!feeds) return null;
  return (
    <p className="feed-links">
      {t("entries.follow")}{" "}
      <a href={feeds.rss} type="application/rss+xml">
        RSS
      </a>
      {" · "}
      <a href={feeds.atom} type="application/atom+xml">
        Atom
      </a>
      {" · "}
      <a href={feeds.json} type="application/feed+json">
        JSON Feed
      </a>
    </p>
  );
}
