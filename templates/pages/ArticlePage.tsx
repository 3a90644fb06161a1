import type { PageProps } from "../../contracts/page-props.js";
import { ContentIntro } from "../components/ContentIntro.js";
import { Prose } from "../components/Prose.js";
import { StatFigures, type StatKey } from "../components/StatFigures.js";
import { TableOfContents } from "../components/TableOfContents.js";
import { PageLayout } from "../layouts/PageLayout.js";

/**
 * Figures some articles (by route id) show above their text. The values come from site.yaml,
 * so no Markdown file, in any language, carries a number that can go stale.
 */
const articleFigures: Record<string, readonly StatKey[]> = {
  about: ["teamSize", "monthlySearches", "monthlyDownloads"],
  hiring: ["teamSize"],
  donations: ["totalDonatedUsd"],
};

export function ArticlePage(props: PageProps) {
  const { t, site, page, content } = props;
  return (
    <PageLayout props={props}>
      <ContentIntro props={props} />
      <StatFigures keys={articleFigures[page.id] ?? []} t={t} site={site} page={page} />
      {content && (
        <div className="article">
          {content.data.toc === true && <TableOfContents html={content.html} t={t} />}
          <Prose content={content} page={page} />
        </div>
      )}
    </PageLayout>
  );
}
