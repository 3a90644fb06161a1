import type { PageProps } from "../../contracts/page-props.js";
import type { Feature } from "../components/FeatureList.js";
import { FeatureList } from "../components/FeatureList.js";
import { InstallLink, type InstallPlatform } from "../components/InstallLink.js";
import { PageIntro } from "../components/PageIntro.js";
import { StatFigures, type StatKey } from "../components/StatFigures.js";
import { SubscriptionCta } from "../components/SubscriptionCta.js";
import { SubscriptionPromoBanner, SubscriptionPromoTagline } from "../components/SubscriptionPromo.js";
import { PageLayout } from "../layouts/PageLayout.js";

interface Product {
  features: readonly Feature[];
  figures: readonly StatKey[];
  installs: readonly InstallPlatform[];
  /** Part of the subscription: show its price page and the subscriptionpromo variants. */
  subscription: boolean;
}

/** What each product page (by route id) puts on show; the words live in the catalogues under product.{id}. */
const products: Record<string, Product> = {
  app: {
    features: [{ id: "search", route: "/bangs" }, { id: "trackers" }, { id: "fire" }, { id: "email" }, { id: "sync", route: "/sync/pairing" }],
    figures: ["monthlyDownloads", "iosRating", "androidRating"],
    installs: ["mac", "windows", "ios", "android"],
    subscription: false,
  },
  dbp: {
    features: [{ id: "scan" }, { id: "remove" }, { id: "monitor" }, { id: "free", route: "/dbp/free" }],
    figures: [],
    installs: [],
    subscription: true,
  },
  duckai: {
    features: [{ id: "anonymous" }, { id: "noTraining" }, { id: "models" }, { id: "browser", route: "/app" }],
    figures: [],
    installs: ["mac", "windows", "ios", "android"],
    subscription: false,
  },
};

function productOf(id: string): Product {
  const product = products[id];
  if (!product) throw new Error(`The product template has no entry for route id "${id}" (templates/pages/ProductPage.tsx)`);
  return product;
}

export function ProductPage(props: PageProps) {
  const { t, site, page, href } = props;
  const product = productOf(page.id);
  const vars = { brand: site.brand };
  return (
    <PageLayout props={props}>
      <PageIntro heading={t(`product.${page.id}.heading`, vars)} lead={t(`product.${page.id}.lead`, vars)}>
        {product.subscription && <SubscriptionPromoTagline t={t} site={site} />}
        {product.subscription && (
          <p>
            <SubscriptionCta t={t} site={site} href={href} />
          </p>
        )}
      </PageIntro>
      {product.subscription && <SubscriptionPromoBanner t={t} href={href} site={site} />}
      <StatFigures keys={product.figures} t={t} site={site} page={page} />
      <FeatureList heading={t(`product.${page.id}.featuresHeading`, vars)} prefix={`product.${page.id}.features`} features={product.features} t={t} href={href} site={site} />
      {product.installs.length > 0 && (
        <section className="install" aria-labelledby="install-heading">
          <h2 id="install-heading">{t("product.installHeading", vars)}</h2>
          <p className="install__links">
            {product.installs.map((platform) => (
              <InstallLink key={platform} platform={platform} t={t} site={site} />
            ))}
          </p>
        </section>
      )}
    </PageLayout>
  );
}
