import { pageData, type PageProps } from "../../contracts/page-props.js";
import { ContentIntro } from "../components/ContentIntro.js";
import { contentLanguage, Prose } from "../components/Prose.js";
import { StatFigures } from "../components/StatFigures.js";
import { TableOfContents } from "../components/TableOfContents.js";
import { PageLayout } from "../layouts/PageLayout.js";

/** Markdown with its table of contents (front matter `toc: true`), and the figures its route's data names. */
export function ArticlePage(props: PageProps) {
  const { t, site, page, content } = props;
  const figures = pageData(page, "article")?.figures ?? [];
  return (
    <PageLayout props={props}>
      <ContentIntro props={props} />
      <StatFigures keys={figures} t={t} site={site} page={page} />
      {content && (
        <div className="article">
          {content.data.toc === true && (
            <TableOfContents html={content.html} t={t} language={contentLanguage(content, page, site.locales)} />
          )}
          <Prose content={content} page={page} t={t} locales={site.locales} />
        </div>
      )}
    </PageLayout>
  );
}
