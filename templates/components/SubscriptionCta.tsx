import type { PageProps } from "../../contracts/page-props.js";

/**
 * The subscription call to action of a product page (/dbp, /identity-theft-restoration, /duckai).
 * It holds both choices in one place: the purchase (shown on the web, and in the apps to anyone not
 * subscribed) and management (shown in the apps to a subscriber, who is never offered a second
 * purchase). The page's subscription-cta island picks one; both take the same space, so nothing
 * moves when it does, and without JavaScript the purchase shows.
 */
export function SubscriptionCta({ t, site, href }: Pick<PageProps, "t" | "site" | "href">) {
  return (
    <span className="subscription-cta" data-subscription-cta="">
      <a className="button" href={href(site.subscription.flows.pro.landing)} data-cta-buy="">
        {t("product.subscribeAction", { brand: site.brand })}
      </a>
      <a className="button button--secondary" href={href(site.subscription.manageRoute)} data-cta-manage="">
        {t("subscription.subscriptions-manage.heading")}
      </a>
    </span>
  );
}
