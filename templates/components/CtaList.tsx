import type { PageProps } from "../../contracts/page-props.js";
import type { RuntimeConfig } from "../../contracts/config/index.js";
import { InstallLink, type InstallPlatform } from "./InstallLink.js";

export const CTA_LIST_ID = "get-started";

type CtaId = RuntimeConfig["cta"]["default"][number];

/** The install links each call to action offers; set-as-default explains instead of installing. */
const installsOf: Record<CtaId, InstallPlatform[]> = {
  "add-to-browser": ["chrome", "firefox", "edge"],
  "set-as-default": [],
  "download-browser": ["mac", "windows"],
  "mobile-apps": ["ios", "android"],
  "ios-app": ["ios"],
  "android-app": ["android"],
};

/** In site.yaml's default order; the runtime reorders them for the visitor's OS and browser. */
export function CtaList({ t, href, site }: Pick<PageProps, "t" | "href" | "site">) {
  const vars = { brand: site.brand };
  return (
    <section className="cta-section" aria-labelledby={`${CTA_LIST_ID}-heading`}>
      <h2 id={`${CTA_LIST_ID}-heading`}>{t("cta.heading", vars)}</h2>
      <ul className="card-grid" id={CTA_LIST_ID} data-cta-list>
        {site.runtime.cta.default.map((cta) => (
          <li className="card" key={cta} data-cta={cta}>
            <h3>{t(`cta.${cta}.title`, vars)}</h3>
            <p>{t(`cta.${cta}.body`, vars)}</p>
            <p className="card__actions">
              {installsOf[cta].length === 0 ? (
                <a className="button button--secondary" href={href("/app")}>
                  {t(`cta.${cta}.action`, vars)}
                </a>
              ) : (
                installsOf[cta].map((platform) => <InstallLink key={platform} platform={platform} t={t} site={site} />)
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
