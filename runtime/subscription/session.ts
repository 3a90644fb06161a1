import type { KeyValueStore } from "../core/environment.js";
import { readAccessToken, type AuthV2, type Identity } from "./auth-v2.js";
import { communicationError, COMMUNICATION_ERROR, refusalOf, type Logger } from "./errors.js";
import type { TokenResponse } from "../../contracts/service-answers.js";

/** The part of the Web Locks API (navigator.locks) a session uses; absent where a browser lacks it. */
export interface Locks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface SessionDeps {
  auth: AuthV2;
  storage: KeyValueStore;
  /** storage key of the refresh token: subscription.storageKeys.refreshToken, in this environment's form */
  refreshTokenKey: string;
  /** Serialises refreshes across the tabs of this browser; without it, only within this page. */
  locks?: Locks | null;
  now: () => number;
  log: Logger;
}

/** Refresh a little before the access token runs out, not after a call was refused. */
const EXPIRY_MARGIN_MS = 30_000;

type Signed = { accessToken: string; identity: Identity };

/**
 * A v2 session: the access token in memory only, the refresh token in storage under its one key.
 * Storage is written only after every call of a step succeeded, so a failure leaves it as it was.
 *
 * Refresh tokens are single-use, and the service rotates them on every use and takes a replayed
 * one as theft (it revokes the whole sign-in). So a refresh runs under a lock that every tab of
 * the browser shares (Web Locks), and reads the token from storage inside it: a tab that waited
 * uses the token the tab before it stored, never the one that tab used up. A refusal clears the
 * stored token only if it is still the one refused. An answer that never arrived (network, time-out,
 * a malformed body) is not a refusal: the sign-in is kept, and the caller sees the communication
 * error. If the service had rotated the token before the answer was lost, the next refresh is
 * refused, and the visitor is signed out cleanly and asked to sign in again.
 */
export function createSession(deps: SessionDeps) {
  let current: (Signed & { expiresAt: number | null }) | null = null;

  const forget = () => {
    current = null;
    deps.storage.removeItem(deps.refreshTokenKey);
  };

  const keep = (tokens: TokenResponse): Signed & { refreshToken: string | null } => {
    const claims = readAccessToken(tokens.access_token);
    if (!claims) {
      const error = communicationError(new Error("The access token carries no sub claim"));
      deps.log(COMMUNICATION_ERROR, error.cause);
      throw error;
    }
    current = { accessToken: tokens.access_token, identity: { id: claims.id, email: claims.email }, expiresAt: claims.expiresAt };
    // The new refresh token replaces the used one, and an answer without one leaves none, since the
    // used token would fail every later refresh.
    if (tokens.refresh_token) deps.storage.setItem(deps.refreshTokenKey, tokens.refresh_token);
    else deps.storage.removeItem(deps.refreshTokenKey);
    return { accessToken: tokens.access_token, identity: current.identity, refreshToken: tokens.refresh_token ?? null };
  };

  const locked = <T>(run: () => Promise<T>): Promise<T> => (deps.locks ? deps.locks.request(`${deps.refreshTokenKey}:refresh`, run) : run());

  async function rotate(): Promise<Signed | null> {
    const stored = deps.storage.getItem(deps.refreshTokenKey);
    if (!stored) {
      // Signed out in another tab (or never signed in): this page's access token goes too.
      current = null;
      return null;
    }
    try {
      return keep(await deps.auth.refresh(stored));
    } catch (error) {
      if (refusalOf(error) === "signed-out") {
        // Refused for good (used, revoked, expired). Another tab may have stored a newer token
        // meanwhile (a browser without Web Locks): that one is not this refusal's to clear.
        current = null;
        if (deps.storage.getItem(deps.refreshTokenKey) === stored) deps.storage.removeItem(deps.refreshTokenKey);
      }
      throw error;
    }
  }

  // One refresh at a time in this page; the lock makes it one at a time in the browser.
  let refreshing: Promise<Signed | null> | null = null;
  const refresh = (): Promise<Signed | null> => {
    refreshing ??= locked(rotate).finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const accessToken = async (): Promise<string | null> => {
    if (current && (current.expiresAt === null || current.expiresAt - EXPIRY_MARGIN_MS > deps.now())) {
      return current.accessToken;
    }
    return (await refresh())?.accessToken ?? null;
  };

  return {
    /** Log in with the e-mail's one-time code, inside an auth session opened by authorize(). */
    async signInWithOtp(input: { email: string; otp: string; codeVerifier: string | undefined }) {
      const code = await deps.auth.login(input);
      return keep(await deps.auth.exchangeCode(code, input.codeVerifier));
    },

    /** The second half of a sign-in: the login's code for tokens (retried alone when only the exchange failed). */
    exchange: async (code: string, codeVerifier: string | undefined) => keep(await deps.auth.exchangeCode(code, codeVerifier)),

    /** A new account without an e-mail yet, as bought on the web before it is activated. */
    async createAccount(codeVerifier: string | undefined) {
      const code = await deps.auth.createAccount();
      return keep(await deps.auth.exchangeCode(code, codeVerifier));
    },

    /** A new access token from the stored refresh token; null when there is none. */
    refresh,

    /** A usable access token: the one in memory while it is fresh, else one from the stored refresh token. */
    accessToken,

    identity: (): Identity | null => current?.identity ?? null,

    /** Whether this browser holds a v2 sign-in, in memory or in storage. */
    exists: (): boolean => current !== null || deps.storage.getItem(deps.refreshTokenKey) !== null,

    /**
     * Signs out on the service too. The tokens are forgotten whatever the service answers: a
     * visitor who asked to sign out must not stay signed in on this device because the network
     * or the service failed. The failure still reaches the caller.
     */
    async logout(): Promise<void> {
      try {
        const token = await accessToken();
        if (token) await deps.auth.logout(token);
      } finally {
        forget();
      }
    },

    /**
     * The app took the tokens over: the page keeps its access token for this visit, but not the
     * refresh token, which works once and now belongs to the app.
     */
    releaseRefreshToken: () => deps.storage.removeItem(deps.refreshTokenKey),

    /** Drops the sign-in on this page and in storage, without telling the service (it no longer takes it). */
    forget,
  };
}
