import type { EntrySummary } from "../../../contracts/collections.js";
import type { PageProps } from "../../../contracts/page-props.js";
import { dateFormat } from "../../format.js";

/** An entry's date in the page's language: a day is that day wherever the reader is. */
function formatEntryDate(date: string, locale: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date);
  return dateFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(day ? `${date}T00:00:00Z` : date));
}

/**
 * When an entry was published (and updated), who wrote it or where it was released, how long it
 * takes to read. `brief`, in lists: when and how long only.
 */
export function EntryMeta({ entry, t, locale, brief = false }: { entry: EntrySummary; t: PageProps["t"]; locale: string; brief?: boolean }) {
  const parts = brief ? [] : [entry.location && t("entries.dateline", { location: entry.location, date: formatEntryDate(entry.date, locale) }), entry.author && t("entries.by", { author: entry.author })].filter(Boolean);
  return (
    <p className="entry-meta">
      {(brief || !entry.location) && <time dateTime={entry.date}>{formatEntryDate(entry.date, locale)}</time>}
      {parts.map((part) => (
        <span key={part as string}>{part}</span>
      ))}
      {entry.updated && !brief && <span>{t("entries.updated", { date: formatEntryDate(entry.updated, locale) })}</span>}
      <span>{t("entries.readingTime", { minutes: entry.readingMinutes })}</span>
      {entry.status !== "published" && <strong className="entry-meta__status">{entry.status === "draft" ? t("entries.draft") : t("entries.scheduled", { date: formatEntryDate(entry.date, locale) })}</strong>}
    </p>
  );
}
