// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { SITE_CONFIG_ELEMENT_ID } from "../../../contracts/browser-config.js";
import { browserDeps, createIslandServices } from "../../../runtime/islands/subscription/services.js";
import { startPage } from "../../../runtime/core/start-page.js";
import { planCheckout } from "../../../runtime/subscription/checkout.js";
import { repoModel } from "../subscription/support.js";
import { islandConfig } from "./support.js";

let model: SiteModel;
beforeAll(async () => {
  model = await repoModel();
});
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

/** A visit: the page runtime runs on `first`, then the checkout is planned on a later page without the parameter. */
function visit(first: string) {
  window.history.replaceState(null, "", first);
  const config = islandConfig(model, "/pro");
  document.head.innerHTML = `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${JSON.stringify(config)}</script>`;
  startPage({ win: window, fetch: (async () => new Response(null, { status: 204 })) as typeof fetch, now: Date.now, random: () => 0.5, log: { warn: () => {}, error: () => {} } });
  window.history.replaceState(null, "", "/en/pro/welcome/");
  const services = createIslandServices(browserDeps(window, config));
  const product = model.subscription.products.find((candidate) => candidate.billingPeriod === "yearly")!;
  return planCheckout(model.subscription, "production", { brought: services.origin.brought(), built: services.origin.built() }, {
    product: { id: product.id, billingPeriod: product.billingPeriod },
    couponId: null,
    trialAllowed: true,
    successUrl: "https://quietly.example/en/pro/welcome/",
    featurePage: null,
    experimentParams: {},
  });
}

/**
 * Defect 3: the page runtime kept the origin in session storage while the checkout read local
 * storage, so the checkout never saw it and every purchase got the trial origin.
 */
describe("one origin store for the page runtime and the subscription checkout", () => {
  it("the checkout reads the origin the page runtime kept, and does not replace it with a trial origin", () => {
    const origin = "funnel_pro_radio_endorsement";
    const plan = visit(`/en/pro/?origin=${origin}`);
    expect(plan).toMatchObject({ origin, newOrigin: false, payload: { origin } });
    expect(localStorage.getItem(model.runtime.storageKeys.origin)).toBeNull();
  });

  /**
   * Issue 21, item 1: every page stored a built origin on the first view, so at checkout "no origin
   * exists" was never true and no purchase was ever attributed to the trial funnel.
   */
  it("gives a visitor who brought no origin the trial origin, with the source of the page they came in on", () => {
    Object.defineProperty(document, "referrer", { value: "https://www.bing.com/search?q=private", configurable: true });
    try {
      const plan = visit("/en/pro/");
      expect(plan).toMatchObject({ newOrigin: true, origin: "funnel_home_bing_trial_annual", payload: { origin: "funnel_home_bing_trial_annual" } });
    } finally {
      Object.defineProperty(document, "referrer", { value: "", configurable: true });
    }
  });
});
