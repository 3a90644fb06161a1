import { dateFormat } from "../format.js";
import type { PageProps } from "../../contracts/page-props.js";
import { ContentIntro } from "../components/ContentIntro.js";
import { contentLanguage, Prose } from "../components/Prose.js";
import { TableOfContents } from "../components/TableOfContents.js";
import { PageLayout } from "../layouts/PageLayout.js";

/** Front matter `updated: 2026-01-31`, shown in the page's language. */
function formatUpdated(value: unknown, locale: string): string | null {
  if (typeof value !== "string") return null;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  return dateFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date);
}

export function LegalPage(props: PageProps) {
  const { t, site, page, content } = props;
  const updated = formatUpdated(content?.data.updated, page.locale);
  return (
    <PageLayout props={props}>
      <ContentIntro props={props}>
        {updated && <p className="legal__updated">{t("legal.updated", { date: updated })}</p>}
      </ContentIntro>
      {content && (
        <div className="article article--legal">
          {/* Legal text is long and people look for one clause: a table of contents unless `toc: false`. */}
          {content.data.toc !== false && (
            <TableOfContents html={content.html} t={t} language={contentLanguage(content, page, site.locales)} />
          )}
          <Prose content={content} page={page} t={t} locales={site.locales} />
        </div>
      )}
    </PageLayout>
  );
}
