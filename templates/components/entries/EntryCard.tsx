import type { EntrySummary } from "../../../contracts/collections.js";
import type { PageProps } from "../../../contracts/page-props.js";
import { languageName } from "../../format.js";
import { Picture } from "../Picture.js";
import { EntryMeta } from "./EntryMeta.js";

/**
 * An entry in a list: its title linking to it, its summary, when and how long. One written in
 * another language than the page's (not translated yet) says which, carries that language's
 * direction as every text marked with lang does (English on an Arabic page keeps its full stops at
 * the end), and its link says where
 * it leads (hreflang), as the only links that leave the page's language outside its switcher.
 */
export function EntryCard({
  entry,
  page,
  t,
  headingLevel = 2,
  priority = false,
}: {
  entry: EntrySummary;
  page: PageProps["page"];
  t: PageProps["t"];
  headingLevel?: 2 | 3;
  /** Its picture is the first screen's (see <Picture>'s priority). */
  priority?: boolean;
}) {
  const other = entry.locale !== page.locale ? entry.locale : undefined;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="entry-card" lang={other} dir={other ? entry.dir : undefined}>
      <Heading className="entry-card__title">
        <a href={entry.url} hrefLang={other}>
          {entry.title}
        </a>
      </Heading>
      <EntryMeta entry={entry} t={t} locale={page.locale} brief />
      <p className="entry-card__summary">{entry.description}</p>
      {entry.image && (
        <Picture
          src={entry.image.src}
          alt={entry.image.alt}
          sizes="(min-width: 1100px) 24rem, (min-width: 720px) 45vw, 100vw"
          className="entry-card__picture"
          priority={priority}
        />
      )}
      {other && (
        <p className="entry-card__language" lang={page.locale} dir={entry.dir !== page.dir ? page.dir : undefined}>
          {languageName(other, page.locale)}
        </p>
      )}
    </li>
  );
}
