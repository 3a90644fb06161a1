import * as z from "zod/mini";
import { BILLING_PERIODS, SUBSCRIPTION_PLATFORMS, SUBSCRIPTION_STATUSES } from "../../contracts/values.js";

/**
 * The shapes of the service answers (SPEC §3). Every answer is parsed with one of these; the API
 * emulator builds its answers from the same types, so the two sides cannot drift apart silently.
 * zod/mini keeps the islands' bundles small: only the checks used here are shipped.
 */
const nonEmpty = () => z.string().check(z.minLength(1));

export const billingPeriodSchema = z.enum(BILLING_PERIODS);
export const subscriptionPlatformSchema = z.enum(SUBSCRIPTION_PLATFORMS);
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

export const tokenResponseSchema = z.object({ access_token: nonEmpty(), refresh_token: z.optional(nonEmpty()) });
export const codeResponseSchema = z.object({ code: nonEmpty() });
export const hashResponseSchema = z.object({ hash: nonEmpty() });
export const editConfirmResponseSchema = z.object({ status: z.literal("confirmed"), email: nonEmpty() });
export const logoutResponseSchema = z.object({ status: nonEmpty() });

export const entitlementSchema = z.object({ product: nonEmpty() });
export const accountResponseSchema = z.object({
  id: nonEmpty(),
  email: z.nullable(nonEmpty()),
  entitlements: z.array(entitlementSchema),
});

export const legacyLoginResponseSchema = z.object({ external_id: nonEmpty(), auth_token: nonEmpty() });
export const legacyValidateTokenResponseSchema = z.object({
  account: z.object({
    external_id: nonEmpty(),
    email: z.nullable(nonEmpty()),
    entitlements: z.array(entitlementSchema),
  }),
});

export const checkoutResponseSchema = z.object({ checkoutUrl: z.url() });
export const portalResponseSchema = z.object({ customerPortalUrl: z.url() });

export const activeOfferSchema = z.object({ type: z.literal("Trial") });
export const subscriptionResponseSchema = z.object({
  productId: nonEmpty(),
  startedAt: z.number().check(z.int()),
  expiresOrRenewsAt: z.number().check(z.int()),
  status: subscriptionStatusSchema,
  billingPeriod: billingPeriodSchema,
  platform: subscriptionPlatformSchema,
  activeOffers: z.array(activeOfferSchema),
});
export const subscriptionStatusResponseSchema = z.object({ status: subscriptionStatusSchema });

export const productSchema = z.object({
  productId: nonEmpty(),
  billingPeriod: billingPeriodSchema,
  price: z.object({ amount: z.number().check(z.positive()), currency: z.string().check(z.length(3)) }),
});
export const productsResponseSchema = z.object({ products: z.array(productSchema).check(z.minLength(1)) });
export const featuresResponseSchema = z.object({ features: z.array(nonEmpty()).check(z.minLength(1)) });

/** SPEC §3: the v2 account identity lives in the access token's claims. */
export const accessTokenClaimsSchema = z.object({
  sub: nonEmpty(),
  email: z.optional(z.nullable(nonEmpty())),
  exp: z.optional(z.number()),
});

export type TokenResponse = z.infer<typeof tokenResponseSchema>;
export type AccountResponse = z.infer<typeof accountResponseSchema>;
export type LegacyValidateTokenResponse = z.infer<typeof legacyValidateTokenResponseSchema>;
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;
export type ProductsResponse = z.infer<typeof productsResponseSchema>;
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
