import type { BuildEnvironment } from "../../contracts/browser-config.js";
import type { SubscriptionConfig } from "../../contracts/config/index.js";
import type { BillingPeriod } from "../../contracts/config/subscription.js";
import type { HttpEdge } from "./http-edge.js";
import { parseOrigin, type OriginStore } from "../core/origin.js";
import { BEARER_REFUSALS, CHECKOUT_REFUSALS } from "./refusals.js";
import { checkoutResponseSchema, offersResponseSchema, type Offer } from "../../contracts/service-answers.js";
import { shouldSetTrialOrigin, trialOrigin } from "./trial.js";

export interface CheckoutInput {
  product: { id: string; billingPeriod: BillingPeriod };
  /** The coupon of the service's win-back offer to this account (see `offersFor`); null when it made none. */
  couponId: string | null;
  trialAllowed: boolean;
  /** Absolute address of the success page the payment provider sends the buyer back to. */
  successUrl: string;
  featurePage: string | null;
  /** exp_{name}=variant pairs of the experiments the visitor is in. */
  experimentParams: Record<string, string>;
}

export interface CheckoutPlan {
  origin: string | null;
  /** True when `origin` is a new trial origin to keep once the session exists. */
  newOrigin: boolean;
  returnUrl: string;
  payload: {
    productId: string;
    purchasePlatform: string;
    couponId?: string;
    returnUrl: string;
    origin?: string;
    noTrial?: "true";
  };
}

/**
 * What the service offers this signed-in account: a trial for a first subscription, the win-back
 * coupon once one has ended. The page claims an offer and sends a coupon only when this names it;
 * the address the page was opened at (its origin) never grants one.
 */
export async function offersFor(api: HttpEdge, accessToken: string): Promise<Offer[]> {
  return (await api.json("offers", offersResponseSchema, { bearer: accessToken, refusals: BEARER_REFUSALS })).offers;
}

/** The win-back coupon among the offers, if the service made one. */
export const winBackCoupon = (offers: readonly Offer[]): string | null =>
  offers.find((offer) => offer.type === "WinBack")?.couponId ?? null;

/** The visit's origins as the origin store keeps them: the one the visitor brought, and the one the first page built. */
export interface VisitOrigins {
  brought: string | null;
  built: string | null;
}

/**
 * Everything a checkout sends and promises, decided without touching the network or storage. A
 * trial origin takes its source from the origin the first page built (the referrer the visitor
 * came from); otherwise the visit's own origin goes, the brought one before the built one.
 */
export function planCheckout(
  config: SubscriptionConfig,
  environment: BuildEnvironment,
  origins: VisitOrigins,
  input: CheckoutInput,
): CheckoutPlan {
  const winBack = input.couponId !== null;
  const newOrigin = shouldSetTrialOrigin({ trialAllowed: input.trialAllowed, broughtOrigin: origins.brought, winBack });
  const origin = newOrigin
    ? trialOrigin(config.trial, {
        billingPeriod: input.product.billingPeriod,
        source: parseOrigin(origins.built)?.source ?? "website",
      })
    : (origins.brought ?? origins.built);

  const returnUrl = new URL(input.successUrl);
  returnUrl.searchParams.set("success", "true");
  returnUrl.searchParams.set("billing_period", input.product.billingPeriod);
  if (origin) returnUrl.searchParams.set("origin", origin);
  if (environment === "staging") returnUrl.searchParams.set("environment", "staging");
  if (input.featurePage) returnUrl.searchParams.set("featurePage", input.featurePage);
  for (const [name, value] of Object.entries(input.experimentParams)) returnUrl.searchParams.set(name, value);

  return {
    origin,
    newOrigin,
    returnUrl: returnUrl.toString(),
    payload: {
      productId: input.product.id,
      purchasePlatform: config.webPurchasePlatform,
      ...(winBack ? { couponId: input.couponId! } : {}),
      returnUrl: returnUrl.toString(),
      ...(origin ? { origin } : {}),
      ...(input.trialAllowed && !winBack ? {} : { noTrial: "true" as const }),
    },
  };
}

/**
 * Opens a checkout session and answers where to send the buyer. A new trial origin is kept only
 * once the session exists and leads somewhere allowed, so a failed call leaves the stored origin as it was.
 */
export async function startCheckout(
  deps: {
    api: HttpEdge;
    config: SubscriptionConfig;
    environment: BuildEnvironment;
    origin: OriginStore;
    followable: (address: string) => string;
  },
  accessToken: string,
  input: CheckoutInput,
): Promise<{ checkoutUrl: string; returnUrl: string }> {
  const plan = planCheckout(
    deps.config,
    deps.environment,
    { brought: deps.origin.brought(), built: deps.origin.built() },
    input,
  );
  const { checkoutUrl } = await deps.api.json("checkoutSession", checkoutResponseSchema, {
    bearer: accessToken,
    json: plan.payload,
    refusals: CHECKOUT_REFUSALS,
  });
  // Only to a host the config allows (SPEC §8 otherwise), and before anything is kept.
  deps.followable(checkoutUrl);
  if (plan.newOrigin && plan.origin) deps.origin.bring(plan.origin);
  return { checkoutUrl, returnUrl: plan.returnUrl };
}
