import { collectionKey, type CollectionListView } from "../../../contracts/collections.js";
import type { PageProps } from "../../../contracts/page-props.js";

/** The collection's tags as chips, the list of all entries first; the list shown is marked current. */
export function TagNav({ view, t }: { view: CollectionListView; t: PageProps["t"] }) {
  if (!view.tags.length) return null;
  return (
    <nav className="chips tag-nav" aria-label={t("entries.topics")}>
      <ul>
        <li>
          <a className="chip" href={view.list} aria-current={view.tag === null ? "page" : undefined}>
            {t("entries.all")}
          </a>
        </li>
        {view.tags.map((tag) => (
          <li key={tag.tag}>
            <a className="chip" href={tag.url} aria-current={view.tag === tag.tag ? "page" : undefined}>
              {t(collectionKey(view.collection, `tags.${tag.tag}`))}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
