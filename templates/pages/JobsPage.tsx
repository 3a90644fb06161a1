import { pageData, type PageProps } from "../../contracts/page-props.js";
import { ContentIntro } from "../components/ContentIntro.js";
import { contentLanguage, Prose } from "../components/Prose.js";
import { StatFigures } from "../components/StatFigures.js";
import { TableOfContents } from "../components/TableOfContents.js";
import { formatNumber } from "../format.js";
import { PageLayout } from "../layouts/PageLayout.js";
import { defaultLanguageMark } from "../components/default-language.js";

/** Careers: the open positions of config/jobs.yaml by team, then the route's Markdown. */
export function JobsPage(props: PageProps) {
  const { t, site, page, content } = props;
  const jobs = site.jobs;
  const positions = jobs?.positions ?? [];
  const figures = pageData(page, "jobs")?.figures ?? [];
  // Job titles stay in English, the language the team works in: marked as English, and as not to be
  // translated (by translators, translation tools and the completeness measure); other languages say why.
  const titleMark = defaultLanguageMark(site, page);
  const inOtherLanguage = page.locale !== site.defaultLocale;
  return (
    <PageLayout props={props}>
      <ContentIntro props={props} />
      <StatFigures keys={figures} t={t} site={site} page={page} />
      <section className="section positions" id="positions" aria-labelledby="positions-heading">
        <h2 className="section__heading" id="positions-heading">
          {t("jobs.heading")} <span className="count-badge">{formatNumber(positions.length, page.locale)}</span>
        </h2>
        {positions.length === 0 ? (
          <p className="notice">{t("jobs.none")}</p>
        ) : (
          <>
            {inOtherLanguage && <p className="positions__note">{t("jobs.inEnglish")}</p>}
            {(jobs?.teams ?? []).map((team) => {
              const open = positions.filter((position) => position.team === team);
              if (open.length === 0) return null;
              return (
                <div className="positions__team" key={team}>
                  <h3>{t(`jobs.teams.${team}`)}</h3>
                  <ul className="position-list">
                    {open.map((position) => (
                      <li className="position" key={position.id}>
                        <a className="position__link" href={position.url}>
                          <span className="position__title" translate="no" {...titleMark}>
                            {position.title}
                          </span>
                          <span className="position__meta">
                            {t(`jobs.regions.${position.region}`)} · {t(`jobs.types.${position.type}`)}
                          </span>
                          <span className="position__apply">{t("jobs.apply")}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </>
        )}
      </section>
      {content && (
        <div className="article section">
          {content.data.toc === true && (
            <TableOfContents html={content.html} t={t} language={contentLanguage(content, page, site.locales)} />
          )}
          <Prose content={content} page={page} t={t} locales={site.locales} />
        </div>
      )}
    </PageLayout>
  );
}
