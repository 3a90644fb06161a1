import type { Budget } from "./policy.js";

/** One budget as it applies to one subject: an address, a client, an account. */
export interface Charge {
  budget: Budget;
  key: string;
}

/**
 * Sliding-window budgets: each key keeps the times of its events inside its window. Looking and
 * spending are apart, so a handler can refuse before it does anything, and count only what
 * should count (a wrong code, not a right one).
 */
export function createBudgets(now: () => number) {
  const events = new Map<string, number[]>();

  const recent = ({ budget, key }: Charge): number[] => {
    const since = now() - budget.windowSeconds * 1000;
    const kept = (events.get(key) ?? []).filter((time) => time > since);
    if (kept.length) events.set(key, kept);
    else events.delete(key);
    return kept;
  };

  return {
    /** Seconds until every charge fits again; null when they all fit now. */
    retryAfter(charges: Charge[]): number | null {
      let wait = 0;
      for (const charge of charges) {
        const times = recent(charge);
        if (times.length < charge.budget.limit) continue;
        // The event that must leave the window before there is room for one more.
        const freeing = times[times.length - charge.budget.limit]!;
        wait = Math.max(wait, Math.ceil((freeing + charge.budget.windowSeconds * 1000 - now()) / 1000));
      }
      return wait > 0 ? wait : null;
    },

    spend(charges: Charge[]): void {
      for (const charge of charges) events.set(charge.key, [...recent(charge), now()]);
    },
  };
}

export type Budgets = ReturnType<typeof createBudgets>;
