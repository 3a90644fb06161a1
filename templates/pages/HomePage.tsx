import { pageData, type PageProps } from "../../contracts/page-props.js";
import { AtbBanner } from "../components/AtbBanner.js";
import { CtaList } from "../components/CtaList.js";
import { LatestEntries } from "../components/entries/LatestEntries.js";
import { DuckAiPromo } from "../components/DuckAiPromo.js";
import { FeatureList } from "../components/FeatureList.js";
import { PageIntro } from "../components/PageIntro.js";
import { SearchForm } from "../components/SearchForm.js";
import { StatFigures } from "../components/StatFigures.js";
import { SubscriptionPromoBanner, SubscriptionPromoTagline } from "../components/SubscriptionPromo.js";
import { PageLayout } from "../layouts/PageLayout.js";

export function HomePage(props: PageProps) {
  const { t, site, page, href } = props;
  const data = pageData(page, "home");
  const vars = { brand: site.brand };
  return (
    <PageLayout props={props}>
      <PageIntro heading={t("home.heading")} lead={t("home.lead", vars)} art={data.art}>
        <SearchForm t={t} site={site} />
        <SubscriptionPromoTagline t={t} site={site} />
      </PageIntro>
      <SubscriptionPromoBanner t={t} href={href} site={site} />
      <DuckAiPromo variant="b" target={data.aiChat} t={t} href={href} site={site} />
      <DuckAiPromo variant="c" target={data.aiChat} t={t} href={href} site={site} />
      <section className="figures section section--band" aria-labelledby="figures-heading">
        <h2 className="section__heading" id="figures-heading">
          {t("home.figuresHeading", vars)}
        </h2>
        <StatFigures keys={data.figures} t={t} site={site} page={page} />
      </section>
      <FeatureList heading={t("home.featuresHeading", vars)} prefix="home.features" features={data.features} t={t} href={href} site={site} />
      <CtaList t={t} href={href} site={site} offers={data.callsToAction} />
      <LatestEntries props={props} />
      <AtbBanner t={t} site={site} />
    </PageLayout>
  );
}
