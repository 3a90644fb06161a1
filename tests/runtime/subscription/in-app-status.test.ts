import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BridgeError, type Bridge } from "../../../runtime/subscription/bridge.js";
import {
  resolveInAppStatus,
  watchInAppStatus,
  type InAppStatusDeps,
} from "../../../runtime/subscription/in-app-status.js";
import { repoModel } from "./support.js";

let handshakeTimeoutMs: number;
beforeAll(async () => {
  handshakeTimeoutMs = (await repoModel()).runtime.timing.handshakeTimeoutMs;
});
afterEach(() => vi.useRealTimers());

/** A host app that answers each method from a table; a missing entry never answers. */
function app(answers: Record<string, () => unknown>): Bridge {
  return {
    request: (method) => {
      const answer = answers[method];
      return answer ? Promise.resolve().then(answer) : new Promise(() => {});
    },
    notify: () => {},
  };
}

const deps = (overrides: Partial<InAppStatusDeps>): InAppStatusDeps => ({
  override: null,
  createBridge: () => app({}),
  handshakeTimeoutMs,
  timers: globalThis,
  ...overrides,
});

const subscribedApp = (isSubscribed: unknown) =>
  app({
    handshake: () => ({ availableMessages: ["subscriptionDetails"] }),
    subscriptionDetails: () => ({ isSubscribed }),
  });

describe("in-app subscription status (SPEC §4)", () => {
  it("follows the app's isSubscribed: true, false, anything else", async () => {
    expect(await resolveInAppStatus(deps({ createBridge: () => subscribedApp(true) }))).toBe("SUBSCRIBED");
    expect(await resolveInAppStatus(deps({ createBridge: () => subscribedApp(false) }))).toBe("UNSUBSCRIBED");
    expect(await resolveInAppStatus(deps({ createBridge: () => subscribedApp("yes") }))).toBe("UNKNOWN");
  });

  it("is UNKNOWN outside the app and ERROR when the bridge is missing or cannot be made", async () => {
    const failing = (code: ConstructorParameters<typeof BridgeError>[0]) => () => {
      throw new BridgeError(code, code);
    };
    expect(await resolveInAppStatus(deps({ createBridge: failing("not-ddg-context") }))).toBe("UNKNOWN");
    expect(await resolveInAppStatus(deps({ createBridge: failing("error-creating-bridge") }))).toBe("ERROR");
    expect(await resolveInAppStatus(deps({ createBridge: failing("bridge-not-supported") }))).toBe("ERROR");
    expect(await resolveInAppStatus(deps({ createBridge: failing("not-browser-context") }))).toBe("ERROR");
  });

  it("is UNKNOWN when the handshake does not list subscriptionDetails", async () => {
    const bridge = app({
      handshake: () => ({ availableMessages: ["getFeatureConfig"] }),
      subscriptionDetails: () => ({ isSubscribed: true }),
    });
    expect(await resolveInAppStatus(deps({ createBridge: () => bridge }))).toBe("UNKNOWN");
  });

  it("is UNKNOWN when the handshake is not answered within the time-out, and not a moment before", async () => {
    vi.useFakeTimers();
    let settled: string | null = null;
    void resolveInAppStatus(deps({ createBridge: () => app({}) })).then((status) => (settled = status));
    await vi.advanceTimersByTimeAsync(handshakeTimeoutMs - 1);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe("UNKNOWN");
  });

  it("is ERROR on any exception after the bridge exists", async () => {
    const throwing = app({
      handshake: () => ({ availableMessages: ["subscriptionDetails"] }),
      subscriptionDetails: () => {
        throw new Error("crash");
      },
    });
    const malformed = app({ handshake: () => ({ nope: true }) });
    expect(await resolveInAppStatus(deps({ createBridge: () => throwing }))).toBe("ERROR");
    expect(await resolveInAppStatus(deps({ createBridge: () => malformed }))).toBe("ERROR");
  });

  it("lets subscribed_override force the answer, even outside the app", async () => {
    const outside = () => {
      throw new BridgeError("not-ddg-context", "outside");
    };
    expect(await resolveInAppStatus(deps({ override: true, createBridge: outside }))).toBe("SUBSCRIBED");
    expect(await resolveInAppStatus(deps({ override: false, createBridge: () => subscribedApp(true) }))).toBe(
      "UNSUBSCRIBED",
    );
  });

  it("reports PENDING first, then the settled status", async () => {
    const seen: string[] = [];
    await watchInAppStatus(deps({ createBridge: () => subscribedApp(true) }), (status) => seen.push(status));
    expect(seen).toEqual(["PENDING", "SUBSCRIBED"]);
  });
});
