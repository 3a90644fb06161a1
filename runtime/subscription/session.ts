import type { KeyValueStore } from "../core/environment.js";
import { readAccessToken, type AuthV2, type Identity } from "./auth-v2.js";
import { communicationError, COMMUNICATION_ERROR, refusalOf, type Logger } from "./errors.js";
import type { TokenResponse } from "../../contracts/service-answers.js";

export interface SessionDeps {
  auth: AuthV2;
  storage: KeyValueStore;
  /** storage key of the refresh token (subscription.storageKeys.refreshToken) */
  refreshTokenKey: string;
  now: () => number;
  log: Logger;
}

/** Refresh a little before the access token runs out, not after a call was refused. */
const EXPIRY_MARGIN_MS = 30_000;

/**
 * A v2 session: the access token in memory only, the refresh token in storage under its one key.
 * Storage is written only after every call of a step succeeded, so a failure leaves it as it was.
 */
export function createSession(deps: SessionDeps) {
  let current: { accessToken: string; identity: Identity; expiresAt: number | null } | null = null;

  const forget = () => {
    current = null;
    deps.storage.removeItem(deps.refreshTokenKey);
  };

  const keep = (tokens: TokenResponse): { accessToken: string; identity: Identity; refreshToken: string | null } => {
    const claims = readAccessToken(tokens.access_token);
    if (!claims) {
      const error = communicationError(new Error("The access token carries no sub claim"));
      deps.log(COMMUNICATION_ERROR, error.cause);
      throw error;
    }
    current = { accessToken: tokens.access_token, identity: { id: claims.id, email: claims.email }, expiresAt: claims.expiresAt };
    // Refresh tokens work once: the new one replaces the used one, and an answer without one
    // leaves none, since the used token would fail every later refresh.
    if (tokens.refresh_token) deps.storage.setItem(deps.refreshTokenKey, tokens.refresh_token);
    else deps.storage.removeItem(deps.refreshTokenKey);
    return { accessToken: tokens.access_token, identity: current.identity, refreshToken: tokens.refresh_token ?? null };
  };

  // Refresh tokens are single-use: two refreshes at once would burn the token and fail the second.
  let refreshing: Promise<{ accessToken: string; identity: Identity } | null> | null = null;
  const refresh = () => {
    refreshing ??= (async () => {
      const stored = deps.storage.getItem(deps.refreshTokenKey);
      if (!stored) return null;
      try {
        return keep(await deps.auth.refresh(stored));
      } catch (error) {
        // Refused for good (used, revoked, unknown): keeping it would fail every visit; the visitor signs in again.
        if (refusalOf(error) === "signed-out") forget();
        throw error;
      }
    })().finally(() => {
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
