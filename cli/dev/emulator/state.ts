import { randomInt } from "node:crypto";
import type { BillingPeriod, SubscriptionStatus } from "../../../contracts/config/subscription.js";
import type { Offer, SubscriptionResponse } from "../../../contracts/service-answers.js";
import { SERVICE_POLICY } from "./policy.js";
import { randomToken } from "./tokens.js";

export interface Account {
  id: string;
  email: string | null;
  purchase: SubscriptionResponse | null;
  entitlements: string[];
  /** What the offers are decided by: whether this account ever paid, and whether it took the win-back offer. */
  history: { subscribed: boolean; winBackTaken: boolean };
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  /** The code the message carries; null for a notice. */
  otp: string | null;
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
  couponId: string | null;
  paid: boolean;
}

/** A sign-in: from the code that started it to logout, its maximum age, or a replayed refresh token. */
export interface Session {
  accountId: string;
  clientId: string;
  /** When the person last proved they hold the address (or created the account): OIDC's auth_time. */
  authTime: number;
  revoked: boolean;
}

/**
 * A code is good for one purpose only: signing in to an address, or confirming one e-mail change
 * (by its hash). A code mailed to confirm a change therefore never signs anyone in.
 */
export type CodeScope = `sign-in:${string}` | `email-change:${string}`;
export const signInScope = (email: string): CodeScope => `sign-in:${email}`;
export const emailChangeScope = (hash: string): CodeScope => `email-change:${hash}`;

export type CodeCheck = "ok" | "wrong" | "expired";

const seconds = (count: number) => count * 1000;

/** Wrong guesses a code survives (the tests of the screens that say so read it here). */
export const OTP_MAX_WRONG = SERVICE_POLICY.otp.wrongGuessesPerCode;

/** Everything the emulator knows; in memory, gone when it stops. */
export function createState(now: () => number) {
  const accounts = new Map<string, Account>();
  const codes = new Map<CodeScope, { otp: string; expiresAt: number; wrong: number }>();
  const outbox: OutboxMessage[] = [];
  const sessions = new Map<string, Session>();

  const mail = (to: string, subject: string, text: string, otp: string | null = null): OutboxMessage => {
    const message = { to, subject, text, otp, sentAt: new Date(now()).toISOString() };
    outbox.push(message);
    return message;
  };

  return {
    accounts,
    outbox,
    sessions,
    authSessions: new Map<string, { codeChallenge: string; clientId: string; expiresAt: number }>(),
    authorizationCodes: new Map<
      string,
      {
        accountId: string;
        codeChallenge: string;
        clientId: string;
        authTime: number;
        expiresAt: number;
        used: boolean;
        sid: string | null;
      }
    >(),
    refreshTokens: new Map<string, { sid: string; expiresAt: number; used: boolean }>(),
    legacyTokens: new Map<string, { accountId: string; authTime: number }>(),
    emailEdits: new Map<string, { accountId: string; email: string }>(),
    checkouts: new Map<string, CheckoutSession>(),
    portals: new Map<string, { accountId: string; returnUrl: string | null }>(),

    createAccount(email: string | null): Account {
      const account: Account = {
        id: randomToken(9),
        email,
        purchase: null,
        entitlements: [],
        history: { subscribed: false, winBackTaken: false },
      };
      accounts.set(account.id, account);
      return account;
    },

    accountByEmail: (email: string) => [...accounts.values()].find((account) => account.email === email) ?? null,

    /** Writes an e-mail into the outbox; the caller logs it. */
    mail,

    /** A new code for `scope`, mailed to `to`; any earlier code of the scope stops working. */
    sendCode(scope: CodeScope, to: string, subject: string): OutboxMessage {
      const otp = String(randomInt(0, 1_000_000)).padStart(6, "0");
      codes.set(scope, { otp, expiresAt: now() + seconds(SERVICE_POLICY.otp.lifetimeSeconds), wrong: 0 });
      return mail(
        to,
        subject,
        `Your one-time code is ${otp}. It works once, for ${SERVICE_POLICY.otp.lifetimeSeconds / 60} minutes.`,
        otp,
      );
    },

    /**
     * A code works once, for its purpose, until it expires or was guessed wrong too often. A wrong
     * guess before that leaves the right code usable; a spent or expired code answers "expired",
     * so the visitor knows to ask for a new one.
     */
    checkCode(scope: CodeScope, otp: string): CodeCheck {
      const sent = codes.get(scope);
      if (!sent) return "wrong";
      if (sent.wrong >= SERVICE_POLICY.otp.wrongGuessesPerCode) return "expired";
      if (sent.otp !== otp) {
        sent.wrong += 1;
        return sent.wrong >= SERVICE_POLICY.otp.wrongGuessesPerCode ? "expired" : "wrong";
      }
      codes.delete(scope);
      return sent.expiresAt < now() ? "expired" : "ok";
    },

    /** Opens a session for a sign-in proven at `authTime`; answers its id. */
    startSession(accountId: string, clientId: string, authTime: number): string {
      const sid = randomToken(12);
      sessions.set(sid, { accountId, clientId, authTime, revoked: false });
      return sid;
    },

    /** A session that is neither revoked nor past its maximum age. */
    liveSession(sid: string): Session | null {
      const session = sessions.get(sid);
      if (!session || session.revoked) return null;
      return now() < session.authTime + seconds(SERVICE_POLICY.sessionMaxSeconds) ? session : null;
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

/**
 * What the account is offered, decided from its history alone: a first subscription starts with a
 * trial; someone whose subscription has ended is offered the win-back coupon, once.
 */
export function offersOf(state: EmulatorState, account: Account, winBackCouponId: string): Offer[] {
  if (!account.history.subscribed) return [{ type: "Trial" }];
  const lapsed = ["Expired", "Inactive"].includes(state.statusOf(account));
  return lapsed && !account.history.winBackTaken ? [{ type: "WinBack", couponId: winBackCouponId }] : [];
}
