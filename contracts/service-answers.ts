import * as v from "valibot";
import { BILLING_PERIODS, SUBSCRIPTION_PLATFORMS, SUBSCRIPTION_STATUSES } from "./values.js";

/**
 * The shapes of the service answers (SPEC §3). Every answer is parsed with one of these; the API
 * emulator builds its answers from the same types, so the two sides cannot drift apart silently.
 * Valibot, because it ships only the checks used here: a schema library's core would otherwise be
 * the largest part of every island.
 */
const nonEmpty = () => v.pipe(v.string(), v.minLength(1));

export const billingPeriodSchema = v.picklist(BILLING_PERIODS);
export const subscriptionPlatformSchema = v.picklist(SUBSCRIPTION_PLATFORMS);
export const subscriptionStatusSchema = v.picklist(SUBSCRIPTION_STATUSES);

export const tokenResponseSchema = v.object({ access_token: nonEmpty(), refresh_token: v.optional(nonEmpty()) });
export const codeResponseSchema = v.object({ code: nonEmpty() });
export const hashResponseSchema = v.object({ hash: nonEmpty() });
export const editConfirmResponseSchema = v.object({ status: v.literal("confirmed"), email: nonEmpty() });
export const logoutResponseSchema = v.object({ status: nonEmpty() });

const entitlementSchema = v.object({ product: nonEmpty() });
export const accountResponseSchema = v.object({
  id: nonEmpty(),
  email: v.nullable(nonEmpty()),
  entitlements: v.array(entitlementSchema),
});

export const legacyLoginResponseSchema = v.object({ external_id: nonEmpty(), auth_token: nonEmpty() });
export const legacyValidateTokenResponseSchema = v.object({
  account: v.object({
    external_id: nonEmpty(),
    email: v.nullable(nonEmpty()),
    entitlements: v.array(entitlementSchema),
  }),
});

export const checkoutResponseSchema = v.object({ checkoutUrl: v.pipe(v.string(), v.url()) });
export const portalResponseSchema = v.object({ customerPortalUrl: v.pipe(v.string(), v.url()) });

export const activeOfferSchema = v.object({ type: v.literal("Trial") });
export const subscriptionResponseSchema = v.object({
  productId: nonEmpty(),
  startedAt: v.pipe(v.number(), v.integer()),
  expiresOrRenewsAt: v.pipe(v.number(), v.integer()),
  status: subscriptionStatusSchema,
  billingPeriod: billingPeriodSchema,
  platform: subscriptionPlatformSchema,
  activeOffers: v.array(activeOfferSchema),
});
export const subscriptionStatusResponseSchema = v.object({ status: subscriptionStatusSchema });

/**
 * What the service offers the signed-in account, decided from its history: a trial for a first
 * subscription, the win-back coupon for someone whose subscription ended. The page shows an offer
 * and sends a coupon only when this answer names it, never because of the address it was opened at.
 */
const offerSchema = v.object({
  type: v.picklist(["Trial", "WinBack"]),
  /** The coupon to send with checkout: present on a WinBack offer. */
  couponId: v.optional(nonEmpty()),
});
export const offersResponseSchema = v.object({ offers: v.array(offerSchema) });

const productSchema = v.object({
  productId: nonEmpty(),
  billingPeriod: billingPeriodSchema,
  price: v.object({ amount: v.pipe(v.number(), v.gtValue(0)), currency: v.pipe(v.string(), v.length(3)) }),
});
export const productsResponseSchema = v.object({ products: v.pipe(v.array(productSchema), v.minLength(1)) });
export const featuresResponseSchema = v.object({ features: v.pipe(v.array(nonEmpty()), v.minLength(1)) });

/** SPEC §3: the v2 account identity lives in the access token's claims. */
export const accessTokenClaimsSchema = v.object({
  sub: nonEmpty(),
  email: v.optional(v.nullable(nonEmpty())),
  exp: v.optional(v.number()),
});

export type TokenResponse = v.InferOutput<typeof tokenResponseSchema>;
export type AccountResponse = v.InferOutput<typeof accountResponseSchema>;
export type LegacyValidateTokenResponse = v.InferOutput<typeof legacyValidateTokenResponseSchema>;
export type SubscriptionResponse = v.InferOutput<typeof subscriptionResponseSchema>;
export type SubscriptionStatusResponse = v.InferOutput<typeof subscriptionStatusResponseSchema>;
export type ProductsResponse = v.InferOutput<typeof productsResponseSchema>;
export type Offer = v.InferOutput<typeof offerSchema>;
export type OffersResponse = v.InferOutput<typeof offersResponseSchema>;
export type AccessTokenClaims = v.InferOutput<typeof accessTokenClaimsSchema>;
