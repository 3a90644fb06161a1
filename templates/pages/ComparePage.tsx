import type { Protection } from "../../contracts/config/page-data.js";
import { pageData, type PageProps } from "../../contracts/page-props.js";
import { ContentIntro } from "../components/ContentIntro.js";
import { Prose } from "../components/Prose.js";
import { SpriteIcon } from "../icons/sprite.js";
import { dateFormat } from "../format.js";
import { PageLayout } from "../layouts/PageLayout.js";

/**
 * /compare-privacy: browsers side by side on what protects you as installed. Every row asks one
 * question and every mark answers it the same way (a check always means "protects you"), in shape
 * and in words as well as in colour; the browsers are named, and the day they were checked said.
 * The route's Markdown follows, with what the chart cannot say.
 */
export function ComparePage(props: PageProps) {
  const { t, site, page, content } = props;
  const data = pageData(page, "compare");
  const vars = { brand: site.brand };
  const checked = dateFormat(page.locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${data.checked}T00:00:00Z`));
  const cell = (value: Protection) => (
    <>
      <SpriteIcon id={value} className={`mark mark--${value}`} />
      <span className="chart__answer">{t(`compare.answers.${value}`)}</span>
    </>
  );
  return (
    <PageLayout props={props}>
      <ContentIntro props={props} />
      <section className="section compare" aria-labelledby="compare-heading">
        <h2 className="section__heading" id="compare-heading">
          {t("compare.heading", vars)}
        </h2>
        <ul className="compare__legend" aria-label={t("compare.legendLabel")}>
          {(["yes", "partial", "no"] as const).map((value) => (
            <li key={value}>
              <SpriteIcon id={value} className={`mark mark--${value}`} />
              {t(`compare.legend.${value}`)}
            </li>
          ))}
        </ul>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways on phones, and keyboard users must reach it to scroll (axe: scrollable-region-focusable) */}
        <section className="table-scroll" aria-labelledby="compare-heading" tabIndex={0}>
          <table className="chart chart--compare">
            <thead>
              <tr>
                <td />
                {data.browsers.map((browser) => (
                  <th scope="col" key={browser.id} className={browser.ours ? "chart__ours" : undefined} translate="no">
                    {browser.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <span className="chart__question">{t(`compare.rows.${row.id}.title`, vars)}</span>
                    <span className="chart__why">{t(`compare.rows.${row.id}.body`, vars)}</span>
                  </th>
                  {data.browsers.map((browser) => (
                    <td key={browser.id} className={browser.ours ? "chart__ours" : undefined}>
                      {cell(row.cells[browser.id]!)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <p className="compare__note">{t("compare.checked", { date: checked })}</p>
      </section>
      {content && (
        <div className="section details">
          <Prose content={content} page={page} t={t} locales={site.locales} />
        </div>
      )}
    </PageLayout>
  );
}
