import type { BuildEnvironment } from "../../contracts/browser-config.js";
import type { ServicesConfig, SubscriptionConfig } from "../../contracts/config/index.js";
import type { KeyValueStore } from "../core/environment.js";
import type { OriginStore } from "../core/origin.js";
import { createExpiringStore } from "../core/storage.js";
import { createHttpEdge } from "./http-edge.js";
import type { AppTokens } from "./app-messages.js";
import { createAuthV1 } from "./auth-v1.js";
import { createAuthV2, type ClientKind } from "./auth-v2.js";
import { offersFor, startCheckout, type CheckoutInput } from "./checkout.js";
import { refusalOf, SubscriptionError, type Logger, type StepReporter } from "./errors.js";
import { toUiSubscription, type UiSubscription } from "./ui-subscription.js";
import type { PkceCrypto } from "./pkce.js";
import { redirectGuard } from "./redirects.js";
import { createSession, type Locks } from "./session.js";
import { createSubscriptionReads } from "./subscription-reads.js";

export interface SubscriptionClientDeps {
  services: ServicesConfig;
  subscription: SubscriptionConfig;
  environment: BuildEnvironment;
  /** The environment the site was built for; the tokens of any other live under keys of their own. */
  builtEnvironment?: BuildEnvironment;
  clientKind: ClientKind;
  fetch: typeof fetch;
  storage: KeyValueStore;
  /** Suffix of a stored value's expiry key (SPEC §3 _ttl). */
  ttlSuffix: string;
  /** navigator.locks where the browser has it: refreshes are serialised across tabs. */
  locks?: Locks | null;
  crypto: PkceCrypto;
  now: () => number;
  origin: OriginStore;
  log: Logger;
  report: StepReporter;
}

export type AuthVersion = "v1" | "v2";

/** A sign-in waiting for its one-time code; the v2 verifier stays in memory, never in storage. */
export interface PendingSignIn {
  version: AuthVersion;
  email: string;
  codeVerifier?: string;
  /** v2: the login's code once the one-time code was accepted, so a failed exchange can be retried alone. */
  authorizationCode?: string;
}

export type SubscriptionClient = ReturnType<typeof createSubscriptionClient>;

const signedOut = () => new SubscriptionError("signed-out", "No sign-in on this browser: sign in first");

/**
 * The storage keys of an environment's tokens. Each environment keeps its own, so switching a visit
 * to staging (?environment=staging) never sends the tokens of the build's own environment to the
 * staging hosts, nor the other way round.
 */
export function tokenKeys(
  keys: SubscriptionConfig["storageKeys"],
  environment: BuildEnvironment,
  built: BuildEnvironment,
) {
  const suffix = environment === built ? "" : `.${environment}`;
  return { refreshToken: keys.refreshToken + suffix, legacyAuthToken: keys.legacyAuthToken + suffix };
}

/**
 * Everything the subscription screens call, wired from injected edges (fetch, storage, crypto,
 * clock). One sign-in at a time, v1 or v2: a v2 session (refresh token in storage), a v1 auth
 * token in storage (with an expiry), or a token the host app lent the page.
 */
export function createSubscriptionClient(deps: SubscriptionClientDeps) {
  const api = createHttpEdge(deps);
  const v2 = createAuthV2({ ...deps, api });
  const v1 = createAuthV1({ api, log: deps.log });
  const keys = tokenKeys(deps.subscription.storageKeys, deps.environment, deps.builtEnvironment ?? deps.environment);
  const session = createSession({
    auth: v2,
    storage: deps.storage,
    refreshTokenKey: keys.refreshToken,
    locks: deps.locks,
    now: deps.now,
    log: deps.log,
  });
  const legacy = createExpiringStore(deps.storage, deps.ttlSuffix, () => new Date(deps.now()));
  const subscriptions = createSubscriptionReads(api);
  const followable = redirectGuard(deps.services, deps.environment, deps.log);
  let lent: { version: AuthVersion; token: string } | null = null;
  // The sign-in belongs to the host app (taken over or borrowed from it): only the app may end it.
  let appOwned = false;
  // The service ended the sign-in (a refused token or refresh): the screens say so when they ask to sign in.
  let ended = false;

  const forgetV1 = () => legacy.remove(keys.legacyAuthToken);

  /** Nothing of the sign-in stays on this device: the tokens in storage and in memory. */
  const forgetAll = () => {
    session.forget();
    forgetV1();
    lent = null;
  };

  /** The service refused the sign-in for good: the visitor is signed out here, with nothing left behind. */
  const refused = (error: unknown): never => {
    if (refusalOf(error) === "signed-out") {
      forgetAll();
      ended = true;
    }
    throw error;
  };

  async function bearer(): Promise<{ version: AuthVersion; token: string }> {
    if (lent) return lent;
    if (session.exists()) {
      const token = await session.accessToken().catch(refused);
      if (token) return { version: "v2", token };
    }
    const stored = legacy.get(keys.legacyAuthToken);
    if (stored) return { version: "v1", token: stored };
    throw signedOut();
  }

  /**
   * A call made as the signed-in visitor. A v2 access token the service refuses (expired early,
   * revoked) is refreshed once and the call retried; only a refused refresh, or a refusal of the
   * fresh token, signs the visitor out. A v1 token cannot be refreshed: its refusal signs out.
   */
  async function signedIn<T>(call: (token: string, version: AuthVersion) => Promise<T>): Promise<T> {
    const { version, token } = await bearer();
    try {
      return await call(token, version);
    } catch (error) {
      if (refusalOf(error) !== "signed-out" || lent) throw error;
      if (version === "v1") return refused(error);
    }
    const fresh = await session.refresh().catch(refused);
    if (!fresh) return refused(signedOut());
    return call(fresh.accessToken, "v2").catch(refused);
  }

  return {
    v2,
    v1,
    session,
    subscriptions,

    /** The sign-in this browser holds, if any (without asking the service). */
    version(): AuthVersion | null {
      if (lent) return lent.version;
      if (session.exists()) return "v2";
      return legacy.get(keys.legacyAuthToken) ? "v1" : null;
    },

    /** Whether the service ended this browser's sign-in (refused its token): the screens ask to sign in again. */
    signInEnded: (): boolean => ended,

    /** Sends the one-time code; v2 first opens the auth session the code will be used in. */
    async startSignIn(version: AuthVersion, email: string, locale: string): Promise<PendingSignIn> {
      if (version === "v1") {
        await v1.requestOtp(email, locale);
        return { version, email };
      }
      const { codeVerifier } = await v2.authorize();
      await v2.requestOtp(email, locale);
      return { version, email, codeVerifier };
    },

    /** A new code for the same sign-in (the previous one stops working). */
    resendCode: (pending: PendingSignIn, locale: string): Promise<void> =>
      pending.version === "v1" ? v1.requestOtp(pending.email, locale) : v2.requestOtp(pending.email, locale),

    /**
     * v2: a new account without an e-mail (SPEC §4's "create an account" branch), kept like a
     * sign-in; answers its tokens for the host app. An e-mail can be added to it later.
     */
    async createAccount(): Promise<AppTokens> {
      lent = null;
      appOwned = false;
      ended = false;
      const { codeVerifier } = await v2.authorize();
      const signed = await session.createAccount(codeVerifier);
      forgetV1();
      return {
        version: "v2",
        accessToken: signed.accessToken,
        ...(signed.refreshToken ? { refreshToken: signed.refreshToken } : {}),
      };
    },

    /** Checks the code and keeps the new sign-in (replacing any other); answers the tokens for the host app. */
    async finishSignIn(pending: PendingSignIn, otp: string): Promise<AppTokens> {
      lent = null;
      appOwned = false;
      ended = false;
      if (pending.version === "v1") {
        const { auth_token } = await v1.login(pending.email, otp);
        session.releaseRefreshToken();
        legacy.set(keys.legacyAuthToken, auth_token, deps.subscription.storageTtlDays.legacyAuthToken);
        return { version: "v1", token: auth_token };
      }
      // The one-time code works once: after the login took it, a retry only repeats the exchange.
      pending.authorizationCode ??= await v2.login({ email: pending.email, otp, codeVerifier: pending.codeVerifier });
      const signed = await session.exchange(pending.authorizationCode, pending.codeVerifier);
      forgetV1();
      return {
        version: "v2",
        accessToken: signed.accessToken,
        ...(signed.refreshToken ? { refreshToken: signed.refreshToken } : {}),
      };
    },

    /** Whether the sign-in is the app's (borrowed, or handed over to it): only the app can end it. */
    appOwned: (): boolean => appOwned,

    /** Use the host app's own sign-in for this page, without keeping anything. */
    borrowAppToken(version: AuthVersion, token: string): void {
      lent = { version, token };
      appOwned = true;
    },

    /** The app now holds the sign-in: the page stops keeping its secrets (it keeps the v2 access token for this visit). */
    handOverToApp(): void {
      appOwned = true;
      session.releaseRefreshToken();
      // The v1 token is not single-use: the page keeps using it in memory, the app keeps it for good.
      const token = legacy.get(keys.legacyAuthToken);
      if (token) {
        lent = { version: "v1", token };
        forgetV1();
      }
    },

    /** What the service offers this account (a trial, the win-back coupon): the only source of either. */
    offers: () => signedIn((token) => offersFor(api, token)),

    checkout: (input: CheckoutInput) =>
      signedIn((token) =>
        startCheckout(
          { api, config: deps.subscription, environment: deps.environment, origin: deps.origin, followable },
          token,
          input,
        ),
      ),

    portalUrl: (returnUrl?: string) =>
      signedIn(async (token) => followable(await subscriptions.portalUrl(token, returnUrl))),

    subscriptionStatus: () => signedIn((token) => subscriptions.status(token)),

    /** The purchase alone (productId and status), null before there is one: what a success page polls. */
    purchase: () => signedIn((token) => subscriptions.subscription(token)),

    productFeatures: (productId: string) => signedIn((token) => subscriptions.productFeatures(token, productId)),

    /** The account and its subscription as one UI subscription. */
    loadSubscription: (): Promise<UiSubscription> =>
      signedIn(async (token, version) => {
        if (version === "v1") {
          const [{ account }, purchase] = await Promise.all([
            v1.validateToken(token),
            subscriptions.subscription(token),
          ]);
          return toUiSubscription({
            account: { id: account.external_id, email: account.email, entitlements: account.entitlements },
            subscription: purchase,
            auth_token: token,
          });
        }
        const [account, purchase] = await Promise.all([v2.account(token), subscriptions.subscription(token)]);
        return toUiSubscription({ account, subscription: purchase });
      }),

    /** Sends a code to the new address; the answer's hash goes with the confirmation. */
    startEmailChange: (email: string, locale: string) =>
      signedIn((token, version) =>
        version === "v1" ? v1.editEmail(token, email) : v2.editEmail(token, email, locale),
      ),

    confirmEmailChange: (input: { email: string; otp: string; hash: string; locale: string }) =>
      signedIn(
        async (token, version) =>
          (version === "v1" ? await v1.confirmEmailEdit(token, input) : await v2.confirmEmailEdit(token, input)).email,
      ),

    /** Takes the e-mail off the account: an edit to no address, which needs no code. */
    removeEmail: () =>
      signedIn(
        async (token, version) =>
          void (version === "v1" ? await v1.editEmail(token, "") : await v2.editEmail(token, "")),
      ),

    /**
     * Clears everything this browser kept, and signs out on the service for v2. The visitor is
     * signed out here even when the service cannot be told: the api logged that failure, and
     * with the tokens gone from this device nothing here can use them again.
     */
    async signOut(): Promise<void> {
      try {
        if (session.exists()) await session.logout();
      } catch {
        // Logged where it happened (the api's communication error); nothing is left to undo.
      } finally {
        forgetAll();
        ended = false;
      }
    },
  };
}
