import { beforeAll, describe, expect, it } from "vitest";
import type { SubscriptionConfig } from "../../../contracts/config/index.js";
import { freeTrialDays, shouldSetTrialOrigin, trialOrigin } from "../../../runtime/subscription/trial.js";
import { repoModel } from "./support.js";

let rules: SubscriptionConfig["trial"];
beforeAll(async () => {
  rules = (await repoModel()).subscription.trial;
});

describe("free-trial length (SPEC §9)", () => {
  it("is 7 days on an eligible platform and none elsewhere", () => {
    expect(freeTrialDays(rules, { platform: "stripe", origin: null })).toBe(7);
    expect(freeTrialDays(rules, { platform: "web", origin: "funnel_marketing_website" })).toBe(7);
    expect(freeTrialDays(rules, { platform: "ios", origin: null })).toBeNull();
  });

  it("is 14 days with campaign usanniversary", () => {
    expect(freeTrialDays(rules, { platform: "stripe", origin: "funnel_home_website_usanniversary_banner" })).toBe(14);
    // Built without an entry or source, the campaign is still read as the campaign.
    expect(freeTrialDays(rules, { platform: "stripe", origin: "funnel___usanniversary" })).toBe(14);
  });

  it("is 30 days only for entry pro, source radio and campaign endorsement together", () => {
    expect(freeTrialDays(rules, { platform: "stripe", origin: "funnel_pro_radio_endorsement_spot" })).toBe(30);
    expect(freeTrialDays(rules, { platform: "stripe", origin: "funnel_pro_radio_other" })).toBe(7);
    expect(freeTrialDays(rules, { platform: "stripe", origin: "funnel_home_radio_endorsement" })).toBe(7);
  });

  it("takes a native offer's durationInDays when the platform is eligible", () => {
    expect(freeTrialDays(rules, { platform: "stripe", origin: "funnel_home_website_usanniversary", nativeOffers: [{ durationInDays: 21 }] })).toBe(21);
    expect(freeTrialDays(rules, { platform: "android", origin: null, nativeOffers: [{ durationInDays: 21 }] })).toBeNull();
  });
});

describe("trial origin (SPEC §4)", () => {
  it("is set only when allowed, when the visitor brought no origin and when not a win-back", () => {
    expect(shouldSetTrialOrigin({ trialAllowed: true, broughtOrigin: null, winBack: false })).toBe(true);
    expect(shouldSetTrialOrigin({ trialAllowed: false, broughtOrigin: null, winBack: false })).toBe(false);
    expect(shouldSetTrialOrigin({ trialAllowed: true, broughtOrigin: "funnel_home_website_usanniversary", winBack: false })).toBe(false);
    expect(shouldSetTrialOrigin({ trialAllowed: true, broughtOrigin: null, winBack: true })).toBe(false);
  });

  it("is entry home, campaign trial, content annual or monthly", () => {
    expect(trialOrigin(rules, { billingPeriod: "yearly", source: "google" })).toBe("funnel_home_google_trial_annual");
    expect(trialOrigin(rules, { billingPeriod: "monthly", source: "website" })).toBe("funnel_home_website_trial_monthly");
  });
});
