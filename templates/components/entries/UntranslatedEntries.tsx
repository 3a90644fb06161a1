import type { CollectionListView } from "../../../contracts/collections.js";
import type { PageProps } from "../../../contracts/page-props.js";

/**
 * Under a list that leaves out entries not translated into its language: how many more the
 * English list has, linking there. The words are the page's language; the page it leads to is not.
 */
export function UntranslatedEntries({ view, t }: { view: CollectionListView; t: PageProps["t"] }) {
  if (!view.elsewhere) return null;
  return (
    <p className="entries-elsewhere">
      <a href={view.elsewhere.url} hrefLang={view.elsewhere.locale}>
        {t("entries.onlyInEnglish", { count: view.elsewhere.count })}
      </a>
    </p>
  );
}
