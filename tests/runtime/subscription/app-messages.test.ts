import { beforeAll, describe, expect, it } from "vitest";
import type { FeatureFlags } from "../../../contracts/config/subscription.js";
import {
  appAccessToken,
  appAuthAccessToken,
  authVersion,
  limitedTo,
  readFeatureFlags,
} from "../../../runtime/subscription/app-messages.js";
import type { Bridge } from "../../../runtime/subscription/bridge.js";
import { repoModel } from "./support.js";

let defaults: FeatureFlags;
beforeAll(async () => {
  defaults = (await repoModel()).subscription.featureFlags;
});

const answering = (answer: () => unknown): Bridge => ({ request: async () => answer(), notify: () => {} });

describe("feature flags (SPEC §3)", () => {
  it("are all false by default, which selects sign-in v1 on the web", async () => {
    expect(defaults).toEqual({
      useUnifiedFeedback: false,
      useSubscriptionsAuthV2: false,
      useAlternateStripePaymentFlow: false,
    });
    expect(authVersion(await readFeatureFlags(null, defaults))).toBe("v1");
  });

  it("take the app's values when it supports getFeatureConfig", async () => {
    const flags = await readFeatureFlags(
      answering(() => ({ isSupported: true, result: { useSubscriptionsAuthV2: true, useUnifiedFeedback: "yes" } })),
      defaults,
    );
    expect(flags).toEqual({ ...defaults, useSubscriptionsAuthV2: true });
    expect(authVersion(flags)).toBe("v2");
  });

  it("keep the defaults when the app does not support it, answers nonsense or fails", async () => {
    expect(
      await readFeatureFlags(
        answering(() => ({ isSupported: false, result: { useSubscriptionsAuthV2: true } })),
        defaults,
      ),
    ).toEqual(defaults);
    expect(
      await readFeatureFlags(
        answering(() => "garbage"),
        defaults,
      ),
    ).toEqual(defaults);
    expect(
      await readFeatureFlags(
        answering(() => {
          throw new Error("gone");
        }),
        defaults,
      ),
    ).toEqual(defaults);
  });
});

describe("messages the handshake did not list", () => {
  it("fail with unsupported-message instead of reaching the app", async () => {
    const sent: string[] = [];
    const bridge = limitedTo(
      { request: async (method) => sent.push(method), notify: (method) => void sent.push(method) },
      ["handshake"],
    );
    await expect(bridge.request("subscriptionDetails")).rejects.toMatchObject({ code: "unsupported-message" });
    expect(() => bridge.notify("setAuthTokens")).toThrow("The app does not support setAuthTokens");
    await bridge.request("handshake");
    expect(sent).toEqual(["handshake"]);
  });
});

describe("tokens the app holds", () => {
  it("getAuthAccessToken answers the v2 access token, getAccessToken the v1 token", async () => {
    const asked: string[] = [];
    const app: Bridge = {
      request: async (method) => {
        asked.push(method);
        return method === "getAuthAccessToken" ? { accessToken: "v2-token" } : { token: "v1-token" };
      },
      notify: () => {},
    };
    expect(await appAuthAccessToken(app)).toBe("v2-token");
    expect(await appAccessToken(app)).toBe("v1-token");
    expect(asked).toEqual(["getAuthAccessToken", "getAccessToken"]);
  });

  it("an empty token is not a token", async () => {
    await expect(appAuthAccessToken(answering(() => ({ accessToken: "" })))).rejects.toThrow();
    await expect(appAccessToken(answering(() => ({})))).rejects.toThrow();
  });
});
