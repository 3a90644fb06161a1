import type { IslandBrowserConfig } from "../../contracts/browser-config.js";
import type { FeatureFlags } from "../../contracts/config/subscription.js";
import { subscribedOverrideParam } from "../core/params.js";
import { detectPlatform } from "../core/platform.js";
import { appAccessToken, appAuthAccessToken, authVersion, handTokensToApp, readFeatureFlags, type AppTokens } from "./app-messages.js";
import { createBridge, type AppDevice, type Bridge } from "./bridge.js";
import { connectToApp, TIMED_OUT, within, type InAppConnection, type Timers } from "./in-app-status.js";

/** The page's app flags name the platform; the bridge names its device (SPEC §7 channels). */
const DEVICES: Record<string, AppDevice> = { mac: "macos", windows: "windows", ios: "ios", android: "android" };

interface PageApp extends InAppConnection {
  /** Feature flags: the app's (getFeatureConfig) inside it, the site config's on the web. */
  flags: FeatureFlags;
  /** Whether the page runs in the product's own app at all (its user agent says so). */
  inApp: boolean;
}

/** What the screens ask of the app: its status and flags, its own sign-in, and taking a new one. */
export interface AppHandle extends Omit<PageApp, "bridge"> {
  /** The app's own sign-in token, or null (none, no answer, or not in the app). */
  token(): Promise<string | null>;
  /** Hands a fresh sign-in to the app; false when there is no app to take it. */
  takeTokens(tokens: AppTokens): boolean;
}

/** The app as the screens see it; loaded only inside the apps, so the web never downloads the bridge. */
export async function appHandle(input: PageInput): Promise<AppHandle> {
  const app = await connectPage(input);
  return {
    ...app,
    token: () => appToken(app, input.timers, input.config.runtime.timing.capabilityTimeoutMs),
    takeTokens: (tokens) => giveTokensToApp(app, tokens),
  };
}

let ids = 0;

interface PageInput {
  win: Window;
  config: IslandBrowserConfig;
  query: URLSearchParams;
  timers: Timers;
}

/** The app this page runs in (if any): its subscription status and the bridge to it. */
export async function appConnection(input: PageInput): Promise<InAppConnection & { inApp: boolean }> {
  const { win, config } = input;
  const { timing, platform } = config.runtime;
  const app = detectPlatform(win.navigator.userAgent, { width: win.innerWidth, height: win.innerHeight }, false, platform).app;
  const connection = await connectToApp({
    override: subscribedOverrideParam(input.query),
    createBridge: () =>
      createBridge({
        window: win as unknown as Record<string, unknown>,
        device: app ? (DEVICES[app] ?? app) : null,
        config: config.subscription.bridge,
        newId: () => `${Date.now().toString(36)}-${(ids += 1)}`,
      }),
    handshakeTimeoutMs: timing.handshakeTimeoutMs,
    capabilityTimeoutMs: timing.capabilityTimeoutMs,
    timers: input.timers,
  });
  return { ...connection, inApp: app !== null };
}

/** The app connection and its feature flags, each step bounded in time. */
async function connectPage(input: PageInput): Promise<PageApp> {
  const { timing } = input.config.runtime;
  const connection = await appConnection(input);
  const defaults = input.config.subscription.featureFlags;
  const flags = connection.bridge
    ? await within(readFeatureFlags(connection.bridge, defaults), timing.capabilityTimeoutMs, input.timers)
    : defaults;
  return { ...connection, flags: flags === TIMED_OUT ? defaults : flags };
}

const authVersionOf = (app: PageApp) => authVersion(app.flags);

/**
 * The app's own sign-in, for pages it shows to a subscriber who never signed in on the web: the
 * v2 access token or the v1 token, as the flags say. Null when the app has none or does not answer.
 */
async function appToken(app: PageApp, timers: Timers, timeoutMs: number): Promise<string | null> {
  if (!app.bridge) return null;
  const bridge: Bridge = app.bridge;
  try {
    const token = await within(authVersionOf(app) === "v2" ? appAuthAccessToken(bridge) : appAccessToken(bridge), timeoutMs, timers);
    return token === TIMED_OUT ? null : token;
  } catch {
    return null;
  }
}

/** Hands a fresh sign-in to the app; false when there is no app to take it (or it does not take this message). */
function giveTokensToApp(app: PageApp, tokens: AppTokens): boolean {
  if (!app.bridge) return false;
  try {
    handTokensToApp(app.bridge, tokens);
    return true;
  } catch {
    return false;
  }
}
