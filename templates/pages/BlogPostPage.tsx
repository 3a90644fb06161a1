import { collectionKey } from "../../contracts/collections.js";
import type { ReactNode } from "react";
import type { PageProps } from "../../contracts/page-props.js";
import { PageLayout } from "../layouts/PageLayout.js";
import { Prose } from "../components/Prose.js";
import { Picture } from "../components/Picture.js";
import { TableOfContents } from "../components/TableOfContents.js";
import { EntryList } from "../components/entries/EntryList.js";
import { EntryMeta } from "../components/entries/EntryMeta.js";

/**
 * An entry: its title, summary and byline, its text, its tags, what to read next, and the entries
 * before and after it; `children` after the text (a press release's boilerplate).
 */
export function BlogPostPage(props: PageProps & { children?: ReactNode }) {
  const { collection: view, t, page, content, site } = props;
  if (view?.kind !== "entry" || !content)
    throw new Error(`the page ${page.url} renders a collection's entry, but has none`);
  const { entry } = view;
  const neighbours = [
    view.older && { entry: view.older, label: t("entries.older"), rel: "prev" },
    view.newer && { entry: view.newer, label: t("entries.newer"), rel: "next" },
  ].filter((link) => link !== null);
  return (
    <PageLayout props={props}>
      <article className="entry">
        <header className="entry__header">
          <p className="entry__collection">
            <a href={view.list}>{t(collectionKey(view.collection, "title"))}</a>
          </p>
          <h1>{entry.title}</h1>
          <p className="entry__summary">{entry.description}</p>
          <EntryMeta entry={entry} t={t} locale={page.locale} />
          {entry.image && (
            <Picture
              src={entry.image.src}
              alt={entry.image.alt}
              sizes="(min-width: 48rem) 44rem, 100vw"
              priority
              className="entry__picture"
            />
          )}
        </header>
        <div className={content.data.toc === true ? "article" : undefined}>
          {content.data.toc === true && <TableOfContents html={content.html} t={t} language={{}} />}
          <Prose content={content} page={page} t={t} locales={site.locales} />
        </div>
        {props.children}
        {view.tags.length > 0 && (
          <div className="chips entry__tags">
            <ul aria-label={t("entries.topics")}>
              {view.tags.map((tag) => (
                <li key={tag.tag}>
                  <a className="chip" href={tag.url}>
                    {t(collectionKey(view.collection, `tags.${tag.tag}`))}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </article>
      {view.related.length > 0 && (
        <section className="section entry__related" aria-labelledby="related-heading">
          <h2 id="related-heading">{t("entries.related")}</h2>
          <EntryList entries={view.related} page={page} t={t} headingLevel={3} />
        </section>
      )}
      {neighbours.length > 0 && (
        <nav className="entry__neighbours" aria-label={t("entries.more")}>
          {neighbours.map(({ entry: other, label, rel }) => {
            const language = other.locale !== page.locale ? other.locale : undefined;
            return (
              <a
                key={rel}
                href={other.url}
                rel={rel}
                hrefLang={language}
                className={`entry__neighbour entry__neighbour--${rel}`}
              >
                <span className="entry__neighbour-label">{label}</span>
                <span className="entry__neighbour-title" lang={language} dir={language ? other.dir : undefined}>
                  {other.title}
                </span>
              </a>
            );
          })}
        </nav>
      )}
    </PageLayout>
  );
}
