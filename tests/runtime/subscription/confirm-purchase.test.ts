import { describe, expect, it } from "vitest";
import type { SubscriptionStatus } from "../../../contracts/config/subscription.js";
import { confirmPurchase } from "../../../runtime/subscription/confirm-purchase.js";

const limits = { pollIntervalMs: 1500, maxAttempts: 4 };

type Purchase = { productId: string; status: SubscriptionStatus } | null;

function service(answers: Purchase[], productId: string | null = "pro-yearly") {
  const waits: number[] = [];
  let calls = 0;
  return {
    deps: {
      purchase: async () => answers[Math.min(calls++, answers.length - 1)]!,
      productId,
      sleep: async (ms: number) => void waits.push(ms),
      limits,
    },
    waits,
    calls: () => calls,
  };
}

const yearly = (status: SubscriptionStatus): Purchase => ({ productId: "pro-yearly", status });

describe("purchase confirmation polling", () => {
  it("confirms as soon as the service reports the bought product as active", async () => {
    const { deps, waits, calls } = service([null, yearly("Inactive"), yearly("Auto-Renewable")]);
    expect(await confirmPurchase(deps)).toBe("confirmed");
    expect(calls()).toBe(3);
    expect(waits).toEqual([1500, 1500]);
  });

  it("does not take another active subscription on the account for the purchase", async () => {
    const { deps, calls } = service([{ productId: "pro-monthly", status: "Auto-Renewable" }]);
    expect(await confirmPurchase(deps)).toBe("not-yet");
    expect(calls()).toBe(4);
    expect(await confirmPurchase(service([{ productId: "pro-monthly", status: "Auto-Renewable" }], null).deps)).toBe(
      "confirmed",
    );
  });

  it("says 'not yet' after the configured number of attempts, without waiting after the last", async () => {
    const { deps, waits, calls } = service([yearly("Inactive")]);
    expect(await confirmPurchase(deps)).toBe("not-yet");
    expect(calls()).toBe(4);
    expect(waits).toEqual([1500, 1500, 1500]);
  });

  it("lets a failed call through, for the page to tell it apart from 'not yet'", async () => {
    await expect(
      confirmPurchase({
        purchase: () => Promise.reject(new Error("down")),
        productId: null,
        sleep: async () => {},
        limits,
      }),
    ).rejects.toThrow("down");
  });
});
