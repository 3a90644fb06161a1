import { pageData, type PageProps } from "../../contracts/page-props.js";
import { Faq } from "../components/Faq.js";
import { Icon } from "../components/Icon.js";
import { OfferFacts } from "../components/OfferFacts.js";
import { offerWords } from "../components/offer-words.js";
import { PageIntro } from "../components/PageIntro.js";
import { PlanPrices } from "../components/PlanPrices.js";
import { SubscriptionCta } from "../components/SubscriptionCta.js";
import { PlanTable } from "../components/PlanTable.js";
import { ProductPicture } from "../components/ProductPicture.js";
import { Proof } from "../components/Proof.js";
import { SubscriptionPromoBanner, SubscriptionPromoTagline } from "../components/SubscriptionPromo.js";
import { PageLayout } from "../layouts/PageLayout.js";

const OFFER_ID = "offer";

/**
 * /pro and /subscriptions: the offer. Beside the introduction and what is included, the plans:
 * the route's island turns them into a choice and the purchase (sign-in, then checkout); without it
 * the prices still read well, with a word on what needs JavaScript and a way to sign in to an
 * existing subscription. Under the plans, the terms: devices, countries, cancelling and refunds.
 * /subscriptions then sets what is free against what Privacy Pro adds; /pro shows each part of
 * the subscription at work. Then proof, how it works, the questions people ask, and the way back
 * to the offer. What is included, the steps, the terms and the questions are the route's data.
 */
export function LandingPage(props: PageProps) {
  const { t, site, page, href } = props;
  const vars = { brand: site.brand };
  const data = pageData(page, "landing");
  const { features, steps, terms } = data;
  const flow = site.subscription.flows[site.subscription.screens[page.route]?.flow ?? "pro"];
  const words = offerWords(site, page.locale);
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
        <div className="landing__offer" id={OFFER_ID}>
          <div className="island sub-island" {...(page.island ? { "data-island": page.island } : {})}>
            <PlanPrices t={t} site={site} page={page} />
            {page.island && <p className="notice">{t("subscription.fallback.landing", vars)}</p>}
            <p className="landing__actions">
              <a className="button button--secondary" href={href(flow.signIn)}>
                {t("landing.haveSubscription")}
              </a>
            </p>
          </div>
          <OfferFacts offer={data.offer} words={words} t={t} />
        </div>
      </div>
      <SubscriptionPromoBanner t={t} href={href} site={site} />
      {data.compare ? (
        <PlanTable rows={data.compare} t={t} site={site} />
      ) : (
        <section className="section included-rows" aria-labelledby="included-heading">
          <h2 className="section__heading" id="included-heading">
            {t("landing.featuresHeading", vars)}
          </h2>
          {features.map((feature) => (
            <section className="showcase__row" key={feature.id} aria-labelledby={`included-${feature.id}`}>
              <div className="showcase__text">
                <span className="included__icon">
                  <Icon name={feature.icon} />
                </span>
                <h3 id={`included-${feature.id}`}>{t(`landing.features.${feature.id}.title`, vars)}</h3>
                <p>{t(`landing.features.${feature.id}.body`, vars)}</p>
                {feature.route && (
                  <p className="showcase__link">
                    <a href={href(feature.route)}>{t(`landing.features.${feature.id}.link`, vars)}</a>
                  </p>
                )}
              </div>
              {feature.picture && (
                <div className="showcase__picture">
                  <ProductPicture name={feature.picture} t={t} site={site} page={page} />
                </div>
              )}
            </section>
          ))}
        </section>
      )}
      {data.proof && site.proof && <Proof proof={site.proof} t={t} site={site} page={page} />}
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
      {data.faq && <Faq items={data.faq} namespace="pro" vars={{ ...words, devices: data.offer.devices, refundDays: data.offer.refundDays }} t={t} href={href} page={page} />}
      <div className="landing__closing">
        <p>
          {/* Follows the in-app status like the offer does: a subscriber in the app is offered management. */}
          <SubscriptionCta t={t} site={site} href={href} buy={{ href: `#${OFFER_ID}`, label: t("offer.choosePlan") }} large block />
        </p>
        <p className="landing__legal">
          {t("offer.cancel", { ...words, refundDays: data.offer.refundDays })} <a href={href(terms)}>{t("landing.legalLink")}</a>
        </p>
      </div>
    </PageLayout>
  );
}
