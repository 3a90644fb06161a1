import type { HttpEdge } from "./http-edge.js";
import { BEARER_REFUSALS } from "./refusals.js";
import {
  featuresResponseSchema,
  portalResponseSchema,
  productsResponseSchema,
  subscriptionResponseSchema,
  subscriptionStatusResponseSchema,
  type SubscriptionResponse,
} from "../../contracts/service-answers.js";

const NOT_FOUND = 404;

/** Portal, subscription, status, products and features (SPEC §7); all but products need the bearer. */
export function createSubscriptionReads(api: HttpEdge) {
  return {
    /** The customer portal, which links back to `returnUrl` when given. */
    portalUrl: async (accessToken: string, returnUrl?: string) =>
      (
        await api.json("portal", portalResponseSchema, {
          bearer: accessToken,
          query: { returnUrl },
          refusals: BEARER_REFUSALS,
        })
      ).customerPortalUrl,

    /** null when the account has never bought: the service answers 404 for "no subscription". */
    subscription: async (accessToken: string): Promise<SubscriptionResponse | null> => {
      const response = await api.send("subscription", { bearer: accessToken });
      if (response.status === NOT_FOUND) return null;
      return api.read("subscription", response, subscriptionResponseSchema, BEARER_REFUSALS);
    },

    status: async (accessToken: string) =>
      (
        await api.json("subscriptionStatus", subscriptionStatusResponseSchema, {
          bearer: accessToken,
          refusals: BEARER_REFUSALS,
        })
      ).status,

    products: async () => (await api.json("products", productsResponseSchema)).products,

    productFeatures: async (accessToken: string, productId: string) =>
      (
        await api.json("productFeatures", featuresResponseSchema, {
          bearer: accessToken,
          pathParams: { productId },
          refusals: BEARER_REFUSALS,
        })
      ).features,
  };
}
