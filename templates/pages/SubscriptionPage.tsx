import type { PageProps } from "../../contracts/page-props.js";
import { PageIntro } from "../components/PageIntro.js";
import { PageLayout } from "../layouts/PageLayout.js";

/**
 * One screen of the subscription flows. The route's island renders the screen over a static
 * fallback that says what the page is for and that it needs JavaScript; the heading and lead
 * above it stay, and never claim what the island has not confirmed.
 */
export function SubscriptionPage(props: PageProps) {
  const { t, site, page, href } = props;
  const vars = { brand: site.brand };
  const screen = site.subscription.screens[page.route];
  const flow = site.subscription.flows[screen?.flow ?? "pro"];
  return (
    <PageLayout props={props}>
      <PageIntro
        heading={t(`subscription.${page.id}.heading`, vars)}
        lead={t(screen?.lead ?? `subscription.${page.id}.body`, vars)}
      />
      {page.island && (
        <div className="island sub-island" data-island={page.island}>
          <p className="notice">{t(`subscription.fallback.${screen?.screen ?? "sign-in"}`, vars)}</p>
        </div>
      )}
      <nav className="subscription__help" aria-label={t("subscription.helpLabel")}>
        <ul>
          <li>
            <a href={href(site.subscription.supportRoute)}>{t("subscription.support")}</a>
          </li>
          <li>
            <a href={href(flow.landing)}>{t("subscription.overview", vars)}</a>
          </li>
        </ul>
      </nav>
    </PageLayout>
  );
}
