import { readSiteConfig } from "../core/site-config.js";

/**
 * The subscription call to action of a feature's page. On the web it only makes the purchase come
 * back to this feature (featurePage); inside the product's apps it loads the bridge to ask whether
 * the visitor is subscribed, and shows management instead of a second purchase. Kept tiny: these
 * pages are marketing pages, and everything for the apps loads only inside them.
 */
const config = readSiteConfig(document);
const ctas = document.querySelectorAll<HTMLElement>("[data-subscription-cta]");
if (config?.subscription && ctas.length) {
  const feature = config.subscription.features.find((candidate) => candidate.route === config.page.route);
  if (feature) {
    for (const link of document.querySelectorAll<HTMLAnchorElement>("[data-subscription-cta] [data-cta-buy]")) {
      const url = new URL(link.href);
      url.searchParams.set("featurePage", feature.slug);
      link.href = url.pathname + url.search;
    }
  }
  if (navigator.userAgent.includes(config.runtime.platform.appUserAgentToken) || /[?&]subscribed_override=/.test(location.search)) {
    void import("./subscription/cta-in-app.js").then((module) => module.showInAppChoice(window, config as Parameters<typeof module.showInAppChoice>[1], ctas));
  }
}
