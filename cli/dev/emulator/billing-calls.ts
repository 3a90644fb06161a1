import * as z from "zod";
import { purchasePlatformSchema } from "../../../contracts/config/subscription.js";
import { SERVICE_ERRORS } from "../../../contracts/service-errors.js";
import type {
  OffersResponse,
  ProductsResponse,
  SubscriptionStatusResponse,
} from "../../../contracts/service-answers.js";
import { authenticateEither, isReply, isSiteUrl, type CallHandlers } from "./context.js";
import { json, problem } from "./http.js";
import { CHECKOUT_PAGE_PATH, PORTAL_PAGE_PATH } from "./pages.js";
import { offersOf } from "./state.js";
import { randomToken } from "./tokens.js";

const checkoutBodySchema = z.object({
  productId: z.string(),
  purchasePlatform: purchasePlatformSchema,
  couponId: z.string().optional(),
  returnUrl: z.url({ protocol: /^https?$/ }),
  origin: z.string().optional(),
  noTrial: z.literal("true").optional(),
});

/** Checkout, portal, subscription, status, products and features: the subscriptions host. */
export const billingCalls: Pick<
  CallHandlers,
  "checkoutSession" | "portal" | "subscription" | "subscriptionStatus" | "offers" | "products" | "productFeatures"
> = {
  async checkoutSession(request, context) {
    const caller = await authenticateEither(request, context);
    if (isReply(caller)) return caller;
    let body: z.infer<typeof checkoutBodySchema>;
    try {
      body = checkoutBodySchema.parse(JSON.parse(request.body));
    } catch {
      return problem(
        400,
        "invalid_request",
        "Send JSON { productId, purchasePlatform, returnUrl, couponId?, origin?, noTrial? }",
      );
    }
    if (!isSiteUrl(body.returnUrl, context.model.site)) {
      return problem(400, "invalid_return_url", "returnUrl must be an address of the site");
    }
    const product = context.model.subscription.products.find((candidate) => candidate.id === body.productId);
    if (!product) return problem(404, "product_not_found", `No product ${body.productId}`);
    const status = context.state.statusOf(caller.account);
    if (status === "Auto-Renewable" || status === "Grace Period") {
      return problem(403, SERVICE_ERRORS.alreadySubscribed, "This account already has a subscription");
    }
    // What the account is offered decides the terms; the request can decline a trial, never grant one.
    const offers = offersOf(context.state, caller.account, context.model.subscription.winBackOfferId);
    const coupon = offers.find((offer) => offer.type === "WinBack" && offer.couponId === body.couponId);
    if (body.couponId !== undefined && !coupon) return problem(400, "invalid_coupon", "This account has no such offer");
    const id = randomToken();
    context.state.checkouts.set(id, {
      id,
      accountId: caller.account.id,
      productId: product.id,
      billingPeriod: product.billingPeriod,
      amount: product.amount,
      returnUrl: body.returnUrl,
      trial:
        offers.some((offer) => offer.type === "Trial") && body.noTrial === undefined && body.couponId === undefined,
      couponId: body.couponId ?? null,
      paid: false,
    });
    return json(200, { checkoutUrl: `${context.baseUrl}${CHECKOUT_PAGE_PATH}${id}` });
  },

  async portal(request, context) {
    const caller = await authenticateEither(request, context);
    if (isReply(caller)) return caller;
    if (!caller.account.purchase)
      return problem(404, "customer_not_found", "This account has never bought a subscription");
    const returnUrl = request.url.searchParams.get("returnUrl");
    if (returnUrl !== null && !isSiteUrl(returnUrl, context.model.site)) {
      return problem(400, "invalid_return_url", "returnUrl must be an address of the site");
    }
    const id = randomToken();
    context.state.portals.set(id, { accountId: caller.account.id, returnUrl });
    return json(200, { customerPortalUrl: `${context.baseUrl}${PORTAL_PAGE_PATH}${id}` });
  },

  async subscription(request, context) {
    const caller = await authenticateEither(request, context);
    if (isReply(caller)) return caller;
    const purchase = caller.account.purchase;
    if (!purchase) return problem(404, "subscription_not_found", "This account has no subscription");
    return json(200, { ...purchase, status: context.state.statusOf(caller.account) });
  },

  async subscriptionStatus(request, context) {
    const caller = await authenticateEither(request, context);
    if (isReply(caller)) return caller;
    const body: SubscriptionStatusResponse = { status: context.state.statusOf(caller.account) };
    return json(200, body);
  },

  async offers(request, context) {
    const caller = await authenticateEither(request, context);
    if (isReply(caller)) return caller;
    const body: OffersResponse = {
      offers: offersOf(context.state, caller.account, context.model.subscription.winBackOfferId),
    };
    return json(200, body);
  },

  products(_request, context) {
    const { products, price } = context.model.subscription;
    const body: ProductsResponse = {
      products: products.map((product) => ({
        productId: product.id,
        billingPeriod: product.billingPeriod,
        price: { amount: product.amount, currency: price.currency },
      })),
    };
    return json(200, body);
  },

  async productFeatures(request, context) {
    const caller = await authenticateEither(request, context);
    if (isReply(caller)) return caller;
    const productId = request.params.productId ?? "";
    if (!context.model.subscription.products.some((product) => product.id === productId)) {
      return problem(404, "product_not_found", `No product ${productId}`);
    }
    return json(200, { features: context.model.subscription.features.map((feature) => feature.slug) });
  },
};
