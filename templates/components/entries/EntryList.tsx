import type { EntrySummary } from "../../../contracts/collections.js";
import type { PageProps } from "../../../contracts/page-props.js";
import { EntryCard } from "./EntryCard.js";

/** Entries as cards, newest first; a sentence when there are none. */
export function EntryList({
  entries,
  page,
  t,
  headingLevel,
}: {
  entries: readonly EntrySummary[];
  page: PageProps["page"];
  t: PageProps["t"];
  headingLevel?: 2 | 3;
}) {
  if (!entries.length) return <p className="entry-list__empty">{t("entries.empty")}</p>;
  return (
    <ul className="entry-list">
      {entries.map((entry) => (
        <EntryCard key={entry.slug} entry={entry} page={page} t={t} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
