import type { PageProps } from "../../contracts/page-props.js";
import { ExperimentVariant } from "./ExperimentVariant.js";

const EXPERIMENT = "subscriptionpromo";

/** The subscriptionpromo tagline variant: one line under the page intro. */
export function SubscriptionPromoTagline({ t, site }: Pick<PageProps, "t" | "site">) {
  return (
    <ExperimentVariant runtime={site.runtime} name={EXPERIMENT} variant="tagline" className="promo-tagline">
      <p>{t("promo.tagline", { brand: site.brand })}</p>
    </ExperimentVariant>
  );
}

/** The subscriptionpromo banner variant: a call-out that leads to the subscription page. */
export function SubscriptionPromoBanner({ t, href, site }: Pick<PageProps, "t" | "href" | "site">) {
  return (
    <ExperimentVariant runtime={site.runtime} name={EXPERIMENT} variant="banner" className="promo-banner">
      <p className="promo-banner__title">{t("promo.bannerTitle", { brand: site.brand })}</p>
      <p>{t("promo.bannerBody", { brand: site.brand })}</p>
      <a className="button" href={href(site.subscription.flows.pro.landing)}>
        {t("promo.bannerAction")}
      </a>
    </ExperimentVariant>
  );
}
