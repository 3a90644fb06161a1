import * as z from "zod/mini";
import type { FeatureFlags } from "../../contracts/config/subscription.js";
import { BridgeError, type Bridge } from "./bridge.js";

/** Answers of the host app (SPEC §7), checked like any other answer. */
const handshakeSchema = z.object({ availableMessages: z.array(z.string()) });
const subscriptionDetailsSchema = z.object({ isSubscribed: z.unknown() });
const featureConfigSchema = z.object({ isSupported: z.boolean(), result: z.optional(z.record(z.string(), z.unknown())) });
const authAccessTokenSchema = z.object({ accessToken: z.string().check(z.minLength(1)) });
const accessTokenSchema = z.object({ token: z.string().check(z.minLength(1)) });

export const handshake = async (bridge: Bridge) => handshakeSchema.parse(await bridge.request("handshake")).availableMessages;

export const subscriptionDetails = async (bridge: Bridge) =>
  subscriptionDetailsSchema.parse(await bridge.request("subscriptionDetails")).isSubscribed;

/** v2: the app's access token. */
export const appAuthAccessToken = async (bridge: Bridge) =>
  authAccessTokenSchema.parse(await bridge.request("getAuthAccessToken")).accessToken;

/** v1: the app's auth token. */
export const appAccessToken = async (bridge: Bridge) => accessTokenSchema.parse(await bridge.request("getAccessToken")).token;

/** A fresh sign-in as the host app takes it. */
export type AppTokens = { version: "v2"; accessToken: string; refreshToken: string } | { version: "v1"; token: string };

/** Hands a fresh sign-in to the app: v2 tokens with setAuthTokens, a v1 token with setSubscription. */
export function handTokensToApp(bridge: Bridge, tokens: AppTokens): void {
  if (tokens.version === "v2") bridge.notify("setAuthTokens", { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
  else bridge.notify("setSubscription", { token: tokens.token });
}

/** The bridge narrowed to the messages the handshake listed; others fail with unsupported-message. */
export function limitedTo(bridge: Bridge, available: readonly string[]): Bridge {
  const unsupported = (method: string) => new BridgeError("unsupported-message", `The app does not support ${method}`);
  return {
    request: (method, params) => (available.includes(method) ? bridge.request(method, params) : Promise.reject(unsupported(method))),
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
    const answer = featureConfigSchema.parse(await bridge.request("getFeatureConfig"));
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
