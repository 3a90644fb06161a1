import { listHeading } from "../../contracts/collections.js";
import type { PageProps } from "../../contracts/page-props.js";
import { PageLayout } from "../layouts/PageLayout.js";
import { PageIntro } from "../components/PageIntro.js";
import { Prose } from "../components/Prose.js";
import { EntryList } from "../components/entries/EntryList.js";
import { FeedLinks } from "../components/entries/FeedLinks.js";
import { Pagination } from "../components/entries/Pagination.js";
import { TagNav } from "../components/entries/TagNav.js";
import { UntranslatedEntries } from "../components/entries/UntranslatedEntries.js";

/**
 * A page of a collection's list (the blog's, the press room's) or of one of its tags: heading, topics, entries, pages, feeds.
 * The collection's own Markdown (a press room's contacts) follows the first page's entries.
 */
export function BlogListPage(props: PageProps) {
  const { collection: view, t, page, content, site } = props;
  if (view?.kind !== "list") throw new Error(`the page ${page.url} renders a collection's list, but has none`);
  const heading = listHeading(view, t);
  return (
    <PageLayout props={props}>
      <PageIntro heading={heading.title} lead={heading.description}>
        <FeedLinks feeds={view.feeds} t={t} />
      </PageIntro>
      <TagNav view={view} t={t} />
      <EntryList entries={view.entries} page={page} t={t} opensPage />
      <Pagination view={view} t={t} />
      <UntranslatedEntries view={view} t={t} />
      {content && (
        <section className="collection-intro">
          <Prose content={content} page={page} t={t} locales={site.locales} />
        </section>
      )}
    </PageLayout>
  );
}
