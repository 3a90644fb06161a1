import { SERVICE_ERRORS } from "../../contracts/service-errors.js";
import type { Refusal } from "./errors.js";

type Refusals = Partial<Record<string, Refusal>>;

/** Calls made with a bearer token: a token the service no longer accepts means the visitor is signed out. */
export const BEARER_REFUSALS: Refusals = { [SERVICE_ERRORS.invalidToken]: "signed-out" };

/** Calls that check a one-time code. */
export const OTP_REFUSALS: Refusals = {
  [SERVICE_ERRORS.invalidOtp]: "wrong-code",
  [SERVICE_ERRORS.expiredOtp]: "expired-code",
};

/** A refresh token the service refused (used, revoked, unknown) will never work again. */
export const REFRESH_REFUSALS: Refusals = { [SERVICE_ERRORS.invalidGrant]: "signed-out" };

/** Changing or removing the address asks for a recent sign-in: the visitor signs in again with a code. */
export const EMAIL_EDIT_REFUSALS: Refusals = {
  ...BEARER_REFUSALS,
  [SERVICE_ERRORS.emailTaken]: "email-taken",
  [SERVICE_ERRORS.insufficientUserAuthentication]: "signed-out",
};
export const EMAIL_CONFIRM_REFUSALS: Refusals = { ...BEARER_REFUSALS, ...OTP_REFUSALS };
export const CHECKOUT_REFUSALS: Refusals = {
  ...BEARER_REFUSALS,
  [SERVICE_ERRORS.alreadySubscribed]: "already-subscribed",
};
