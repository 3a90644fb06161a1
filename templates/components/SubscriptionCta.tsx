import type { PageProps } from "../../contracts/page-props.js";

/**
 * The subscription call to action of a product page (/dbp, /identity-theft-restoration, /duckai).
 * Pages place it wherever they offer the subscription; what it offers (buy, or manage for someone
 * already subscribed inside the apps) is decided here and by the runtime, not by the page.
 */
export function SubscriptionCta({ t, site, href }: Pick<PageProps, "t" | "site" | "href">) {
  return (
    <a className="button" href={href("/pro")}>
      {t("product.subscribeAction", { brand: site.brand })}
    </a>
  );
}
