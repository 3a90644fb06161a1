import { pageData, type PageProps } from "../../contracts/page-props.js";
import { AtbBanner } from "../components/AtbBanner.js";
import { CtaList } from "../components/CtaList.js";
import { LatestEntries } from "../components/entries/LatestEntries.js";
import { DuckAiPromo } from "../components/DuckAiPromo.js";
import { FeatureList } from "../components/FeatureList.js";
import { PageIntro } from "../components/PageIntro.js";
import { ProductPicture } from "../components/ProductPicture.js";
import { Proof } from "../components/Proof.js";
import { SearchForm } from "../components/SearchForm.js";
import { Showcase } from "../components/Showcase.js";
import { StatFigures } from "../components/StatFigures.js";
import { StatSources } from "../components/StatSources.js";
import { SubscriptionPromoBanner, SubscriptionPromoTagline } from "../components/SubscriptionPromo.js";
import { PageLayout } from "../layouts/PageLayout.js";

export function HomePage(props: PageProps) {
  const { t, site, page, href } = props;
  const data = pageData(page, "home");
  const vars = { brand: site.brand };
  return (
    <PageLayout props={props}>
      <PageIntro heading={t("home.heading")} lead={t("home.lead", vars)} picture={<ProductPicture name={data.picture} priority t={t} site={site} page={page} />}>
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
        <StatSources keys={data.figures} proof={site.proof} t={t} site={site} page={page} />
      </section>
      <FeatureList heading={t("home.featuresHeading", vars)} prefix="home.features" features={data.features} t={t} href={href} site={site} />
      {data.showcase && <Showcase items={data.showcase} t={t} href={href} site={site} page={page} />}
      {data.proof && site.proof && <Proof proof={site.proof} t={t} site={site} page={page} />}
      <CtaList t={t} href={href} site={site} offers={data.callsToAction} />
      <LatestEntries props={props} />
      <AtbBanner t={t} site={site} />
    </PageLayout>
  );
}
