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
