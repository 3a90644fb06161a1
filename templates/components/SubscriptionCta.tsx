import type { PageProps } from "../../contracts/page-props.js";

/**
 * A subscription call to action. It holds both choices in one place: the purchase (shown on the
 * web, and in the apps to anyone not subscribed) and management (shown in the apps to a subscriber,
 * who is never offered a second purchase). The page's island picks one (the subscription-cta island
 * on a product page, the landing island on the offer); both take the same space, so nothing moves
 * when it does, and without JavaScript the purchase shows. By default the purchase leads to the
 * offer page; on the offer page itself it leads to the offer.
 */
export function SubscriptionCta({ t, site, href, buy, large, block }: Pick<PageProps, "t" | "site" | "href"> & { buy?: { href: string; label: string }; large?: boolean; block?: boolean }) {
  const size = `${large ? " button--large" : ""}${block ? " button--block" : ""}`;
  return (
    <span className="subscription-cta" data-subscription-cta="">
      <a className={`button${size}`} href={buy?.href ?? href(site.subscription.flows.pro.landing)} data-cta-buy="">
        {buy?.label ?? t("product.subscribeAction", { brand: site.brand })}
      </a>
      <a className={`button button--secondary${size}`} href={href(site.subscription.manageRoute)} data-cta-manage="">
        {t("subscription.subscriptions-manage.heading")}
      </a>
    </span>
  );
}
