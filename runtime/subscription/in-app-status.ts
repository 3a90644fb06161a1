import { handshake, limitedTo, subscriptionDetails } from "./app-messages.js";
import { BridgeError, type Bridge } from "./bridge.js";

/** SPEC §4: PENDING first, then one of the others. */
export type InAppStatus = "PENDING" | "SUBSCRIBED" | "UNSUBSCRIBED" | "UNKNOWN" | "ERROR";
export type SettledInAppStatus = Exclude<InAppStatus, "PENDING">;

export interface InAppStatusDeps {
  /** subscribed_override from the URL: true, false, or null when absent. */
  override: boolean | null;
  createBridge: () => Bridge;
  handshakeTimeoutMs: number;
  timers: Pick<typeof globalThis, "setTimeout" | "clearTimeout">;
}

const TIMED_OUT = Symbol("timed out");

function within<T>(promise: Promise<T>, ms: number, timers: InAppStatusDeps["timers"]): Promise<T | typeof TIMED_OUT> {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    handle = timers.setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([promise, timeout]).finally(() => timers.clearTimeout(handle));
}

/**
 * Whether the app this page runs in holds a subscription. Only the app can tell, so outside it the
 * answer is UNKNOWN; a missing or broken bridge is ERROR; an app that does not answer the handshake
 * in time, or does not offer subscriptionDetails, is UNKNOWN.
 */
export async function resolveInAppStatus(deps: InAppStatusDeps): Promise<SettledInAppStatus> {
  if (deps.override !== null) return deps.override ? "SUBSCRIBED" : "UNSUBSCRIBED";
  let bridge: Bridge;
  try {
    bridge = deps.createBridge();
  } catch (error) {
    return error instanceof BridgeError && error.code === "not-ddg-context" ? "UNKNOWN" : "ERROR";
  }
  try {
    const available = await within(handshake(bridge), deps.handshakeTimeoutMs, deps.timers);
    if (available === TIMED_OUT) return "UNKNOWN";
    const isSubscribed = await subscriptionDetails(limitedTo(bridge, available));
    if (isSubscribed === true) return "SUBSCRIBED";
    if (isSubscribed === false) return "UNSUBSCRIBED";
    return "UNKNOWN";
  } catch (error) {
    return error instanceof BridgeError && error.code === "unsupported-message" ? "UNKNOWN" : "ERROR";
  }
}

/** Tells `onChange` PENDING at once and the settled status when it is known. */
export async function watchInAppStatus(deps: InAppStatusDeps, onChange: (status: InAppStatus) => void): Promise<void> {
  onChange("PENDING");
  onChange(await resolveInAppStatus(deps));
}
