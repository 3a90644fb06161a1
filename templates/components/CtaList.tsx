import type { TemplateData } from "../../contracts/config/page-data.js";
import type { PageProps } from "../../contracts/page-props.js";
import { CardGrid } from "./CardGrid.js";
import { Icon } from "./Icon.js";
import { InstallLink } from "./InstallLink.js";

export const CTA_LIST_ID = "get-started";

interface CtaListProps extends Pick<PageProps, "t" | "href" | "site"> {
  /** What each call to action offers (the home route's data in site.yaml). */
  offers: TemplateData["home"]["callsToAction"];
}

/** In site.yaml's default order; the runtime reorders them for the visitor's OS and browser. */
export function CtaList({ t, href, site, offers }: CtaListProps) {
  const vars = { brand: site.brand };
  const ctas = site.runtime.cta.default;
  return (
    <section className="cta-section section" aria-labelledby={`${CTA_LIST_ID}-heading`}>
      <h2 className="section__heading" id={`${CTA_LIST_ID}-heading`}>
        {t("cta.heading", vars)}
      </h2>
      <CardGrid count={ctas.length} id={CTA_LIST_ID} data-cta-list>
        {ctas.map((cta) => {
          const offer = offers[cta];
          return (
            <li className="card card--action" key={cta} data-cta={cta}>
              <span className="card__icon">
                <Icon name={offer.icon} />
              </span>
              <h3>{t(`cta.${cta}.title`, vars)}</h3>
              <p>{t(`cta.${cta}.body`, vars)}</p>
              <p className="card__actions">
                {offer.installs?.map((platform) => <InstallLink key={platform} platform={platform} t={t} site={site} className="button button--small" />)}
                {offer.href && (
                  <a className="button button--small button--secondary" href={href(offer.href)}>
                    {t(`cta.${cta}.action`, vars)}
                  </a>
                )}
              </p>
            </li>
          );
        })}
      </CardGrid>
    </section>
  );
}
