import { pageData, type PageProps } from "../../contracts/page-props.js";
import { Art } from "../art/index.js";
import { FeatureList } from "../components/FeatureList.js";
import { PageIntro } from "../components/PageIntro.js";
import { PlanPrices } from "../components/PlanPrices.js";
import { subscriptionMessages } from "../components/SubscriptionMessages.js";
import { SubscriptionPromoBanner, SubscriptionPromoTagline } from "../components/SubscriptionPromo.js";
import { PageLayout } from "../layouts/PageLayout.js";

/** What the subscription includes (SPEC §3), each linking to its own page where there is one. */
const features = [
  { id: "vpn" },
  { id: "pir", route: "/dbp" },
  { id: "itr", route: "/identity-theft-restoration" },
  { id: "duckai", route: "/duckai" },
] as const;

const steps = ["choose", "activate", "protect"] as const;

/**
 * /pro and /subscriptions: the offer. The route's island turns the plans into a choice and the
 * purchase (sign-in, then checkout); without it the prices and what is included still read well,
 * with a word on what needs JavaScript and a way to sign in to an existing subscription.
 */
export function LandingPage(props: PageProps) {
  const { t, site, page, href } = props;
  const vars = { brand: site.brand };
  const { art } = pageData(page, "landing");
  const flow = site.subscription.flows[site.subscription.screens[page.route]?.flow ?? "pro"];
  return (
    <PageLayout props={props}>
      <div className="landing__top">
        <div className="landing__intro">
          <PageIntro heading={t(`landing.${page.id}.heading`, vars)} lead={t(`landing.${page.id}.lead`, vars)}>
            <SubscriptionPromoTagline t={t} site={site} />
          </PageIntro>
          {art && (
            <div className="landing__art">
              <Art name={art} />
            </div>
          )}
        </div>
        <div className="island sub-island landing__offer" {...(page.island ? { "data-island": page.island, ...subscriptionMessages({ t, site }) } : {})}>
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
      <FeatureList heading={t("landing.featuresHeading", vars)} prefix="landing.features" features={features} t={t} href={href} site={site} />
      <section className="steps" aria-labelledby="steps-heading">
        <h2 id="steps-heading">{t("landing.stepsHeading")}</h2>
        <ol className="steps__list">
          {steps.map((step) => (
            <li key={step}>{t(`landing.steps.${step}`, vars)}</li>
          ))}
        </ol>
      </section>
      <p className="landing__legal">
        {t("landing.legalNote", vars)} <a href={href("/pro/privacy-terms")}>{t("landing.legalLink")}</a>
      </p>
    </PageLayout>
  );
}
