import { beforeAll, describe, expect, it } from "vitest";
import type { SubscriptionConfig } from "../../../contracts/config/index.js";
import { planCheckout, type CheckoutInput } from "../../../runtime/subscription/checkout.js";
import { repoModel } from "./support.js";

let config: SubscriptionConfig;
beforeAll(async () => {
  config = (await repoModel()).subscription;
});

const none = { brought: null, built: null };

const input = (overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  product: { id: "quietly-pro-monthly", billingPeriod: "monthly" },
  couponId: null,
  trialAllowed: true,
  successUrl: "https://quietly.example/en/subscriptions/welcome/stripe/",
  featurePage: null,
  experimentParams: {},
  ...overrides,
});

describe("checkout session payload and return URL (SPEC §7)", () => {
  it("asks for a trial with a new trial origin when there is none", () => {
    const plan = planCheckout(config, "production", none, input());
    expect(plan.payload).toEqual({
      productId: "quietly-pro-monthly",
      purchasePlatform: "stripe",
      returnUrl: plan.returnUrl,
      origin: "funnel_home_website_trial_monthly",
    });
    expect(plan.newOrigin).toBe(true);
    expect(new URL(plan.returnUrl).search).toBe("?success=true&billing_period=monthly&origin=funnel_home_website_trial_monthly");
  });

  it("keeps the visitor's own origin and adds environment, featurePage and experiments to the return URL", () => {
    const plan = planCheckout(config, "staging", { brought: "funnel_marketing_google", built: "funnel_marketing_website" }, input({ featurePage: "vpn", experimentParams: { exp_subscriptionpromo: "tagline" } }));
    expect(plan.newOrigin).toBe(false);
    expect(Object.fromEntries(new URL(plan.returnUrl).searchParams)).toEqual({
      success: "true",
      billing_period: "monthly",
      origin: "funnel_marketing_google",
      environment: "staging",
      featurePage: "vpn",
      exp_subscriptionpromo: "tagline",
    });
  });

  it("sends the win-back coupon the service offered, and no trial, without making an origin", () => {
    const plan = planCheckout(config, "production", none, input({ couponId: "win-back-offer-2025" }));
    expect(plan.payload).toEqual({ productId: "quietly-pro-monthly", purchasePlatform: "stripe", couponId: "win-back-offer-2025", returnUrl: plan.returnUrl, noTrial: "true" });
    expect(new URL(plan.returnUrl).searchParams.has("origin")).toBe(false);
  });

  it("says noTrial 'true' when no trial is allowed", () => {
    expect(planCheckout(config, "production", none, input({ trialAllowed: false })).payload.noTrial).toBe("true");
  });
});

/**
 * SPEC §4 Checkout: "A trial origin (entry home, campaign trial, content annual or monthly) is set
 * when allowed, when no origin exists and when not a win-back." Every page builds an origin on the
 * first view, so "no origin" is read as "the visitor brought none" (docs/spec-decisions.md).
 */
describe("the trial origin (SPEC §4)", () => {
  it("is set for a visitor who brought no origin, though the first page built one, with that page's source", () => {
    const plan = planCheckout(config, "production", { brought: null, built: "funnel_marketing_google" }, input({ product: { id: "quietly-pro-yearly", billingPeriod: "yearly" } }));
    expect(plan.newOrigin).toBe(true);
    expect(plan.origin).toBe("funnel_home_google_trial_annual");
    expect(plan.payload.origin).toBe("funnel_home_google_trial_annual");
  });

  it("leaves a campaign origin the visitor brought in place", () => {
    const plan = planCheckout(config, "production", { brought: "funnel_home_website_usanniversary", built: "funnel_marketing_website" }, input());
    expect(plan).toMatchObject({ newOrigin: false, origin: "funnel_home_website_usanniversary" });
  });

  it("is not set for a win-back the service offered, though the visitor brought no origin", () => {
    const plan = planCheckout(config, "production", { brought: null, built: "funnel_marketing_website" }, input({ couponId: "win-back-offer-2025" }));
    expect(plan).toMatchObject({ newOrigin: false, origin: "funnel_marketing_website" });
  });

  it("sends the built origin when no trial is allowed and the visitor brought none", () => {
    const plan = planCheckout(config, "production", { brought: null, built: "funnel__bing" }, input({ trialAllowed: false }));
    expect(plan).toMatchObject({ newOrigin: false, origin: "funnel__bing" });
  });
});
