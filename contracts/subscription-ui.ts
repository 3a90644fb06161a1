/**
 * What the subscription templates and islands share: the screens a route can show, and the
 * messages the islands say, which the template hands to the page (only subscription pages carry
 * them: the `client.` catalogue goes to every page of the site).
 */
export const SUBSCRIPTION_SCREENS = ["landing", "sign-in", "welcome", "manage", "add-email", "edit-email", "remove-email", "another-device"] as const;
export type SubscriptionScreen = (typeof SUBSCRIPTION_SCREENS)[number];

export const SUBSCRIPTION_FLOWS = ["pro", "subscriptions"] as const;
export type SubscriptionFlow = (typeof SUBSCRIPTION_FLOWS)[number];

/** id of the `<script type="application/json">` holding the island messages of the page's locale. */
export const SUBSCRIPTION_MESSAGES_ELEMENT_ID = "subscription-messages";
/** Catalogue prefix of the island messages: subscription.screen.{key}. */
export const SUBSCRIPTION_MESSAGE_PREFIX = "subscription.screen.";
