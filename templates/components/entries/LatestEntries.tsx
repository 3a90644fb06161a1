import { collectionKey, listPath } from "../../../contracts/collections.js";
import type { PageProps } from "../../../contracts/page-props.js";
import { EntryList } from "./EntryList.js";

/**
 * The newest entries of a collection the page's route lists (site.yaml's `collections:`), as many
 * as its feed limit: the home page's latest posts. Only entries written in the page's language:
 * the home page is a key page and reads wholly in its language (docs/spec-decisions.md), so a
 * language with no translated entry shows no section. Self-contained: a page adds it in one line.
 */
export function LatestEntries({ props, collection = "blog" }: { props: PageProps; collection?: string }) {
  const { t, page, site, href } = props;
  const config = site.collections[collection];
  const entries = props
    .entries(collection)
    .filter((entry) => entry.locale === page.locale)
    .slice(0, config?.feed?.limit ?? 3);
  if (!config || !entries.length) return null;
  const list = href(listPath(config.route));
  return (
    <section className="section latest-entries" aria-labelledby={`latest-${collection}`}>
      <h2 className="section__heading" id={`latest-${collection}`}>
        {t("entries.latest", { collection: t(collectionKey(collection, "title")) })}
      </h2>
      <EntryList entries={entries} page={page} t={t} headingLevel={3} />
      <p className="latest-entries__all">
        <a href={list}>{t("entries.allOf", { collection: t(collectionKey(collection, "title")) })}</a>
      </p>
    </section>
  );
}
