import { pageData, type PageProps } from "../../contracts/page-props.js";
import { ExperimentVariant } from "../components/ExperimentVariant.js";
import { Faq } from "../components/Faq.js";
import { FeatureList } from "../components/FeatureList.js";
import { InstallLink } from "../components/InstallLink.js";
import { offerWords } from "../components/offer-words.js";
import { OtherPlatforms } from "../components/OtherPlatforms.js";
import { PageIntro } from "../components/PageIntro.js";
import { ProductPicture } from "../components/ProductPicture.js";
import { Proof } from "../components/Proof.js";
import { Showcase } from "../components/Showcase.js";
import { PageLayout } from "../layouts/PageLayout.js";

/**
 * A desktop browser's download page (/mac, /windows): the download beside the browser at work,
 * what it does on that system, the product at work, proof, what it needs to run, where else it
 * runs, and the questions people ask before they switch.
 */
export function DownloadPage(props: PageProps) {
  const { t, site, page, href } = props;
  const data = pageData(page, "download");
  const vars = { brand: site.brand };
  const os = site.runtime.platform.minimumOs[data.platform].label;
  return (
    <PageLayout props={props}>
      <PageIntro heading={t(`download.${page.id}.heading`, vars)} lead={t(`download.${page.id}.lead`, vars)} picture={<ProductPicture name={data.picture} priority t={t} site={site} page={page} />}>
        <p className="hero-actions">
          <InstallLink platform={data.platform} t={t} site={site} className="button button--large" />
        </p>
        <p className="download__requirements">{t("download.requirements", { os })}</p>
        {data.platform === "windows" && (
          <ExperimentVariant runtime={site.runtime} name="windowsinstaller" variant="new" className="promo-tagline">
            <p>{t("download.newInstaller", vars)}</p>
          </ExperimentVariant>
        )}
      </PageIntro>
      <FeatureList heading={t("download.featuresHeading", vars)} prefix="desktop.features" features={data.features} t={t} href={href} site={site} />
      {data.showcase && <Showcase items={data.showcase} t={t} href={href} site={site} page={page} />}
      {data.proof && site.proof && <Proof proof={site.proof} t={t} site={site} page={page} />}
      <section className="requirements section" aria-labelledby="requirements-heading">
        <h2 className="section__heading" id="requirements-heading">
          {t("desktop.requirementsHeading")}
        </h2>
        <ul className="requirements__list">
          <li>{t("download.requirements", { os })}</li>
          {data.requirements.map((id) => (
            <li key={id}>{t(`desktop.requirements.${id}`, vars)}</li>
          ))}
        </ul>
      </section>
      <OtherPlatforms other={data.otherPlatforms} t={t} href={href} site={site} />
      {data.faq && <Faq items={data.faq} vars={{ ...offerWords(site, page.locale), os }} t={t} href={href} page={page} />}
    </PageLayout>
  );
}
