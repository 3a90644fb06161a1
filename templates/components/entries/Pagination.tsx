import type { CollectionListView } from "../../../contracts/collections.js";
import type { PageProps } from "../../../contracts/page-props.js";

/** Links to every page of a list, the current one marked; nothing for a list of one page. */
export function Pagination({ view, t }: { view: CollectionListView; t: PageProps["t"] }) {
  if (view.pages.length < 2) return null;
  const previous = view.pages[view.page - 2];
  const next = view.pages[view.page];
  return (
    <nav className="pagination" aria-label={t("entries.pages")}>
      {previous ? (
        <a className="pagination__step" href={previous} rel="prev">
          {t("entries.newer")}
        </a>
      ) : null}
      <ol>
        {view.pages.map((url, index) => (
          <li key={url}>
            <a href={url} aria-current={index + 1 === view.page ? "page" : undefined}>
              {index + 1}
            </a>
          </li>
        ))}
      </ol>
      {next ? (
        <a className="pagination__step" href={next} rel="next">
          {t("entries.older")}
        </a>
      ) : null}
    </nav>
  );
}
