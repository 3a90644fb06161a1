import { beforeAll, describe, expect, it } from "vitest";
import type { SubscriptionConfig } from "../../../contracts/config/index.js";
import { planCheckout, type CheckoutInput } from "../../../runtime/subscription/checkout.js";
import { repoModel } from "./support.js";

let config: SubscriptionConfig;
beforeAll(async () => {
  config = (await repoModel()).subscription;
});

const input = (overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  product: { id: "quietly-pro-monthly", billingPeriod: "monthly" },
  source: "website",
  couponId: null,
  trialAllowed: true,
  successUrl: "https://quietly.example/en/subscriptions/welcome/stripe/",
  featurePage: null,
  experimentParams: {},
  ...overrides,
});

describe("checkout session payload and return URL (SPEC §7)", () => {
  it("asks for a trial with a new trial origin when there is none", () => {
    const plan = planCheckout(config, "production", null, input());
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
    const plan = planCheckout(config, "staging", "funnel_marketing_google", input({ featurePage: "vpn", experimentParams: { exp_subscriptionpromo: "tagline" } }));
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
    const plan = planCheckout(config, "production", null, input({ couponId: "win-back-offer-2025" }));
    expect(plan.payload).toEqual({ productId: "quietly-pro-monthly", purchasePlatform: "stripe", couponId: "win-back-offer-2025", returnUrl: plan.returnUrl, noTrial: "true" });
    expect(new URL(plan.returnUrl).searchParams.has("origin")).toBe(false);
  });

  it("says noTrial 'true' when no trial is allowed", () => {
    expect(planCheckout(config, "production", null, input({ trialAllowed: false })).payload.noTrial).toBe("true");
  });
});
