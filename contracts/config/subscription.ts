import { z } from "zod";
import {
  BILLING_PERIODS,
  PURCHASE_PLATFORMS,
  SUBSCRIPTION_PLATFORMS,
  SUBSCRIPTION_STATUSES,
} from "../values.js";
import { identifier } from "./common.js";

/** SPEC §3 value sets, shared by the config, the browser client and the API emulator. */
export const billingPeriodSchema = z.enum(BILLING_PERIODS);
export const subscriptionPlatformSchema = z.enum(SUBSCRIPTION_PLATFORMS);
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export const purchasePlatformSchema = z.enum(PURCHASE_PLATFORMS);

/** The parts of a funnel origin (SPEC §3): funnel_{entry}_{source}_{campaign}_{content}. */
const originPartsSchema = z
  .object({
    entry: z.string().min(1).optional(),
    source: z.string().min(1).optional(),
    campaign: z.string().min(1).optional(),
    content: z.string().min(1).optional(),
  })
  .strict();

const trialSchema = z
  .object({
    defaultDays: z.number().int().positive().describe("Free-trial length on an eligible platform"),
    eligiblePlatforms: z.array(purchasePlatformSchema).min(1).describe("Purchase platforms that get a free trial"),
    campaignRules: z
      .array(z.object({ match: originPartsSchema, days: z.number().int().positive() }).strict())
      .describe("Longer trials for origins whose parts all match; the first matching rule wins"),
    origin: z
      .object({
        entry: z.string().min(1),
        campaign: z.string().min(1),
        content: z.record(billingPeriodSchema, z.string().min(1)).describe("content part per billing period"),
      })
      .strict()
      .describe("The trial origin set at checkout when allowed, when no origin exists and when not a win-back"),
  })
  .strict();

const featureFlagsSchema = z
  .object({
    useUnifiedFeedback: z.boolean(),
    useSubscriptionsAuthV2: z.boolean().describe("Selects sign-in v2 (true) or v1 (false)"),
    useAlternateStripePaymentFlow: z.boolean(),
  })
  .strict()
  .describe("Defaults used when the host app does not answer getFeatureConfig (always on the web)");

const bridgeSchema = z
  .object({
    context: z.string().min(1).describe("`context` of every message to the host app"),
    featureName: z.string().min(1).describe("`featureName` of every message; also the webkit handler name"),
    android: z
      .object({
        javascriptInterface: z.string().min(1).describe("window property the Android app injects"),
        messageCallback: z.string().min(1).describe("window function the Android app calls with replies"),
        messageSecret: z.string().min(1).describe("window property holding the secret sent with every message"),
      })
      .strict(),
  })
  .strict();

/** Subscription business rules and constants (SPEC §3, §4, §9). */
export const subscriptionSchema = z
  .object({
    price: z.object({ amount: z.number().positive(), currency: z.string().length(3) }).strict(),
    winBackOfferId: z.string().min(1).describe("couponId sent with a win-back checkout"),
    webPurchasePlatform: purchasePlatformSchema.describe("purchasePlatform of a checkout started on the web"),
    products: z
      .array(
        z
          .object({
            id: identifier,
            billingPeriod: billingPeriodSchema,
            amount: z.number().positive().describe("Price per billing period, in price.currency"),
          })
          .strict(),
      )
      .min(1)
      .describe("Products on sale; the API emulator sells exactly these"),
    features: z
      .array(z.object({ name: z.string().min(1), slug: identifier }).strict())
      .min(1)
      .describe("Products or features of the subscription (SPEC §3), entitlements name them"),
    trial: trialSchema,
    storageKeys: z
      .object({
        refreshToken: z.string().min(1).describe("The only secret kept in storage"),
        paywallViewCount: z.string().min(1).describe("Local-storage key counting paywall views"),
      })
      .strict(),
    confirmation: z
      .object({
        pollIntervalMs: z.number().int().positive(),
        maxAttempts: z.number().int().positive(),
      })
      .strict()
      .describe("How long a checkout success page asks the API before it gives up"),
    featureFlags: featureFlagsSchema,
    bridge: bridgeSchema,
  })
  .strict();

export type BillingPeriod = z.infer<typeof billingPeriodSchema>;
export type SubscriptionPlatform = z.infer<typeof subscriptionPlatformSchema>;
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
export type PurchasePlatform = z.infer<typeof purchasePlatformSchema>;
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;
