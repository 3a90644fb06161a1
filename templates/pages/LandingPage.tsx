import type { PageProps } from "../../contracts/page-props.js";
import { FeatureList } from "../components/FeatureList.js";
import { PageIntro } from "../components/PageIntro.js";
import { PlanPrices } from "../components/PlanPrices.js";
import { SubscriptionPromoBanner, SubscriptionPromoTagline } from "../components/SubscriptionPromo.js";
import { PageLayout } from "../layouts/PageLayout.js";

/** What the subscription includes (SPEC §3), each linking to its own page where there is one. */
const features = [
  { id: "vpn" },
  { id: "pir", route: "/dbp" },
  { id: "itr", route: "/identity-theft-restoration" },
  { id: "duckai", route: "/duckai" },
] as const;

const steps = ["subscribe", "activate", "protect"] as const;

export function LandingPage(props: PageProps) {
  const { t, site, page, href } = props;
  const vars = { brand: site.brand };
  return (
    <PageLayout props={props}>
      <PageIntro heading={t(`landing.${page.id}.heading`, vars)} lead={t(`landing.${page.id}.lead`, vars)}>
        <SubscriptionPromoTagline t={t} site={site} />
        <PlanPrices t={t} site={site} page={page} />
        <p className="landing__actions">
          <a className="button button--large" href={href("/pro/login")}>
            {t("landing.buy", vars)}
          </a>
          <a className="button button--secondary" href={href("/subscriptions/activate")}>
            {t("landing.haveSubscription")}
          </a>
        </p>
      </PageIntro>
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
