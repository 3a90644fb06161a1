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
  /** 429 with Retry-After: a budget of codes or guesses is spent until then. */
  rateLimited: "rate_limited",
  /** RFC 9470: the sign-in is too old for this call (an e-mail change); sign in with a code again. */
  insufficientUserAuthentication: "insufficient_user_authentication",
} as const;
