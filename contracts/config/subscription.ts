import * as z from "zod";
import {
  BILLING_PERIODS,
  PURCHASE_PLATFORMS,
  SUBSCRIPTION_STATUSES,
} from "../values.js";
import { SUBSCRIPTION_FLOWS, SUBSCRIPTION_SCREENS } from "../subscription-ui.js";
import { identifier, routePath } from "./common.js";

/** SPEC §3 value sets, shared by the config, the browser client and the API emulator. */
const billingPeriodSchema = z.enum(BILLING_PERIODS);
const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
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

const flowRoutesSchema = z
  .object({
    landing: routePath.describe("The offer, where a purchase starts"),
    signIn: routePath.describe("Sign in to an existing subscription"),
    welcome: routePath.describe("Where checkout returns after a purchase started in this flow"),
    addEmail: routePath,
    editEmail: routePath,
    removeEmail: routePath,
    anotherDevice: routePath.describe("How to use the subscription on another device"),
  })
  .strict();

const screenSchema = z
  .object({
    screen: z.enum(SUBSCRIPTION_SCREENS),
    flow: z.enum(SUBSCRIPTION_FLOWS).describe("Which flow's routes the screen links to"),
    lead: z.string().min(1).optional().describe("Message key of the page's lead, instead of subscription.{id}.body"),
  })
  .strict();

/** Subscription business rules and constants (SPEC §3, §4, §9). */
export const subscriptionSchema = z
  .object({
    price: z.object({ amount: z.number().positive(), currency: z.string().length(3) }).strict(),
    winBackOfferId: z
      .string()
      .min(1)
      .describe("The win-back coupon: the service offers it to an account whose subscription ended (the emulator offers this id)"),
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
      .array(
        z
          .object({
            name: z.string().min(1),
            slug: identifier.describe("What the features call answers; also the featurePage of the feature's own page"),
            route: routePath.optional().describe("The feature's own page, where its call to action starts a purchase"),
          })
          .strict(),
      )
      .min(1)
      .describe("Products or features of the subscription (SPEC §3), entitlements name them"),
    trial: trialSchema,
    storageKeys: z
      .object({
        refreshToken: z.string().min(1).describe("Sign-in v2: the refresh token, the only v2 secret kept in storage"),
        legacyAuthToken: z.string().min(1).describe("Sign-in v1: the auth token, its only secret"),
        paywallViewCount: z.string().min(1).describe("Local-storage key counting paywall views"),
      })
      .strict()
      .describe("Keys in the environment the site is built for; a visit switched to another (?environment=staging) keeps its tokens under {key}.{environment}"),
    emailAllowList: z
      .array(z.string().regex(/^[^\sA-Z@]*@[^\sA-Z@]+$/, "an address or @domain, lowercase"))
      .describe("SPEC §5's allowed list for the e-mail check: addresses, or @domain for a whole domain. Empty: every address may be used"),
    storageTtlDays: z
      .object({ legacyAuthToken: z.number().int().positive().describe("Days a v1 auth token is kept on this device (SPEC §3's _ttl companion key)") })
      .strict(),
    confirmation: z
      .object({
        pollIntervalMs: z.number().int().positive(),
        maxAttempts: z.number().int().positive(),
      })
      .strict()
      .describe("How long a checkout success page asks the API before it gives up"),
    otp: z
      .object({
        length: z.number().int().min(4).max(10).describe("Digits of the one-time code"),
        resendCooldownSeconds: z.number().int().positive().describe("How long the page waits before it offers a new code"),
      })
      .strict(),
    flows: z
      .record(z.enum(SUBSCRIPTION_FLOWS), flowRoutesSchema)
      .describe("The routes each flow links to: /pro pages on the web, /subscriptions pages for the apps and feature pages"),
    manageRoute: routePath,
    supportRoute: routePath.describe("Where a subscriber finds help: every subscription screen links to it"),
    featurePageWelcome: routePath.describe("Where checkout returns when the purchase started from a feature's page"),
    screens: z
      .record(routePath, screenSchema)
      .describe("What each subscription route shows; its island (site.yaml) must be the one that renders the screen"),
    featureFlags: featureFlagsSchema,
    bridge: bridgeSchema,
  })
  .strict();

export type BillingPeriod = z.infer<typeof billingPeriodSchema>;
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
export type PurchasePlatform = z.infer<typeof purchasePlatformSchema>;
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;
