import * as v from "valibot";
import {
  activeOfferSchema,
  billingPeriodSchema,
  subscriptionPlatformSchema,
  subscriptionStatusSchema,
  type SubscriptionResponse,
} from "../../contracts/service-answers.js";

/** The subscription as the screens show it (SPEC §3); fields of a purchase are null before one. */
export const uiSubscriptionSchema = v.object({
  id: v.string(),
  email: v.nullable(v.string()),
  startedAt: v.nullable(v.number()),
  expiresOrRenewsAt: v.nullable(v.number()),
  status: subscriptionStatusSchema,
  productId: v.nullable(v.string()),
  billingPeriod: v.nullable(billingPeriodSchema),
  platform: v.nullable(subscriptionPlatformSchema),
  activeOffers: v.array(activeOfferSchema),
  entitlements: v.array(v.string()),
  /** The older (v1) variant carries its token for the host app. */
  authToken: v.optional(v.string()),
});
export type UiSubscription = v.InferOutput<typeof uiSubscriptionSchema>;

export interface HydrationInput {
  account: { id: string; email: string | null; entitlements: { product: string }[] };
  subscription: SubscriptionResponse | null;
  /** A newer address than the account's, e.g. right after an e-mail edit was confirmed. */
  email?: string | null;
  auth_token?: string;
  authToken?: string;
}

/**
 * SPEC §3: account, entitlements, e-mail and the v1 token (auth_token or authToken) merged into one
 * UI subscription. The v2 access token stays out of it: it is short-lived and lives with the session.
 */
export function toUiSubscription(input: HydrationInput): UiSubscription {
  const purchase = input.subscription;
  const authToken = input.auth_token ?? input.authToken;
  return {
    id: input.account.id,
    email: input.email ?? input.account.email,
    startedAt: purchase?.startedAt ?? null,
    expiresOrRenewsAt: purchase?.expiresOrRenewsAt ?? null,
    status: purchase?.status ?? "Inactive",
    productId: purchase?.productId ?? null,
    billingPeriod: purchase?.billingPeriod ?? null,
    platform: purchase?.platform ?? null,
    activeOffers: purchase?.activeOffers ?? [],
    entitlements: input.account.entitlements.map((entitlement) => entitlement.product),
    ...(authToken === undefined ? {} : { authToken }),
  };
}

/** Statuses under which the subscriber still has what they paid for. */
const ACTIVE_STATUSES: readonly UiSubscription["status"][] = ["Auto-Renewable", "Not Auto-Renewable", "Grace Period"];

export const isActiveStatus = (status: UiSubscription["status"]) => ACTIVE_STATUSES.includes(status);
