import { pageData, type PageProps } from "../../contracts/page-props.js";
import { ExperimentVariant } from "../components/ExperimentVariant.js";
import { FeatureList } from "../components/FeatureList.js";
import { InstallLink } from "../components/InstallLink.js";
import { PageIntro } from "../components/PageIntro.js";
import { PageLayout } from "../layouts/PageLayout.js";

export function DownloadPage(props: PageProps) {
  const { t, site, page, href } = props;
  const data = pageData(page, "download");
  const vars = { brand: site.brand };
  return (
    <PageLayout props={props}>
      <PageIntro heading={t(`download.${page.id}.heading`, vars)} lead={t(`download.${page.id}.lead`, vars)} art={data.art}>
        <p className="hero-actions">
          <InstallLink platform={data.platform} t={t} site={site} className="button button--large" />
        </p>
        <p className="download__requirements">{t("download.requirements", { os: site.runtime.platform.minimumOs[data.platform].label })}</p>
        {data.platform === "windows" && (
          <ExperimentVariant runtime={site.runtime} name="windowsinstaller" variant="new" className="promo-tagline">
            <p>{t("download.newInstaller", vars)}</p>
          </ExperimentVariant>
        )}
      </PageIntro>
      <FeatureList heading={t("download.featuresHeading", vars)} prefix="download.features" features={data.features} t={t} href={href} site={site} />
    </PageLayout>
  );
}
