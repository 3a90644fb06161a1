/**
 * SPEC §3 value sets, without zod so the browser can import them for free. The config schema builds
 * its enums from these; the browser's response schemas too.
 */
export const BILLING_PERIODS = ["monthly", "yearly"] as const;
export const SUBSCRIPTION_PLATFORMS = ["stripe", "apple", "google", "ddg-internal"] as const;
export const SUBSCRIPTION_STATUSES = [
  "Auto-Renewable",
  "Not Auto-Renewable",
  "Grace Period",
  "Inactive",
  "Expired",
] as const;
export const PURCHASE_PLATFORMS = ["android", "ios", "macos", "windows", "stripe", "web"] as const;

/** SPEC §3: a purchase made on the web is recorded as stripe or as web. */
export const isWebPurchasePlatform = (platform: string): boolean => platform === "stripe" || platform === "web";

/** The store links of runtime.storeLinks that are app stores, shown as store badges. */
export const APP_STORES = ["ios", "android"] as const;
