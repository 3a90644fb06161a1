// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
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

/**
 * Defect 3: the page runtime kept the origin in session storage while the checkout read local
 * storage, so the checkout never saw it and every purchase got the trial origin.
 */
describe("one origin store for the page runtime and the subscription checkout", () => {
  it("the checkout reads the origin the page runtime kept, and does not replace it with a trial origin", () => {
    const origin = "funnel_pro_radio_endorsement";
    window.history.replaceState(null, "", `/en/pro/?origin=${origin}`);
    const config = islandConfig(model, "/pro");
    document.head.innerHTML = `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${JSON.stringify(config)}</script>`;
    startPage({ win: window, fetch: (async () => new Response(null, { status: 204 })) as typeof fetch, now: Date.now, random: () => 0.5, log: { warn: () => {}, error: () => {} } });

    // A later page of the visit, without the parameter.
    window.history.replaceState(null, "", "/en/pro/welcome/");
    const services = createIslandServices(browserDeps(window, config));
    expect(services.origin.get()).toBe(origin);
    const product = model.subscription.products[0]!;
    const plan = planCheckout(model.subscription, "production", services.origin.get(), {
      product: { id: product.id, billingPeriod: product.billingPeriod },
      source: "website",
      couponId: null,
      trialAllowed: true,
      successUrl: "https://quietly.example/en/pro/welcome/",
      featurePage: null,
      experimentParams: {},
    });
    expect(plan).toMatchObject({ origin, newOrigin: false, payload: { origin } });
    expect(localStorage.getItem(model.runtime.storageKeys.origin)).toBeNull();
  });
});
