import type { Refusal } from "./errors.js";

/**
 * The `error` codes of the service's error answers that mean something a visitor can act on. The
 * API emulator answers with these same constants, so the two sides cannot drift apart.
 */
export const SERVICE_ERRORS = {
  invalidOtp: "invalid_otp",
  expiredOtp: "expired_otp",
  emailTaken: "email_taken",
  alreadySubscribed: "already_subscribed",
  invalidGrant: "invalid_grant",
  invalidToken: "invalid_token",
} as const;

type Refusals = Partial<Record<string, Refusal>>;

/** Calls made with a bearer token: a token the service no longer accepts means the visitor is signed out. */
export const BEARER_REFUSALS: Refusals = { [SERVICE_ERRORS.invalidToken]: "signed-out" };

/** Calls that check a one-time code. */
export const OTP_REFUSALS: Refusals = { [SERVICE_ERRORS.invalidOtp]: "wrong-code", [SERVICE_ERRORS.expiredOtp]: "expired-code" };

/** A refresh token the service refused (used, revoked, unknown) will never work again. */
export const REFRESH_REFUSALS: Refusals = { [SERVICE_ERRORS.invalidGrant]: "signed-out" };

export const EMAIL_EDIT_REFUSALS: Refusals = { ...BEARER_REFUSALS, [SERVICE_ERRORS.emailTaken]: "email-taken" };
export const EMAIL_CONFIRM_REFUSALS: Refusals = { ...BEARER_REFUSALS, ...OTP_REFUSALS };
export const CHECKOUT_REFUSALS: Refusals = { ...BEARER_REFUSALS, [SERVICE_ERRORS.alreadySubscribed]: "already-subscribed" };
