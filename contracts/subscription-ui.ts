/**
 * What the subscription templates, islands and the build share: the screens a route can show, and
 * the messages the islands say, which the build serves to island pages in their language's island
 * config (the `client.` catalogue goes to every page of the site).
 */
export const SUBSCRIPTION_SCREENS = ["landing", "sign-in", "welcome", "manage", "add-email", "edit-email", "remove-email", "another-device"] as const;
export type SubscriptionScreen = (typeof SUBSCRIPTION_SCREENS)[number];

export const SUBSCRIPTION_FLOWS = ["pro", "subscriptions"] as const;
export type SubscriptionFlow = (typeof SUBSCRIPTION_FLOWS)[number];

/** Catalogue prefix of the island messages: subscription.screen.{key}. */
export const SUBSCRIPTION_MESSAGE_PREFIX = "subscription.screen.";

/**
 * Every message the islands say, under the prefix; the build sends exactly these, and the
 * islands' t() takes only these (a test keeps the list equal to locales/en.yaml).
 */
export const SUBSCRIPTION_MESSAGE_KEYS = [
  "offline",
  "signedOut",
  "email.label", "email.invalid", "email.continue", "email.sendCode", "email.sending", "email.taken", "email.notAllowed",
  "code.title", "code.sentTo", "code.label", "code.hint", "code.incomplete", "code.submit", "code.checking", "code.wrong", "code.expired", "code.resend", "code.resendIn", "code.resent", "code.changeEmail",
  "period.yearly", "period.monthly",
  "plan.yearly", "plan.monthly",
  "landing.offerTitle", "landing.choosePlan", "landing.save", "landing.trialThen", "landing.firstCharge", "landing.noTrial", "landing.winBack", "landing.notAvailable", "landing.subscribe", "landing.haveSubscription", "landing.chosen", "landing.changePlan", "landing.signInTitle", "landing.signInIntro", "landing.checkoutTitle", "landing.redirecting", "landing.alreadySubscribed", "landing.subscribedTitle", "landing.subscribedRenews", "landing.subscribedUntil", "landing.subscribedInApp",
  "features.heading",
  "feature.vpn", "feature.personal-information-removal", "feature.identity-theft-restoration", "feature.global-identity-theft-restoration", "feature.duckai",
  "status.renews", "status.ends", "status.grace", "status.expired", "status.inactive", "status.name.Auto-Renewable", "status.name.Not Auto-Renewable", "status.name.Grace Period", "status.name.Inactive", "status.name.Expired",
  "platform.stripe", "platform.apple", "platform.google", "platform.ddg-internal",
  "account.loadingTitle", "account.loading", "account.failedTitle", "account.noEmail", "account.signOut", "account.signingOut",
  "signIn.title", "signIn.intro", "signIn.activeTitle", "signIn.activeBody", "signIn.noneTitle", "signIn.noneBody", "signIn.seePlans", "signIn.other",
  "manage.link", "manage.title", "manage.signInTitle", "manage.signInIntro", "manage.plan", "manage.startedOn", "manage.platform", "manage.none", "manage.stripeBody", "manage.portal", "manage.portalOpening", "manage.platformBody.apple", "manage.platformBody.google", "manage.platformBody.ddg-internal", "manage.subscribe", "manage.subscribeAgain", "manage.emailTitle", "manage.emailBody", "manage.noEmailBody", "manage.changeEmail", "manage.removeEmail", "manage.addEmail", "manage.otherDevices", "manage.signOutTitle", "manage.signOutBody", "manage.signedInByApp",
  "emailScreen.signInTitle", "emailScreen.signInIntro", "emailScreen.addTitle", "emailScreen.changeTitle", "emailScreen.current", "emailScreen.none", "emailScreen.addedTitle", "emailScreen.changedTitle", "emailScreen.doneBody", "emailScreen.back", "emailScreen.cancel", "emailScreen.removeTitle", "emailScreen.removeBody", "emailScreen.remove", "emailScreen.removing", "emailScreen.keep", "emailScreen.removedTitle", "emailScreen.removedBody", "emailScreen.noneTitle", "emailScreen.noneBody", "emailScreen.refresh",
  "device.needsEmail", "device.title", "device.step1", "device.step2", "device.step3",
  "welcome.checkingTitle", "welcome.checking", "welcome.checkingStatus", "welcome.failedTitle", "welcome.failedBody", "welcome.notYetTitle", "welcome.notYetBody", "welcome.checkAgain", "welcome.signInTitle", "welcome.signInIntro", "welcome.doneTitle", "welcome.doneBody", "welcome.doneBodyPlain", "welcome.trial", "welcome.continueTo", "welcome.devicesHeading", "welcome.devicesBody", "welcome.devicesLink", "welcome.addEmailBody",
  "offer.startTrial", "offer.billedYearly",
  "limits.retryIn",
] as const;

/** Messages the islands share with the rest of the runtime, under their `client.` keys (translated everywhere). */
export const SHARED_MESSAGE_KEYS = { communicationError: "client.communicationError", tryAgain: "client.tryAgain" } as const;

export type SubscriptionMessageKey = (typeof SUBSCRIPTION_MESSAGE_KEYS)[number] | keyof typeof SHARED_MESSAGE_KEYS;
