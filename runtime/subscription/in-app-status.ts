import { handshake, limitedTo, subscriptionDetails, type NativeTrialOffer } from "./app-messages.js";
import { BridgeError, type Bridge } from "./bridge.js";

/** SPEC §4: PENDING first, then one of the others. */
export type InAppStatus = "PENDING" | "SUBSCRIBED" | "UNSUBSCRIBED" | "UNKNOWN" | "ERROR";
export type SettledInAppStatus = Exclude<InAppStatus, "PENDING">;

export type Timers = Pick<typeof globalThis, "setTimeout" | "clearTimeout">;

export interface InAppStatusDeps {
  /** subscribed_override from the URL: true, false, or null when absent. */
  override: boolean | null;
  createBridge: () => Bridge;
  handshakeTimeoutMs: number;
  /** How long a message after the handshake may take before the app counts as not answering (SPEC §9 capability time-out). */
  capabilityTimeoutMs?: number;
  timers: Timers;
}

export const TIMED_OUT = Symbol("timed out");

/** The promise's value, or TIMED_OUT when it takes longer than `ms`. */
export function within<T>(promise: Promise<T>, ms: number, timers: Timers): Promise<T | typeof TIMED_OUT> {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    handle = timers.setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([promise, timeout]).finally(() => timers.clearTimeout(handle));
}

/** What the page knows about the app it runs in, once the handshake is over. */
export interface InAppConnection {
  status: SettledInAppStatus;
  /** The bridge, narrowed to the messages the app listed; null outside the app or when it did not answer. */
  bridge: Bridge | null;
  /** Free-trial offers the app makes natively (SPEC §3), from its subscriptionDetails answer. */
  nativeTrialOffers: NativeTrialOffer[];
}

const forced = (override: boolean | null): SettledInAppStatus | null =>
  override === null ? null : override ? "SUBSCRIBED" : "UNSUBSCRIBED";

/**
 * Whether the app this page runs in holds a subscription, and the bridge to it. Only the app can
 * tell, so outside it the answer is UNKNOWN; a missing or broken bridge is ERROR; an app that does
 * not answer the handshake in time, or does not offer subscriptionDetails, is UNKNOWN.
 * subscribed_override forces the status, and the bridge is still made for the other messages.
 */
export async function connectToApp(deps: InAppStatusDeps): Promise<InAppConnection> {
  const override = forced(deps.override);
  let bridge: Bridge;
  try {
    bridge = deps.createBridge();
  } catch (error) {
    const status = error instanceof BridgeError && error.code === "not-ddg-context" ? "UNKNOWN" : "ERROR";
    return { status: override ?? status, bridge: null, nativeTrialOffers: [] };
  }
  let limited: Bridge | null = null;
  try {
    const available = await within(handshake(bridge), deps.handshakeTimeoutMs, deps.timers);
    if (available === TIMED_OUT) return { status: override ?? "UNKNOWN", bridge: null, nativeTrialOffers: [] };
    limited = limitedTo(bridge, available);
    const details = await within(
      subscriptionDetails(limited),
      deps.capabilityTimeoutMs ?? Number.POSITIVE_INFINITY,
      deps.timers,
    );
    if (details === TIMED_OUT) return { status: override ?? "UNKNOWN", bridge: limited, nativeTrialOffers: [] };
    const status =
      details.isSubscribed === true ? "SUBSCRIBED" : details.isSubscribed === false ? "UNSUBSCRIBED" : "UNKNOWN";
    return { status: override ?? status, bridge: limited, nativeTrialOffers: details.trialOffers };
  } catch (error) {
    const status = error instanceof BridgeError && error.code === "unsupported-message" ? "UNKNOWN" : "ERROR";
    return { status: override ?? status, bridge: limited, nativeTrialOffers: [] };
  }
}

/** The status alone; with subscribed_override the app is not even asked. */
export async function resolveInAppStatus(deps: InAppStatusDeps): Promise<SettledInAppStatus> {
  return forced(deps.override) ?? (await connectToApp(deps)).status;
}

/** Tells `onChange` PENDING at once and the settled status when it is known. */
export async function watchInAppStatus(deps: InAppStatusDeps, onChange: (status: InAppStatus) => void): Promise<void> {
  onChange("PENDING");
  onChange(await resolveInAppStatus(deps));
}
