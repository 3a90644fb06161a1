import type { PageProps } from "../../contracts/page-props.js";
import { AtbBanner } from "../components/AtbBanner.js";
import { CtaList } from "../components/CtaList.js";
import { DuckAiPromo } from "../components/DuckAiPromo.js";
import { FeatureList } from "../components/FeatureList.js";
import { PageIntro } from "../components/PageIntro.js";
import { SearchForm } from "../components/SearchForm.js";
import { StatFigures } from "../components/StatFigures.js";
import { SubscriptionPromoBanner, SubscriptionPromoTagline } from "../components/SubscriptionPromo.js";
import { PageLayout } from "../layouts/PageLayout.js";

const features = [
  { id: "search", route: "/bangs" },
  { id: "browser", route: "/app" },
  { id: "duckai", route: "/duckai" },
  { id: "subscription", route: "/pro" },
] as const;

export function HomePage(props: PageProps) {
  const { t, site } = props;
  return (
    <PageLayout props={props}>
      <AtbBanner t={t} site={site} />
      <PageIntro heading={t("home.heading")} lead={t("home.lead", { brand: site.brand })}>
        <SearchForm t={t} site={site} />
        <SubscriptionPromoTagline t={t} site={site} />
      </PageIntro>
      <SubscriptionPromoBanner t={t} href={props.href} site={site} />
      <DuckAiPromo variant="b" t={t} href={props.href} site={site} />
      <DuckAiPromo variant="c" t={t} href={props.href} site={site} />
      <section className="figures" aria-labelledby="figures-heading">
        <h2 id="figures-heading">{t("home.figuresHeading", { brand: site.brand })}</h2>
        <StatFigures keys={["monthlySearches", "monthlyDownloads", "averageRating", "mobileSearchEngineRank"]} t={t} site={site} page={props.page} />
      </section>
      <CtaList t={t} href={props.href} site={site} />
      <FeatureList heading={t("home.featuresHeading", { brand: site.brand })} prefix="home.features" features={features} t={t} href={props.href} site={site} />
    </PageLayout>
  );
}
