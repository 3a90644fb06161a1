// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { handTokensToApp } from "../../../runtime/subscription/app-messages.js";
import { type BridgeError, createBridge, type BridgeConfig, type BridgeRequest } from "../../../runtime/subscription/bridge.js";
import { repoModel } from "./support.js";

let config: BridgeConfig;
beforeAll(async () => {
  config = ((await repoModel()) as SiteModel).subscription.bridge;
});

const page = () => window as unknown as Record<string, unknown>;
let ids = 0;
const newId = () => `request-${++ids}`;

afterEach(() => {
  for (const key of ["chrome", "webkit", config.android.javascriptInterface, config.android.messageCallback, config.android.messageSecret]) {
    delete page()[key];
  }
});

/** What the fake app answers, as the real apps wrap results: the request's envelope plus result. */
const replyTo = (request: BridgeRequest, result: unknown) => ({
  context: request.context,
  featureName: request.featureName,
  id: request.id,
  result,
});

type Listener = (event: { data: unknown }) => void;

/** WebView2 as the Windows app exposes it: postMessage out, message events in. */
function installWindowsApp(answer: (request: BridgeRequest, listeners: Listener[]) => void) {
  const sent: unknown[] = [];
  const listeners: Listener[] = [];
  page().chrome = {
    webview: {
      postMessage: (message: BridgeRequest) => {
        sent.push(message);
        queueMicrotask(() => answer(message, [...listeners]));
      },
      addEventListener: (_type: string, listener: Listener) => listeners.push(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.splice(listeners.indexOf(listener), 1),
    },
  };
  return { sent, listeners };
}

describe("Windows transport (WebView2)", () => {
  it("sends context, featureName, method, id and params, and resolves with the matching reply only", async () => {
    const app = installWindowsApp((request, listeners) => {
      for (const listener of listeners) {
        listener({ data: { ...replyTo(request, "wrong id"), id: "someone-else" } });
        listener({ data: { ...replyTo(request, "wrong context"), context: "other" } });
        listener({ data: { ...replyTo(request, "wrong feature"), featureName: "other" } });
        listener({ data: replyTo(request, { availableMessages: ["subscriptionDetails"] }) });
      }
    });
    const bridge = createBridge({ window: page(), device: "windows", config, newId });
    await expect(bridge.request("handshake", { locale: "en" })).resolves.toEqual({ availableMessages: ["subscriptionDetails"] });
    expect(app.sent).toEqual([
      { context: config.context, featureName: config.featureName, method: "handshake", id: expect.any(String), params: { locale: "en" } },
    ]);
    expect(app.listeners).toHaveLength(0);
  });

  it("rejects when the app answers with an error", async () => {
    installWindowsApp((request, listeners) => {
      for (const listener of listeners) listener({ data: { ...replyTo(request, undefined), error: { message: "denied" } } });
    });
    const bridge = createBridge({ window: page(), device: "windows", config, newId });
    await expect(bridge.request("getAuthAccessToken")).rejects.toThrow("denied");
  });

  it("hands v2 tokens to the app with setAuthTokens, as a notification without an id", () => {
    const app = installWindowsApp(() => {});
    handTokensToApp(createBridge({ window: page(), device: "windows", config, newId }), {
      version: "v2",
      accessToken: "access",
      refreshToken: "refresh",
    });
    expect(app.sent).toEqual([
      { context: config.context, featureName: config.featureName, method: "setAuthTokens", params: { accessToken: "access", refreshToken: "refresh" } },
    ]);
  });

  it("leaves the refresh token out of setAuthTokens when there is none, instead of sending an empty one", () => {
    const app = installWindowsApp(() => {});
    handTokensToApp(createBridge({ window: page(), device: "windows", config, newId }), { version: "v2", accessToken: "access" });
    expect((app.sent as BridgeRequest[]).map((message) => message.params)).toEqual([{ accessToken: "access" }]);
  });
});

describe("macOS and iOS transport (webkit message handlers)", () => {
  it.each(["macos", "ios"])("%s: posts to the feature's handler and takes its reply", async (device) => {
    const sent: BridgeRequest[] = [];
    page().webkit = {
      messageHandlers: {
        [config.featureName]: {
          postMessage: async (message: BridgeRequest) => {
            sent.push(message);
            return message.id ? JSON.stringify(replyTo(message, { isSubscribed: true })) : undefined;
          },
        },
      },
    };
    const bridge = createBridge({ window: page(), device, config, newId });
    await expect(bridge.request("subscriptionDetails")).resolves.toEqual({ isSubscribed: true });
    handTokensToApp(bridge, { version: "v1", token: "legacy" });
    expect(sent.map((message) => message.method)).toEqual(["subscriptionDetails", "setSubscription"]);
    expect(sent[1]?.params).toEqual({ token: "legacy" });
  });

  it("refuses a reply to another request", async () => {
    page().webkit = {
      messageHandlers: { [config.featureName]: { postMessage: async (message: BridgeRequest) => ({ ...replyTo(message, 1), id: "x" }) } },
    };
    const bridge = createBridge({ window: page(), device: "macos", config, newId });
    await expect(bridge.request("handshake")).rejects.toThrow("The app's reply does not answer handshake");
  });
});

describe("Android transport (JavaScript interface, secret and callback)", () => {
  function installAndroidApp(answer: (request: BridgeRequest, callback: (secret: string, reply: unknown) => void) => void) {
    const sent: { message: BridgeRequest; secret: string }[] = [];
    page()[config.android.messageSecret] = "page-secret";
    page()[config.android.javascriptInterface] = {
      process: (json: string, secret: string) => {
        const message = JSON.parse(json) as BridgeRequest;
        sent.push({ message, secret });
        const callback = page()[config.android.messageCallback] as (secret: string, reply: unknown) => void;
        queueMicrotask(() => answer(message, callback));
      },
    };
    return sent;
  }

  it("sends the secret with every message and accepts only replies that carry it back", async () => {
    const sent = installAndroidApp((request, callback) => {
      callback("forged", JSON.stringify(replyTo(request, { isSubscribed: false })));
      callback("page-secret", JSON.stringify({ ...replyTo(request, "late"), id: "other" }));
      callback("page-secret", JSON.stringify(replyTo(request, { isSubscribed: true })));
    });
    const bridge = createBridge({ window: page(), device: "android", config, newId });
    await expect(bridge.request("subscriptionDetails")).resolves.toEqual({ isSubscribed: true });
    expect(sent).toEqual([
      {
        secret: "page-secret",
        message: { context: config.context, featureName: config.featureName, method: "subscriptionDetails", id: expect.any(String), params: {} },
      },
    ]);
  });

  it("keeps concurrent requests apart by id", async () => {
    installAndroidApp((request, callback) => callback("page-secret", replyTo(request, request.method)));
    const bridge = createBridge({ window: page(), device: "android", config, newId });
    await expect(Promise.all([bridge.request("handshake"), bridge.request("getAccessToken")])).resolves.toEqual([
      "handshake",
      "getAccessToken",
    ]);
  });
});

describe("bridge creation errors (SPEC §8)", () => {
  const attempt = (window: Record<string, unknown> | undefined, device: string | null) => {
    try {
      createBridge({ window, device, config, newId });
    } catch (error) {
      return { code: (error as BridgeError).code, message: (error as BridgeError).message };
    }
    throw new Error("expected createBridge to throw");
  };

  it("names each failure with its code", () => {
    expect(attempt(undefined, "windows").code).toBe("not-browser-context");
    expect(attempt(page(), null).code).toBe("not-ddg-context");
    expect(attempt(page(), "linux")).toEqual({ code: "bridge-not-supported", message: "Messaging not supported yet on: linux" });
    expect(attempt(page(), "windows").code).toBe("error-creating-bridge");
    expect(attempt(page(), "ios").code).toBe("error-creating-bridge");
    expect(attempt(page(), "android").code).toBe("error-creating-bridge");
  });
});
