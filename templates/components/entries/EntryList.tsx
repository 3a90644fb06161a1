import type { EntrySummary } from "../../../contracts/collections.js";
import type { PageProps } from "../../../contracts/page-props.js";
import { EntryCard } from "./EntryCard.js";

/**
 * Entries as cards, newest first; a sentence when there are none. A list that opens its page (a
 * blog's) has its first card's picture on the first screen: fetched at once, the others lazily.
 */
export function EntryList({
  entries,
  page,
  t,
  headingLevel,
  opensPage = false,
}: {
  entries: readonly EntrySummary[];
  page: PageProps["page"];
  t: PageProps["t"];
  headingLevel?: 2 | 3;
  opensPage?: boolean;
}) {
  const firstWithPicture = opensPage ? entries.findIndex((entry) => entry.image) : -1;
  if (!entries.length) return <p className="entry-list__empty">{t("entries.empty")}</p>;
  return (
    <ul className="entry-list">
      {entries.map((entry, index) => (
        <EntryCard
          key={entry.slug}
          entry={entry}
          page={page}
          t={t}
          headingLevel={headingLevel}
          priority={index === firstWithPicture}
        />
      ))}
    </ul>
  );
}
