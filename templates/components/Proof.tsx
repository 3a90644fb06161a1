import type { Proof as ProofData } from "../../contracts/config/proof.js";
import type { PageProps } from "../../contracts/page-props.js";
import { dateFormat, formatRating } from "../format.js";
import { SpriteIcon } from "../icons/sprite.js";
import { Icon } from "./Icon.js";
import { STORE_NAMES } from "./StoreBadge.js";

/** A claim's date as its month and year in the page's language ("September 2026", "2026年9月"). */
export function monthYear(date: string, locale: string): string {
  return dateFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

const RATINGS = [
  { store: "ios", stat: "iosRating" },
  { store: "android", stat: "androidRating" },
] as const;

/**
 * Why a visitor may believe what the page says: the app stores' ratings with their counts and the
 * day they were read, what the press wrote, the audits and the open source, each with its date
 * (config/proof.yaml; what a route shows is what names it in shownOn). Outlets and auditors are
 * names, written as they write them.
 */
export function Proof({ proof, t, site, page }: Pick<PageProps, "t" | "site" | "page"> & { proof: ProofData }) {
  const here = <T extends { shownOn: readonly string[] }>(entries: readonly T[]) => entries.filter((entry) => entry.shownOn.includes(page.route));
  const vars = { brand: site.brand };
  const quotes = here(proof.quotes);
  const audits = here(proof.audits);
  const open = here(proof.openSource);
  return (
    <section className="proof section" aria-labelledby="proof-heading">
      <h2 className="section__heading" id="proof-heading">
        {t("proof.heading", vars)}
      </h2>
      <ul className="proof__ratings">
        {RATINGS.map(({ store, stat }) => {
          const { rating, reviews } = site.stats[stat];
          return (
            <li className="rating" key={store}>
              <span className="rating__value">
                <SpriteIcon id="star" className="rating__star" />
                {formatRating(rating, page.locale)}
              </span>{" "}
              <span className="rating__store" translate="no">
                {STORE_NAMES[store]}
              </span>{" "}
              <span className="rating__count">{t("proof.ratingCount", { count: reviews })}</span>{" "}
              <span className="rating__date">{t("proof.asOf", { date: monthYear(proof.statSources[stat].date, page.locale) })}</span>
            </li>
          );
        })}
      </ul>
      {quotes.length > 0 && (
        <ul className={`quotes quotes--${Math.min(quotes.length, 3)}`}>
          {quotes.map((quote) => (
            <li key={quote.id}>
              <figure className="quote">
                <blockquote>
                  <p>{t(`proof.quotes.${quote.id}`, vars)}</p>
                </blockquote>
                <figcaption>
                  <cite translate="no">{quote.outlet}</cite>{" "}
                  <time dateTime={quote.date}>{monthYear(quote.date, page.locale)}</time>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      {audits.length + open.length > 0 && (
        <ul className="proof__facts">
          {audits.map((audit) => (
            <li key={audit.id}>
              <span className="proof__icon">
                <Icon name="shield" />
              </span>
              <p>
                <strong translate="no">{audit.auditor}</strong> {t(`proof.audits.${audit.id}`, vars)}{" "}
                <time dateTime={audit.date}>{monthYear(audit.date, page.locale)}</time>
              </p>
            </li>
          ))}
          {open.map((entry) => (
            <li key={entry.id}>
              <span className="proof__icon">
                <SpriteIcon id="social-github" className="icon" />
              </span>
              <p>
                {t(`proof.openSource.${entry.id}`, { ...vars, license: entry.license })} <a href={entry.url}>{t("proof.readCode")}</a>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
