import { pageData, type PageProps } from "../../contracts/page-props.js";
import { Art } from "../art/index.js";
import { FeatureList } from "../components/FeatureList.js";
import { Icon } from "../components/Icon.js";
import { PageIntro } from "../components/PageIntro.js";
import { PlanPrices } from "../components/PlanPrices.js";
import { SubscriptionCta } from "../components/SubscriptionCta.js";
import { SubscriptionPromoBanner, SubscriptionPromoTagline } from "../components/SubscriptionPromo.js";
import { PageLayout } from "../layouts/PageLayout.js";

const OFFER_ID = "offer";

/**
 * /pro and /subscriptions: the offer. Beside the introduction, the plans: the route's island turns
 * them into a choice and the purchase (sign-in, then checkout); without it the prices still read
 * well, with a word on what needs JavaScript and a way to sign in to an existing subscription.
 * Then what is included, beside the illustration; how it works in three steps; and the way back to
 * the offer. What is included, the steps and the terms are the route's data in site.yaml.
 */
export function LandingPage(props: PageProps) {
  const { t, site, page, href } = props;
  const vars = { brand: site.brand };
  const { art, features, steps, terms } = pageData(page, "landing");
  const flow = site.subscription.flows[site.subscription.screens[page.route]?.flow ?? "pro"];
  return (
    <PageLayout props={props}>
      <div className="landing__top">
        <div className="landing__intro">
          <PageIntro heading={t(`landing.${page.id}.heading`, vars)} lead={t(`landing.${page.id}.lead`, vars)}>
            <SubscriptionPromoTagline t={t} site={site} />
          </PageIntro>
          <ul className="included" aria-label={t("landing.featuresHeading", vars)}>
            {features.map((feature) => (
              <li key={feature.id}>
                <span className="included__icon">
                  <Icon name={feature.icon} />
                </span>
                {t(`landing.features.${feature.id}.title`, vars)}
              </li>
            ))}
          </ul>
        </div>
        <div className="island sub-island landing__offer" id={OFFER_ID} {...(page.island ? { "data-island": page.island } : {})}>
          <PlanPrices t={t} site={site} page={page} />
          {page.island && <p className="notice">{t("subscription.fallback.landing", vars)}</p>}
          <p className="landing__actions">
            <a className="button button--secondary" href={href(flow.signIn)}>
              {t("landing.haveSubscription")}
            </a>
          </p>
        </div>
      </div>
      <SubscriptionPromoBanner t={t} href={href} site={site} />
      <FeatureList
        heading={t("landing.featuresHeading", vars)}
        prefix="landing.features"
        features={features}
        className="section--band landing__features"
        aside={art && <div className="landing__art"><Art name={art} /></div>}
        t={t}
        href={href}
        site={site}
      />
      <section className="section steps" aria-labelledby="steps-heading">
        <h2 className="section__heading" id="steps-heading">
          {t("landing.stepsHeading")}
        </h2>
        <ol className="steps__list">
          {steps.map((step) => (
            <li className="step" key={step.id}>
              <span className="step__icon">
                <Icon name={step.icon} />
              </span>
              <p>{t(`landing.steps.${step.id}`, vars)}</p>
            </li>
          ))}
        </ol>
      </section>
      <div className="landing__closing">
        <p>
          {/* Follows the in-app status like the offer does: a subscriber in the app is offered management. */}
          <SubscriptionCta t={t} site={site} href={href} buy={{ href: `#${OFFER_ID}`, label: t("landing.buy", vars) }} large />
        </p>
        <p className="landing__legal">
          {t("landing.legalNote", vars)} <a href={href(terms)}>{t("landing.legalLink")}</a>
        </p>
      </div>
    </PageLayout>
  );
}
