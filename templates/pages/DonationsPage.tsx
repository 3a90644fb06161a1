import type { PageProps } from "../../contracts/page-props.js";
import { ContentIntro } from "../components/ContentIntro.js";
import { Prose } from "../components/Prose.js";
import { formatWholeCurrency } from "../format.js";
import { Message } from "../components/Message.js";
import { PageLayout } from "../layouts/PageLayout.js";
import { defaultLanguageMark } from "../components/default-language.js";

type Recipient = NonNullable<PageProps["site"]["donations"]>["years"][number]["recipients"][number];

/** A year's recipients, the largest gift first (names break ties, so the order never depends on the file's). */
function byAmount(recipients: readonly Recipient[]): Recipient[] {
  return [...recipients].sort((a, b) => b.amountUsd - a.amountUsd || a.name.localeCompare(b.name, "en"));
}

/** The total from stats.totalDonatedUsd, then each year's recipients, largest first, from config/donations.yaml. */
export function DonationsPage(props: PageProps) {
  const { t, site, page, content } = props;
  const years = site.donations?.years ?? [];
  // <bdi>: an amount keeps its own order inside an Arabic or Hebrew sentence.
  const money = (amount: number) => <bdi>{formatWholeCurrency(amount, "USD", page.locale)}</bdi>;
  const firstYear = Math.min(...years.map((entry) => entry.year));
  // Organisation names are proper names, written in English: marked as English for the voice
  // that reads them, and as names, not text to translate.
  const namesMark = defaultLanguageMark(site, page);
  return (
    <PageLayout props={props}>
      <ContentIntro props={props}>
        {years.length > 0 && (
          <p className="donations-total">
            <span className="donations-total__label">{t("donations.totalHeading", { year: String(firstYear) })}</span>
            <span className="donations-total__amount">{money(site.stats.totalDonatedUsd)}</span>
          </p>
        )}
      </ContentIntro>
      {content && (
        <div className="details">
          <Prose content={content} page={page} t={t} locales={site.locales} />
        </div>
      )}
      {years.length > 0 && (
        <section className="section donations" aria-labelledby="donations-heading">
          <h2 className="section__heading" id="donations-heading">
            {t("donations.byYearHeading")}
          </h2>
          <div className="donation-years">
            {years.map(({ year, recipients }) => (
              <table className="donation-year" key={year}>
                <caption>
                  <Message
                    format={(marks) => t("donations.yearTotal", { year: String(year), ...marks })}
                    values={{ amount: money(recipients.reduce((sum, recipient) => sum + recipient.amountUsd, 0)) }}
                  />
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t("donations.organisation")}</th>
                    <th scope="col">{t("donations.amount")}</th>
                  </tr>
                </thead>
                <tbody>
                  {byAmount(recipients).map((recipient) => (
                    <tr key={recipient.name}>
                      <td>
                        <a href={recipient.url} {...namesMark} translate="no">
                          {recipient.name}
                        </a>
                      </td>
                      <td>{money(recipient.amountUsd)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
        </section>
      )}
    </PageLayout>
  );
}
