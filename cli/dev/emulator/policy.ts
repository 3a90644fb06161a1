/**
 * The limits and lifetimes the subscription service chooses for itself, whatever a client asks.
 * docs/service-contract.md states each as a guarantee the real service must give and names the
 * test that attacks it; a change here is a change of that contract.
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** At most `limit` events in any `windowSeconds`; the oldest one leaving the window frees a place. */
export interface Budget {
  limit: number;
  windowSeconds: number;
}

export const SERVICE_POLICY = {
  otp: {
    /** As the sign-in screen says: "The code works once, for 15 minutes." */
    lifetimeSeconds: 15 * MINUTE,
    /** Wrong guesses one code survives: the fifth spends it. */
    wrongGuessesPerCode: 5,
  },
  /**
   * A "client" is the network address a request comes from. Budgets are counted on their own, so a
   * new code, a new auth session or another address leaves what was spent spent.
   */
  budgets: {
    /**
     * Ten wrong codes an hour for one address, from anywhere: about 240 a day against a million
     * six-digit codes, so even odds of guessing one take some eight years.
     */
    wrongCodesPerAddress: { limit: 10, windowSeconds: HOUR },
    /** One client guessing across many addresses. */
    wrongCodesPerClient: { limit: 50, windowSeconds: HOUR },
    /** Codes mailed to one address (sign-in and e-mail change alike): no inbox is flooded. */
    codesPerAddress: { limit: 5, windowSeconds: HOUR },
    /** Codes one client has mailed to any addresses; generous for a shared office address. */
    codesPerClient: { limit: 100, windowSeconds: HOUR },
    /** Requests to change one account's address, each of which mails two inboxes. */
    emailChangesPerAccount: { limit: 5, windowSeconds: HOUR },
  } satisfies Record<string, Budget>,
  /** The auth session authorize opens (a cookie): long enough to ask for a code and type it. */
  authSessionSeconds: 30 * MINUTE,
  /** RFC 6749 §4.1.2: at most ten minutes; used once. */
  authorizationCodeSeconds: 10 * MINUTE,
  /** Access tokens live an hour; a ttl the client sends is ignored. */
  accessTokenSeconds: HOUR,
  /** A refresh token unused this long expires; each use issues a new one, so a visitor who returns keeps the session. */
  refreshTokenIdleSeconds: 30 * DAY,
  /** However often it is refreshed, a sign-in ends this long after the code that started it. */
  sessionMaxSeconds: 180 * DAY,
  /** Changing or removing an account's address needs a sign-in with a code this recent. */
  reauthenticationSeconds: 10 * MINUTE,
} as const;

type ServicePolicy = typeof SERVICE_POLICY;
export type BudgetLimits = ServicePolicy["budgets"];

/**
 * For test suites that play many different visitors, all from this machine's one loopback
 * address: the per-client budgets would count them as one client. Every other budget and
 * lifetime stays as the service's; `site dev` and `site emulator` never use this.
 */
export const MANY_VISITORS_ONE_ADDRESS: Partial<BudgetLimits> = {
  codesPerClient: { limit: 10_000, windowSeconds: HOUR },
  wrongCodesPerClient: { limit: 10_000, windowSeconds: HOUR },
};
