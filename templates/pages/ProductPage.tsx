import { pageData, type PageProps } from "../../contracts/page-props.js";
import { Faq } from "../components/Faq.js";
import { FeatureList } from "../components/FeatureList.js";
import { InstallActions } from "../components/InstallActions.js";
import { listOf, offerWords } from "../components/offer-words.js";
import { PageIntro } from "../components/PageIntro.js";
import { ProductPicture } from "../components/ProductPicture.js";
import { Proof } from "../components/Proof.js";
import { Prose } from "../components/Prose.js";
import { Showcase } from "../components/Showcase.js";
import { StatFigures } from "../components/StatFigures.js";
import { StatSources } from "../components/StatSources.js";
import { SubscriptionCta } from "../components/SubscriptionCta.js";
import { SubscriptionPromoBanner, SubscriptionPromoTagline } from "../components/SubscriptionPromo.js";
import { PageLayout } from "../layouts/PageLayout.js";

/**
 * A product: its hero (the product's picture, and the page's own call to action or the
 * subscription), figures with their sources, feature cards, the product at work, the subscription
 * offer where the product is part of it, proof, the route's Markdown if it has any, the questions
 * people ask, and where to install. What each page shows is its route's data in site.yaml; the
 * words are the catalogues' product.{id}.*, showcase.*, faq.{id}.*.
 */
export function ProductPage(props: PageProps) {
  const { t, site, page, href, content } = props;
  const data = pageData(page, "product");
  const vars = { brand: site.brand };
  const installs = data.installs ?? [];
  // A page without a call to action of its own offers its installs right in the hero.
  const installsInHero = !data.action && data.subscription !== "hero";
  const models = data.models ?? [];
  const faqVars = {
    ...offerWords(site, page.locale),
    models: listOf(models.filter((model) => !model.pro).map((model) => model.name), page.locale),
    proModels: listOf(models.filter((model) => model.pro).map((model) => model.name), page.locale),
    macOs: site.runtime.platform.minimumOs.mac.label,
    windowsOs: site.runtime.platform.minimumOs.windows.label,
  };
  return (
    <PageLayout props={props}>
      <PageIntro heading={t(`product.${page.id}.heading`, vars)} lead={t(`product.${page.id}.lead`, vars)} picture={<ProductPicture name={data.picture} priority t={t} site={site} page={page} />}>
        {data.subscription === "hero" && <SubscriptionPromoTagline t={t} site={site} />}
        {(data.action || data.subscription === "hero" || (installsInHero && installs.length > 0)) && (
          <p className={installsInHero ? "hero-actions hero-actions--installs" : "hero-actions"}>
            {data.action && (
              <a className="button button--large" href={href(data.action.href)}>
                {t(data.action.label, vars)}
              </a>
            )}
            {data.subscription === "hero" && <SubscriptionCta t={t} site={site} href={href} />}
            {installsInHero && <InstallActions platforms={installs} size="large" t={t} site={site} />}
          </p>
        )}
      </PageIntro>
      {data.subscription === "hero" && <SubscriptionPromoBanner t={t} href={href} site={site} />}
      {data.figures && data.figures.length > 0 && (
        <div className="section section--band">
          <StatFigures keys={data.figures} t={t} site={site} page={page} />
          <StatSources keys={data.figures} proof={site.proof} t={t} site={site} page={page} />
        </div>
      )}
      <FeatureList heading={t(`product.${page.id}.featuresHeading`, vars)} prefix={`product.${page.id}.features`} features={data.features} t={t} href={href} site={site} />
      {data.showcase && <Showcase items={data.showcase} t={t} href={href} site={site} page={page} />}
      {data.subscription === "section" && (
        <section className="offer section" aria-labelledby="offer-heading">
          <div className="offer__text">
            <h2 id="offer-heading">{t("product.subscriptionHeading", vars)}</h2>
            <p>{t("product.subscriptionBody", vars)}</p>
          </div>
          <p className="offer__action">
            <SubscriptionCta t={t} site={site} href={href} />
          </p>
        </section>
      )}
      {data.proof && site.proof && <Proof proof={site.proof} t={t} site={site} page={page} />}
      {content && (
        <section className="section details" aria-label={t("product.moreHeading", vars)}>
          <Prose content={content} page={page} t={t} locales={site.locales} />
        </section>
      )}
      {data.faq && <Faq items={data.faq} vars={faqVars} t={t} href={href} page={page} />}
      {!installsInHero && installs.length > 0 && (
        <section className="install section" aria-labelledby="install-heading">
          <h2 className="section__heading" id="install-heading">
            {t("product.installHeading", vars)}
          </h2>
          <p className="install__links">
            <InstallActions platforms={installs} t={t} site={site} />
          </p>
        </section>
      )}
    </PageLayout>
  );
}
