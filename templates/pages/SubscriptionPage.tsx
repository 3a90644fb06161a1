import type { PageProps } from "../../contracts/page-props.js";
import { PageIntro } from "../components/PageIntro.js";
import { PageLayout } from "../layouts/PageLayout.js";

/**
 * One screen of the subscription flows. Where the route has an island, the runtime mounts it over
 * the fallback text; the explanation above it stays, so the page makes sense before and without it.
 */
export function SubscriptionPage(props: PageProps) {
  const { t, site, page, href } = props;
  const vars = { brand: site.brand };
  return (
    <PageLayout props={props}>
      <PageIntro heading={t(`subscription.${page.id}.heading`, vars)} lead={t(`subscription.${page.id}.body`, vars)} />
      {page.island && (
        <div className="island" data-island={page.island}>
          <p className="notice">{t("subscription.islandFallback")}</p>
        </div>
      )}
      <nav className="subscription__help" aria-label={t("subscription.helpLabel")}>
        <ul>
          <li>
            <a href={href("/subscription-support")}>{t("subscription.support")}</a>
          </li>
          <li>
            <a href={href("/pro")}>{t("subscription.overview", vars)}</a>
          </li>
        </ul>
      </nav>
    </PageLayout>
  );
}
