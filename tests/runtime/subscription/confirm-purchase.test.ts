import { describe, expect, it } from "vitest";
import type { SubscriptionStatus } from "../../../contracts/config/subscription.js";
import { confirmPurchase } from "../../../runtime/subscription/confirm-purchase.js";

const limits = { pollIntervalMs: 1500, maxAttempts: 4 };

function service(statuses: SubscriptionStatus[]) {
  const waits: number[] = [];
  let calls = 0;
  return {
    deps: {
      status: async () => statuses[Math.min(calls++, statuses.length - 1)]!,
      sleep: async (ms: number) => void waits.push(ms),
      limits,
    },
    waits,
    calls: () => calls,
  };
}

describe("purchase confirmation polling", () => {
  it("confirms as soon as the service reports an active subscription", async () => {
    const { deps, waits, calls } = service(["Inactive", "Inactive", "Auto-Renewable"]);
    expect(await confirmPurchase(deps)).toBe(true);
    expect(calls()).toBe(3);
    expect(waits).toEqual([1500, 1500]);
  });

  it("gives up after the configured number of attempts without waiting after the last", async () => {
    const { deps, waits, calls } = service(["Inactive"]);
    expect(await confirmPurchase(deps)).toBe(false);
    expect(calls()).toBe(4);
    expect(waits).toEqual([1500, 1500, 1500]);
  });

  it("lets a failed call through for the page to show the communication error", async () => {
    await expect(
      confirmPurchase({ status: () => Promise.reject(new Error("down")), sleep: async () => {}, limits }),
    ).rejects.toThrow("down");
  });
});
