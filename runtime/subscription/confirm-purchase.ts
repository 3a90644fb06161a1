import type { SubscriptionConfig } from "../../contracts/config/index.js";
import type { SubscriptionStatus } from "../../contracts/config/subscription.js";
import { isActiveStatus } from "./ui-subscription.js";

export interface ConfirmPurchaseDeps {
  /** The account's purchase as the service sees it; null before there is one. */
  purchase: () => Promise<{ productId: string; status: SubscriptionStatus } | null>;
  /** The product that was bought (from the return URL's billing period); null when the page cannot tell. */
  productId: string | null;
  sleep: (ms: number) => Promise<void>;
  limits: SubscriptionConfig["confirmation"];
}

/**
 * A success page never trusts `success=true`: the payment provider's webhook may reach the service
 * a little after the buyer reaches us, so ask a few times, a little apart, and then give up.
 * "confirmed" once the service reports the product that was bought as active; "not-yet" when it
 * never did (which is not a failure: the payment may still arrive); a failed call throws.
 */
export async function confirmPurchase(deps: ConfirmPurchaseDeps): Promise<"confirmed" | "not-yet"> {
  for (let attempt = 1; attempt <= deps.limits.maxAttempts; attempt += 1) {
    const purchase = await deps.purchase();
    if (
      purchase &&
      isActiveStatus(purchase.status) &&
      (deps.productId === null || purchase.productId === deps.productId)
    )
      return "confirmed";
    if (attempt < deps.limits.maxAttempts) await deps.sleep(deps.limits.pollIntervalMs);
  }
  return "not-yet";
}
