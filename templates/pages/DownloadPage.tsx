import type { PageProps } from "../../contracts/page-props.js";
import { ExperimentVariant } from "../components/ExperimentVariant.js";
import { FeatureList } from "../components/FeatureList.js";
import { InstallLink } from "../components/InstallLink.js";
import { PageIntro } from "../components/PageIntro.js";
import { PageLayout } from "../layouts/PageLayout.js";

type DesktopPlatform = "mac" | "windows";

/** Which installer each download route (by id) offers. */
const platforms: Record<string, DesktopPlatform> = {
  mac: "mac",
  windows: "windows",
  "windows-preview": "windows",
};

const features = [{ id: "search" }, { id: "trackers" }, { id: "fire" }, { id: "import" }] as const;

function platformOf(id: string): DesktopPlatform {
  const platform = platforms[id];
  if (!platform) throw new Error(`The download template has no platform for route id "${id}" (templates/pages/DownloadPage.tsx)`);
  return platform;
}

export function DownloadPage(props: PageProps) {
  const { t, site, page, href } = props;
  const platform = platformOf(page.id);
  const vars = { brand: site.brand };
  return (
    <PageLayout props={props}>
      <PageIntro heading={t(`download.${page.id}.heading`, vars)} lead={t(`download.${page.id}.lead`, vars)}>
        <p className="download__action">
          <InstallLink platform={platform} t={t} site={site} className="button button--large" />
        </p>
        <p className="download__requirements">{t("download.requirements", { os: site.runtime.platform.minimumOs[platform].label })}</p>
        {platform === "windows" && (
          <ExperimentVariant runtime={site.runtime} name="windowsinstaller" variant="new" className="promo-tagline">
            <p>{t("download.newInstaller", vars)}</p>
          </ExperimentVariant>
        )}
      </PageIntro>
      <FeatureList heading={t("download.featuresHeading", vars)} prefix="download.features" features={features} t={t} href={href} site={site} />
    </PageLayout>
  );
}
