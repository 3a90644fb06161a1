import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  toUiSubscription,
  isActiveStatus,
  uiSubscriptionSchema,
} from "../../../runtime/subscription/ui-subscription.js";

const account = {
  id: "acct-1",
  email: "a@example.com",
  entitlements: [{ product: "Network Protection" }, { product: "Data Broker Protection" }],
};
const purchase = {
  productId: "quietly-pro-yearly",
  startedAt: 1_700_000_000_000,
  expiresOrRenewsAt: 1_731_536_000_000,
  status: "Auto-Renewable" as const,
  billingPeriod: "yearly" as const,
  platform: "stripe" as const,
  activeOffers: [{ type: "Trial" as const }],
};

describe("subscription hydration (SPEC §3)", () => {
  it("merges account, entitlements and purchase into the UI subscription", () => {
    const subscription = toUiSubscription({ account, subscription: purchase });
    expect(subscription).toEqual({
      id: "acct-1",
      email: "a@example.com",
      startedAt: purchase.startedAt,
      expiresOrRenewsAt: purchase.expiresOrRenewsAt,
      status: "Auto-Renewable",
      productId: "quietly-pro-yearly",
      billingPeriod: "yearly",
      platform: "stripe",
      activeOffers: [{ type: "Trial" }],
      entitlements: ["Network Protection", "Data Broker Protection"],
    });
    expect(v.safeParse(uiSubscriptionSchema, subscription).success).toBe(true);
  });

  it("prefers a newer e-mail and carries the v1 token as authToken, from auth_token or authToken", () => {
    expect(
      toUiSubscription({ account, subscription: purchase, email: "b@example.com", auth_token: "t1" }),
    ).toMatchObject({ email: "b@example.com", authToken: "t1" });
    expect(toUiSubscription({ account, subscription: purchase, authToken: "t2" }).authToken).toBe("t2");
  });

  it("shows an account that never bought as Inactive with no purchase fields", () => {
    expect(toUiSubscription({ account: { ...account, entitlements: [] }, subscription: null })).toMatchObject({
      status: "Inactive",
      productId: null,
      platform: null,
      billingPeriod: null,
      entitlements: [],
    });
  });

  it("counts Auto-Renewable, Not Auto-Renewable and Grace Period as active", () => {
    expect(
      ["Auto-Renewable", "Not Auto-Renewable", "Grace Period", "Inactive", "Expired"].map((status) =>
        isActiveStatus(status as never),
      ),
    ).toEqual([true, true, true, false, false]);
  });
});
