/**
 * The subscription call to action of a feature's page. On the web it does nothing: the purchase
 * shows, and the offer page learns from the referrer which feature the visitor came from. Inside
 * the product's apps (marked on <html> by the boot script) it loads the bridge to ask whether the
 * visitor is subscribed. Kept this small because these are marketing pages, with their budget.
 */
if (document.documentElement.hasAttribute("data-in-app") || /[?&]subscribed_override=/.test(location.search)) {
  void import("./subscription/cta-in-app.js").then((module) => module.showInAppChoice(window));
}
