/**
 * What a plan costs a month: the yearly price shared over twelve months and rounded up to the
 * cent, so a page never shows a plan cheaper than it is (74.99 a year is 6.25 a month, not 6.24).
 * The build's offer and the subscription island say the same.
 */
export function pricePerMonth(amount: number, billingPeriod: "yearly" | "monthly"): number {
  if (billingPeriod === "monthly") return amount;
  return Math.ceil(Math.round(amount * 100) / 12) / 100;
}

/** How much less the yearly plan costs than twelve months of the monthly one, as a whole percentage, rounded down. */
export function yearlySaving(yearly: number, monthly: number): number {
  return Math.floor((1 - yearly / (monthly * 12)) * 100);
}
