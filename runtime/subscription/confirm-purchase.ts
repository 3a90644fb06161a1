import type { SubscriptionConfig } from "../../contracts/config/index.js";
import type { SubscriptionStatus } from "../../contracts/config/subscription.js";
import { isActiveStatus } from "./hydrate.js";

export interface ConfirmPurchaseDeps {
  status: () => Promise<SubscriptionStatus>;
  sleep: (ms: number) => Promise<void>;
  limits: SubscriptionConfig["confirmation"];
}

/**
 * A success page never trusts `success=true`: the payment provider's webhook may reach the service
 * a little after the buyer reaches us, so ask a few times, a little apart, and then give up.
 * True once the service reports an active subscription; false when it never did; a failed call throws.
 */
export async function confirmPurchase(deps: ConfirmPurchaseDeps): Promise<boolean> {
  for (let attempt = 1; attempt <= deps.limits.maxAttempts; attempt += 1) {
    if (isActiveStatus(await deps.status())) return true;
    if (attempt < deps.limits.maxAttempts) await deps.sleep(deps.limits.pollIntervalMs);
  }
  return false;
}
