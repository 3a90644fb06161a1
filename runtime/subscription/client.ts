import type { BuildEnvironment } from "../../contracts/browser-config.js";
import type { ServicesConfig, SubscriptionConfig } from "../../contracts/config/index.js";
import type { KeyValueStore } from "../core/environment.js";
import { createApi } from "./api.js";
import { createAuthV1 } from "./auth-v1.js";
import { createAuthV2, type ClientKind } from "./auth-v2.js";
import { startCheckout, type CheckoutInput, type OriginStore } from "./checkout.js";
import { communicationError, COMMUNICATION_ERROR, type Logger, type StepReporter } from "./errors.js";
import { hydrateSubscription, type UiSubscription } from "./hydrate.js";
import type { PkceCrypto } from "./pkce.js";
import { createSession } from "./session.js";
import { createSubscriptionApi } from "./subscription-api.js";

export interface SubscriptionClientDeps {
  services: ServicesConfig;
  subscription: SubscriptionConfig;
  environment: BuildEnvironment;
  clientKind: ClientKind;
  fetch: typeof fetch;
  storage: KeyValueStore;
  crypto: PkceCrypto;
  now: () => number;
  origin: OriginStore;
  log: Logger;
  report: StepReporter;
}

export type SubscriptionClient = ReturnType<typeof createSubscriptionClient>;

/** Everything the subscription screens call, wired from injected edges (fetch, storage, crypto, clock). */
export function createSubscriptionClient(deps: SubscriptionClientDeps) {
  const api = createApi(deps);
  const v2 = createAuthV2({ ...deps, api });
  const v1 = createAuthV1({ api, log: deps.log });
  const session = createSession({
    auth: v2,
    storage: deps.storage,
    refreshTokenKey: deps.subscription.storageKeys.refreshToken,
    now: deps.now,
    log: deps.log,
  });
  const subscriptions = createSubscriptionApi(api);

  const signedIn = async (): Promise<string> => {
    const accessToken = await session.accessToken();
    if (accessToken) return accessToken;
    const error = communicationError(new Error("No session: sign in first"));
    deps.log(COMMUNICATION_ERROR, error.cause);
    throw error;
  };

  return {
    v2,
    v1,
    session,
    subscriptions,

    checkout: async (input: CheckoutInput) =>
      startCheckout({ api, config: deps.subscription, environment: deps.environment, origin: deps.origin }, await signedIn(), input),

    portalUrl: async () => subscriptions.portalUrl(await signedIn()),

    subscriptionStatus: async () => subscriptions.status(await signedIn()),

    /** The v2 account and its subscription as one UI subscription. */
    async loadSubscription(): Promise<UiSubscription> {
      const accessToken = await signedIn();
      const [account, purchase] = await Promise.all([v2.account(accessToken), subscriptions.subscription(accessToken)]);
      return hydrateSubscription({ account, subscription: purchase });
    },

    /** v1: e-mail and one-time code for an auth_token, then the subscription it buys access to. */
    async signInV1(email: string, otp: string): Promise<UiSubscription> {
      const { auth_token } = await v1.login(email, otp);
      const { account } = await v1.validateToken(auth_token);
      const purchase = await subscriptions.subscription(auth_token);
      return hydrateSubscription({
        account: { id: account.external_id, email: account.email, entitlements: account.entitlements },
        subscription: purchase,
        auth_token,
      });
    },
  };
}
