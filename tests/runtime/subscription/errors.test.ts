import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import type { ServiceCallName } from "../../../contracts/config/services.js";
import { callUrl, createHttpEdge } from "../../../runtime/subscription/http-edge.js";
import { createAuthV1 } from "../../../runtime/subscription/auth-v1.js";
import { createAuthV2 } from "../../../runtime/subscription/auth-v2.js";
import { createSubscriptionReads } from "../../../runtime/subscription/subscription-reads.js";
import { repoModel } from "./support.js";

let model: SiteModel;
beforeAll(async () => {
  model = await repoModel();
});

/** The engine wired to a network that always fails, and a log that remembers. */
function offline(fetch: typeof globalThis.fetch = async () => Promise.reject(new TypeError("Failed to fetch"))) {
  const logs: string[] = [];
  const log = (message: string) => void logs.push(message);
  const api = createHttpEdge({ fetch, services: model.services, environment: "production", log });
  return {
    v1: createAuthV1({ api, log }),
    v2: createAuthV2({
      api,
      services: model.services,
      environment: "production",
      clientKind: "web",
      crypto: globalThis.crypto,
      log,
      report: () => {},
    }),
    subscriptions: createSubscriptionReads(api),
    logs,
  };
}

describe("SPEC §8 and §5 messages, word for word", () => {
  it("a failed call: 'There has been a communication error. Please try again.', thrown and logged", async () => {
    const engine = offline();
    await expect(engine.subscriptions.products()).rejects.toThrow(
      /^There has been a communication error\. Please try again\.$/,
    );
    expect(engine.logs).toEqual(["There has been a communication error. Please try again."]);
  });

  it("a malformed answer gives the same message", async () => {
    const engine = offline(async () => new Response('{"features": []}', { status: 200 }));
    await expect(engine.subscriptions.productFeatures("token", "quietly-pro-yearly")).rejects.toThrow(
      /^There has been a communication error\. Please try again\.$/,
    );
  });

  it("'No codeVerifier value provided for v2 auth'", async () => {
    await expect(offline().v2.exchangeCode("code", undefined)).rejects.toThrow(
      /^No codeVerifier value provided for v2 auth$/,
    );
  });

  it("'No token supplied for v1 account edit' and its confirm analogue", async () => {
    const { v1 } = offline();
    await expect(v1.editEmail(undefined, "a@example.com")).rejects.toThrow(/^No token supplied for v1 account edit$/);
    await expect(v1.confirmEmailEdit(undefined, { email: "a@example.com", otp: "1", hash: "h" })).rejects.toThrow(
      /^No token supplied for v1 account edit confirm$/,
    );
  });
});

describe("service names", () => {
  it("an unknown one throws instead of calling anywhere", () => {
    expect(() => callUrl(model.services, "production", "teleport" as ServiceCallName)).toThrow(
      'Unknown service call "teleport"',
    );
    expect(callUrl(model.services, "staging", "productFeatures", { pathParams: { productId: "a b" } }).toString()).toBe(
      `${model.services.environments.staging.subscriptions}${model.services.calls.productFeatures.path.replace("{productId}", "a%20b")}`,
    );
  });
});
