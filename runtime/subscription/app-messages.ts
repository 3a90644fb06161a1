import * as v from "valibot";
import type { FeatureFlags } from "../../contracts/config/subscription.js";
import { BridgeError, type Bridge } from "./bridge.js";

/** Answers of the host app (SPEC §7), checked like any other answer. */
const handshakeSchema = v.object({ availableMessages: v.array(v.string()) });
const subscriptionDetailsSchema = v.object({ isSubscribed: v.unknown(), trialOffers: v.optional(v.unknown()) });
const trialOffersSchema = v.array(v.object({ durationInDays: v.pipe(v.number(), v.integer(), v.gtValue(0)) }));
const featureConfigSchema = v.object({
  isSupported: v.boolean(),
  result: v.optional(v.record(v.string(), v.unknown())),
});
const authAccessTokenSchema = v.object({ accessToken: v.pipe(v.string(), v.minLength(1)) });
const accessTokenSchema = v.object({ token: v.pipe(v.string(), v.minLength(1)) });

export const handshake = async (bridge: Bridge) =>
  v.parse(handshakeSchema, await bridge.request("handshake")).availableMessages;

export type NativeTrialOffer = v.InferOutput<typeof trialOffersSchema>[number];

/**
 * The app's subscription answer: isSubscribed as sent (the status machine judges it), and the
 * free-trial offers the app makes natively, if it sends well-formed ones (ignored otherwise).
 */
export async function subscriptionDetails(
  bridge: Bridge,
): Promise<{ isSubscribed: unknown; trialOffers: NativeTrialOffer[] }> {
  const answer = v.parse(subscriptionDetailsSchema, await bridge.request("subscriptionDetails"));
  const offers = v.safeParse(trialOffersSchema, answer.trialOffers);
  return { isSubscribed: answer.isSubscribed, trialOffers: offers.success ? offers.output : [] };
}

/** v2: the app's access token. */
export const appAuthAccessToken = async (bridge: Bridge) =>
  v.parse(authAccessTokenSchema, await bridge.request("getAuthAccessToken")).accessToken;

/** v1: the app's auth token. */
export const appAccessToken = async (bridge: Bridge) =>
  v.parse(accessTokenSchema, await bridge.request("getAccessToken")).token;

/** A fresh sign-in as the host app takes it; v2 without a refresh token when the service gave none. */
export type AppTokens =
  | { version: "v2"; accessToken: string; refreshToken?: string }
  | { version: "v1"; token: string };

/**
 * Hands a fresh sign-in to the app: v2 tokens with setAuthTokens, a v1 token with setSubscription.
 * A missing refresh token is left out, never sent empty (docs/CONTRACTS.md, the host-app bridge).
 */
export function handTokensToApp(bridge: Bridge, tokens: AppTokens): void {
  if (tokens.version === "v2") {
    bridge.notify("setAuthTokens", {
      accessToken: tokens.accessToken,
      ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}),
    });
  } else bridge.notify("setSubscription", { token: tokens.token });
}

/** The bridge narrowed to the messages the handshake listed; others fail with unsupported-message. */
export function limitedTo(bridge: Bridge, available: readonly string[]): Bridge {
  const unsupported = (method: string) => new BridgeError("unsupported-message", `The app does not support ${method}`);
  return {
    request: (method, params) =>
      available.includes(method) ? bridge.request(method, params) : Promise.reject(unsupported(method)),
    notify: (method, params) => {
      if (!available.includes(method)) throw unsupported(method);
      bridge.notify(method, params);
    },
  };
}

/**
 * The feature flags of SPEC §3: the app's answer where it supports getFeatureConfig, the configured
 * defaults otherwise (always on the web, and whenever the app's answer cannot be used).
 */
export async function readFeatureFlags(bridge: Bridge | null, defaults: FeatureFlags): Promise<FeatureFlags> {
  if (!bridge) return defaults;
  try {
    const answer = v.parse(featureConfigSchema, await bridge.request("getFeatureConfig"));
    if (!answer.isSupported) return defaults;
    const flags = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof FeatureFlags)[]) {
      const value = answer.result?.[key];
      if (typeof value === "boolean") flags[key] = value;
    }
    return flags;
  } catch {
    return defaults;
  }
}

export const authVersion = (flags: FeatureFlags): "v1" | "v2" => (flags.useSubscriptionsAuthV2 ? "v2" : "v1");
