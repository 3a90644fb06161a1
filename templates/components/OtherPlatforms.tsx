import type { TemplateData } from "../../contracts/config/page-data.js";
import type { PageProps } from "../../contracts/page-props.js";
import { Icon } from "./Icon.js";
import { StoreBadge } from "./StoreBadge.js";

/** Where else the browser runs: the other desktop pages (desktop.other.{page id}) and the app stores. */
export function OtherPlatforms({ other, t, href, site }: Pick<PageProps, "t" | "href" | "site"> & { other: TemplateData["download"]["otherPlatforms"] }) {
  const vars = { brand: site.brand };
  const pageId = (route: string) => route.slice(1).replace(/\//g, "-");
  return (
    <section className="other-platforms section" aria-labelledby="other-platforms-heading">
      <h2 className="section__heading" id="other-platforms-heading">
        {t("desktop.otherHeading", vars)}
      </h2>
      <ul className="other-platforms__list">
        {other.routes.map((route) => (
          <li key={route}>
            <a className="other-platforms__link" href={href(route)}>
              <Icon name="download" />
              {t(`desktop.other.${pageId(route)}`, vars)}
            </a>
          </li>
        ))}
        {other.installs.length > 0 && (
          <li className="store-badges">
            {other.installs.map((platform) => (platform === "ios" || platform === "android" ? <StoreBadge key={platform} platform={platform} t={t} site={site} /> : null))}
          </li>
        )}
      </ul>
    </section>
  );
}
