import type { SubscriptionConfig } from "../../contracts/config/index.js";
import type { BillingPeriod, PurchasePlatform } from "../../contracts/config/subscription.js";
import { buildOrigin, parseOrigin, type OriginParts } from "../core/origin.js";

type TrialRules = SubscriptionConfig["trial"];

/**
 * SPEC §4: the trial origin is set only when a trial is allowed, no origin exists and it is not a
 * win-back. "No origin" means the visitor brought none (no ?origin= in this visit): the origin a
 * page builds for every visitor would otherwise always exist, and the rule could never apply.
 */
export function shouldSetTrialOrigin(input: { trialAllowed: boolean; broughtOrigin: string | null; winBack: boolean }): boolean {
  return input.trialAllowed && !input.broughtOrigin && !input.winBack;
}

/** funnel_home_{source}_trial_annual (or _monthly), from the configured parts. */
export function trialOrigin(rules: TrialRules, input: { billingPeriod: BillingPeriod; source: string }): string {
  return buildOrigin({
    entry: rules.origin.entry,
    source: input.source,
    campaign: rules.origin.campaign,
    content: rules.origin.content[input.billingPeriod],
  });
}

const isTrialEligiblePlatform = (rules: TrialRules, platform: PurchasePlatform) =>
  rules.eligiblePlatforms.includes(platform);

/**
 * SPEC §9: days of free trial, or null when the platform gets none. A native offer's own length
 * wins; otherwise the first campaign rule whose parts all match the origin; otherwise the default.
 */
export function freeTrialDays(
  rules: TrialRules,
  input: { platform: PurchasePlatform; origin: string | null; nativeOffers?: { durationInDays: number }[] },
): number | null {
  if (!isTrialEligiblePlatform(rules, input.platform)) return null;
  const offer = input.nativeOffers?.[0];
  if (offer) return offer.durationInDays;
  const parts = parseOrigin(input.origin) ?? {};
  const rule = rules.campaignRules.find((candidate) =>
    Object.entries(candidate.match).every(([key, value]) => parts[key as keyof OriginParts] === value),
  );
  return rule?.days ?? rules.defaultDays;
}
