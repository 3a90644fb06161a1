import { describe, expect, it } from "vitest";
import { isWebPurchasePlatform, PURCHASE_PLATFORMS } from "../../../contracts/values.js";

describe("purchase platforms (SPEC §3)", () => {
  it("count stripe and web as web purchases, and nothing else", () => {
    expect(PURCHASE_PLATFORMS.filter(isWebPurchasePlatform)).toEqual(["stripe", "web"]);
    expect(isWebPurchasePlatform("Stripe")).toBe(false);
  });
});
