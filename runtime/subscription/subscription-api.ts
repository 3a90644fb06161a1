import type { Api } from "./api.js";
import {
  featuresResponseSchema,
  portalResponseSchema,
  productsResponseSchema,
  subscriptionResponseSchema,
  subscriptionStatusResponseSchema,
  type SubscriptionResponse,
} from "./schemas.js";

const NOT_FOUND = 404;

export type SubscriptionApi = ReturnType<typeof createSubscriptionApi>;

/** Portal, subscription, status, products and features (SPEC §7); all but products need the bearer. */
export function createSubscriptionApi(api: Api) {
  return {
    portalUrl: async (accessToken: string) =>
      (await api.json("portal", portalResponseSchema, { bearer: accessToken })).customerPortalUrl,

    /** null when the account has never bought: the service answers 404 for "no subscription". */
    subscription: async (accessToken: string): Promise<SubscriptionResponse | null> => {
      const response = await api.send("subscription", { bearer: accessToken });
      if (response.status === NOT_FOUND) return null;
      return api.read("subscription", response, subscriptionResponseSchema);
    },

    status: async (accessToken: string) =>
      (await api.json("subscriptionStatus", subscriptionStatusResponseSchema, { bearer: accessToken })).status,

    products: async () => (await api.json("products", productsResponseSchema)).products,

    productFeatures: async (accessToken: string, productId: string) =>
      (await api.json("productFeatures", featuresResponseSchema, { bearer: accessToken, pathParams: { productId } }))
        .features,
  };
}
