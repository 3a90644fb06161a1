import { randomInt } from "node:crypto";
import type { BillingPeriod, SubscriptionStatus } from "../../../contracts/config/subscription.js";
import type { SubscriptionResponse } from "../../../contracts/service-answers.js";
import { randomToken } from "./tokens.js";

export interface Account {
  id: string;
  email: string | null;
  purchase: SubscriptionResponse | null;
  entitlements: string[];
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  otp: string;
  sentAt: string;
}

export interface CheckoutSession {
  id: string;
  accountId: string;
  productId: string;
  billingPeriod: BillingPeriod;
  amount: number;
  returnUrl: string;
  trial: boolean;
  paid: boolean;
}

/** Minutes a one-time code stays valid, as in the real service's e-mail. */
const OTP_TTL_MS = 15 * 60_000;
/**
 * Wrong guesses a code survives: the fifth spends it, so a six-digit code cannot be found by
 * trying (five guesses in a million), and the visitor asks for a new one.
 */
export const OTP_MAX_WRONG = 5;

/** Everything the emulator knows; in memory, gone when it stops. */
export function createState(now: () => number) {
  const accounts = new Map<string, Account>();
  const otps = new Map<string, { otp: string; expiresAt: number; wrong: number }>();
  const outbox: OutboxMessage[] = [];

  return {
    accounts,
    outbox,
    authSessions: new Map<string, { codeChallenge: string; clientId: string }>(),
    codes: new Map<string, { accountId: string; codeChallenge: string; clientId: string; used: boolean }>(),
    refreshTokens: new Map<string, { accountId: string; used: boolean }>(),
    revokedAccessTokens: new Set<string>(),
    legacyTokens: new Map<string, string>(),
    emailEdits: new Map<string, { accountId: string; email: string }>(),
    checkouts: new Map<string, CheckoutSession>(),
    portals: new Map<string, { accountId: string; returnUrl: string | null }>(),

    createAccount(email: string | null): Account {
      const account: Account = { id: randomToken(9), email, purchase: null, entitlements: [] };
      accounts.set(account.id, account);
      return account;
    },

    accountByEmail: (email: string) => [...accounts.values()].find((account) => account.email === email) ?? null,

    /** Writes the e-mail: into the outbox, and its text through the logger. */
    sendOtp(to: string, subject: string): OutboxMessage {
      const otp = String(randomInt(0, 1_000_000)).padStart(6, "0");
      otps.set(to, { otp, expiresAt: now() + OTP_TTL_MS, wrong: 0 });
      const message = { to, subject, otp, text: `Your one-time code is ${otp}`, sentAt: new Date(now()).toISOString() };
      outbox.push(message);
      return message;
    },

    /**
     * A code works once, for its address, until it expires or was guessed wrong OTP_MAX_WRONG
     * times. A wrong guess before that leaves the right code usable; a spent or expired code
     * answers "expired", so the visitor knows to ask for a new one.
     */
    consumeOtp(email: string, otp: string): "ok" | "wrong" | "expired" {
      const sent = otps.get(email);
      if (!sent) return "wrong";
      if (sent.wrong >= OTP_MAX_WRONG) return "expired";
      if (sent.otp !== otp) {
        sent.wrong += 1;
        return sent.wrong >= OTP_MAX_WRONG ? "expired" : "wrong";
      }
      otps.delete(email);
      return sent.expiresAt < now() ? "expired" : "ok";
    },

    /** The status as time passes: a cancelled subscription expires at the end of its period. */
    statusOf(account: Account): SubscriptionStatus {
      const purchase = account.purchase;
      if (!purchase) return "Inactive";
      if (purchase.status === "Not Auto-Renewable" && purchase.expiresOrRenewsAt <= now()) return "Expired";
      return purchase.status;
    },
  };
}

export type EmulatorState = ReturnType<typeof createState>;
