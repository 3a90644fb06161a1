import type { CtaBadge, CtaCard, TemplateData } from "../../contracts/config/page-data.js";
import type { PageProps } from "../../contracts/page-props.js";
import { CardGrid } from "./CardGrid.js";
import { Icon } from "./Icon.js";
import { InstallActions } from "./InstallActions.js";
import type { CtaId } from "./InstallLink.js";
import { StoreBadge } from "./StoreBadge.js";

export const CTA_LIST_ID = "get-started";

interface CtaListProps extends Pick<PageProps, "t" | "href" | "site"> {
  /** What each call to action offers (the home route's data in site.yaml). */
  offers: TemplateData["home"]["callsToAction"];
}

const isBadge = (offer: CtaCard | CtaBadge): offer is CtaBadge => "partOf" in offer;

/**
 * In site.yaml's default order; the runtime reorders them for the visitor's OS and browser: the
 * cards, and the store badges inside a card (each carries its own data-cta). Cards share one
 * height, so reordering them moves no line of text.
 */
export function CtaList({ t, href, site, offers }: CtaListProps) {
  const vars = { brand: site.brand };
  const order = site.runtime.cta.default;
  const cards = order.flatMap((cta) => {
    const offer = offers[cta];
    return isBadge(offer) ? [] : [{ cta, offer }];
  });
  const badgesOf = (card: CtaId) =>
    order.flatMap((cta) => {
      const offer = offers[cta];
      return isBadge(offer) && offer.partOf === card ? [{ cta, offer }] : [];
    });
  return (
    <section className="cta-section section" aria-labelledby={`${CTA_LIST_ID}-heading`}>
      <h2 className="section__heading" id={`${CTA_LIST_ID}-heading`}>
        {t("cta.heading", vars)}
      </h2>
      <CardGrid count={cards.length} id={CTA_LIST_ID} data-cta-list>
        {cards.map(({ cta, offer }) => {
          const badges = badgesOf(cta);
          return (
            <li className="card card--action" key={cta} data-cta={cta}>
              <span className="card__icon">
                <Icon name={offer.icon} />
              </span>
              <h3>{t(`cta.${cta}.title`, vars)}</h3>
              <p>{t(`cta.${cta}.body`, vars)}</p>
              {badges.length > 0 ? (
                <p className="card__actions store-badges" data-cta-list>
                  {badges.map(({ cta: badge, offer: { install } }) => (
                    <StoreBadge key={badge} platform={install} cta={badge} t={t} site={site} />
                  ))}
                </p>
              ) : (
                <p className="card__actions">
                  {offer.installs && <InstallActions platforms={offer.installs} size="small" t={t} site={site} />}
                  {offer.href && (
                    <a className="button button--small" href={href(offer.href)}>
                      {t(`cta.${cta}.action`, vars)}
                    </a>
                  )}
                </p>
              )}
            </li>
          );
        })}
      </CardGrid>
    </section>
  );
}
