import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { startEmulator } from "../../../cli/dev/emulator/index.js";
import type { BuildEnvironment } from "../../../contracts/browser-config.js";
import { SERVICE_ERRORS } from "../../../contracts/service-errors.js";
import { resolveEnvironment } from "../../../runtime/core/environment.js";
import { originStore } from "../../../runtime/core/origin.js";
import { createSubscriptionClient, tokenKeys, type SubscriptionClient } from "../../../runtime/subscription/client.js";
import { COMMUNICATION_ERROR, refusalOf } from "../../../runtime/subscription/errors.js";
import type { Locks } from "../../../runtime/subscription/session.js";
import { cookieFetch, latestOtp, memoryStorage, modelFor, repoModel } from "./support.js";

/**
 * Issue 21, items 9 to 13: the browser's tokens and sessions, against the API emulator. Refresh
 * tokens rotate on every use and a used one is refused, so every case here is what a browser with
 * one or more tabs meets.
 */
let model: SiteModel;
let emulator: { url: string; close(): Promise<void> };
beforeAll(async () => {
  const base = await repoModel();
  emulator = await startEmulator({ port: 0, model: base, log: () => {} });
  model = modelFor(base, emulator.url, 2_000);
});
afterAll(() => emulator.close());
afterEach(() => fetch(`${emulator.url}/__emulator/faults`, { method: "DELETE" }));

const keys = () => model.subscription.storageKeys;
const refusal = (promise: Promise<unknown>) => promise.then(() => "none", (error: unknown) => refusalOf(error) ?? String(error));

/** One lock manager per browser, as navigator.locks is: callbacks under one name run one after another. */
function browserLocks(): Locks {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = queues.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      queues.set(name, run.catch(() => undefined));
      return run;
    },
  };
}

interface TabOptions {
  storage?: ReturnType<typeof memoryStorage>;
  fetch?: typeof fetch;
  locks?: Locks | null;
  environment?: BuildEnvironment;
  now?: () => number;
}

/** A tab of a browser: its own page (memory), the browser's storage and locks. */
function tab(options: TabOptions = {}) {
  const storage = options.storage ?? memoryStorage();
  const origin = originStore(memoryStorage(), model.runtime.storageKeys);
  const logs: string[] = [];
  const client = createSubscriptionClient({
    services: model.services,
    subscription: model.subscription,
    environment: options.environment ?? "local",
    builtEnvironment: "local",
    clientKind: "web",
    fetch: options.fetch ?? cookieFetch(),
    storage,
    ttlSuffix: model.runtime.storageKeys.ttlSuffix,
    locks: options.locks ?? null,
    crypto: globalThis.crypto,
    now: options.now ?? Date.now,
    origin,
    log: (message) => void logs.push(message),
    report: () => {},
  });
  return { client, storage, logs, origin };
}

let emails = 0;
const newEmail = () => `session${++emails}-${Date.now()}@example.com`;

/** A v2 sign-in stored in `storage`, as after signing in on the site. */
async function signIn(client: SubscriptionClient, email = newEmail()) {
  const pending = await client.startSignIn("v2", email, "en");
  await client.finishSignIn(pending, await latestOtp(emulator.url, email));
  return email;
}

/** Answers `status` with `body` to the first `times` requests whose path ends with `path`; the rest go through. */
function answering(path: string, status: number, body: object, times = 1, through: typeof fetch = cookieFetch()): typeof fetch {
  let left = times;
  return async (input, init) => {
    if (left > 0 && new URL(String(input)).pathname.endsWith(path)) {
      left -= 1;
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }
    return through(input, init);
  };
}

const path = (name: keyof SiteModel["services"]["calls"]) => model.services.calls[name].path;

describe("each environment keeps its own tokens (issue 21, item 9)", () => {
  it("never sends the build environment's tokens to the staging hosts, nor reads them there", async () => {
    const storage = memoryStorage();
    const own = tab({ storage });
    await signIn(own.client);
    const stored = storage.snapshot();
    const asked: string[] = [];
    const recording: typeof fetch = async (input) => {
      asked.push(String(input));
      return new Response(null, { status: 503 });
    };
    const staging = tab({ storage, environment: "staging", fetch: recording });
    expect(staging.client.version()).toBeNull();
    expect(await refusal(staging.client.loadSubscription())).toBe("signed-out");
    expect(asked).toEqual([]);
    // And the staging visit leaves the build environment's sign-in as it was.
    expect(storage.snapshot()).toEqual(stored);
    expect(tokenKeys(keys(), "staging", "production").refreshToken).toBe(`${keys().refreshToken}.staging`);
    expect(tokenKeys(keys(), "production", "production")).toEqual({ refreshToken: keys().refreshToken, legacyAuthToken: keys().legacyAuthToken });
  });

  it("stores only a known ?environment= value, so a typo does not hold the tab", () => {
    const session = memoryStorage();
    const key = model.runtime.storageKeys.environment;
    expect(resolveEnvironment("stagign", session, key, "production")).toBe("production");
    expect(session.getItem(key)).toBeNull();
    expect(resolveEnvironment("staging", session, key, "production")).toBe("staging");
    expect(session.getItem(key)).toBe("staging");
  });
});

describe("signing out and the v1 token (issue 21, item 10)", () => {
  it("keeps the v1 auth token with an expiry, after which it is gone", async () => {
    const email = newEmail();
    const clock = { now: Date.now() };
    const { client, storage } = tab({ now: () => clock.now });
    const pending = await client.startSignIn("v1", email, "en");
    await client.finishSignIn(pending, await latestOtp(emulator.url, email));
    const ttlKey = `${keys().legacyAuthToken}${model.runtime.storageKeys.ttlSuffix}`;
    const days = model.subscription.storageTtlDays.legacyAuthToken;
    expect(storage.getItem(ttlKey)).toBe(new Date(clock.now + days * 86_400_000).toISOString().slice(0, 10));
    expect(client.version()).toBe("v1");
    clock.now += (days + 1) * 86_400_000;
    expect(client.version()).toBeNull();
    expect(storage.snapshot()).toEqual({});
  });

  it.each(["v1", "v2"] as const)("clears everything stored for a %s sign-in even when the network is gone", async (version) => {
    const email = newEmail();
    let online = true;
    const through = cookieFetch();
    const flaky: typeof fetch = (input, init) => (online ? through(input, init) : Promise.reject(new TypeError("Failed to fetch")));
    const { client, storage } = tab({ fetch: flaky });
    await client.finishSignIn(await client.startSignIn(version, email, "en"), await latestOtp(emulator.url, email));
    expect(Object.keys(storage.snapshot()).length).toBeGreaterThan(0);
    online = false;
    await client.signOut();
    expect(storage.snapshot()).toEqual({});
    expect(client.version()).toBeNull();
  });
});

describe("refreshing from several tabs (issue 21, item 11)", () => {
  it("two tabs refreshing at once both stay signed in, and the token left behind works", async () => {
    const storage = memoryStorage();
    await signIn(tab({ storage }).client);
    const locks = browserLocks();
    const [first, second] = [tab({ storage, locks }), tab({ storage, locks })];
    const results = await Promise.all([first.client.loadSubscription(), second.client.loadSubscription()]);
    expect(results.map((result) => result.status)).toEqual(["Inactive", "Inactive"]);
    const third = tab({ storage, locks });
    expect((await third.client.loadSubscription()).status).toBe("Inactive");
  });

  it("a refused refresh in one tab does not clear the newer token another tab stored meanwhile", async () => {
    const storage = memoryStorage();
    await signIn(tab({ storage }).client);
    const used = storage.getItem(keys().refreshToken)!;
    // This tab's refresh is answered "used" while another tab (without a shared lock) stores a new token.
    const slow: typeof fetch = async (input, init) => {
      if (new URL(String(input)).searchParams.get("grant_type") === "refresh_token") {
        await tab({ storage }).client.session.refresh();
        return new Response(JSON.stringify({ error: SERVICE_ERRORS.invalidGrant }), { status: 400 });
      }
      return cookieFetch()(input, init);
    };
    const late = tab({ storage, fetch: slow });
    expect(await refusal(late.client.session.refresh())).toBe("signed-out");
    const kept = storage.getItem(keys().refreshToken);
    expect(kept).not.toBeNull();
    expect(kept).not.toBe(used);
    expect((await tab({ storage }).client.loadSubscription()).status).toBe("Inactive");
  });

  it("an answer lost after the service rotated the token keeps the sign-in, then signs out cleanly and says so", async () => {
    const storage = memoryStorage();
    await signIn(tab({ storage }).client);
    const before = storage.snapshot();
    let lose = true;
    const through = cookieFetch();
    const losing: typeof fetch = async (input, init) => {
      const response = await through(input, init);
      if (lose && new URL(String(input)).searchParams.get("grant_type") === "refresh_token") {
        lose = false;
        throw new TypeError("Failed to fetch");
      }
      return response;
    };
    const { client } = tab({ storage, fetch: losing });
    await expect(client.loadSubscription()).rejects.toThrow(COMMUNICATION_ERROR);
    expect(storage.snapshot()).toEqual(before);
    expect(client.version()).toBe("v2");
    // Trying again presents the token the service already rotated: refused, and nothing is left behind.
    expect(await refusal(client.loadSubscription())).toBe("signed-out");
    expect(storage.snapshot()).toEqual({});
    expect(client.version()).toBeNull();
    expect(client.signInEnded()).toBe(true);
  });
});

describe("a refused access token (issue 21, item 12)", () => {
  it("is refreshed once and the call retried, and the sign-in stays", async () => {
    const storage = memoryStorage();
    await signIn(tab({ storage }).client);
    const once = answering(path("account"), 401, { error: SERVICE_ERRORS.invalidToken });
    const { client } = tab({ storage, fetch: once });
    expect((await client.loadSubscription()).status).toBe("Inactive");
    expect(storage.getItem(keys().refreshToken)).not.toBeNull();
    expect(client.signInEnded()).toBe(false);
  });

  it("signs out, with nothing stored, when the fresh token is refused too", async () => {
    const storage = memoryStorage();
    await signIn(tab({ storage }).client);
    const always = answering(path("account"), 401, { error: SERVICE_ERRORS.invalidToken }, 2);
    const { client } = tab({ storage, fetch: always });
    expect(await refusal(client.loadSubscription())).toBe("signed-out");
    expect(storage.snapshot()).toEqual({});
    expect(client.signInEnded()).toBe(true);
  });

  it("keeps the sign-in when the refresh itself cannot be answered (a communication error, not a refusal)", async () => {
    const storage = memoryStorage();
    await signIn(tab({ storage }).client);
    const before = storage.snapshot();
    const refusedThenDown = answering(path("account"), 401, { error: SERVICE_ERRORS.invalidToken }, 1, answering(path("token"), 500, { error: "internal_error" }, 1));
    const { client } = tab({ storage, fetch: refusedThenDown });
    await expect(client.loadSubscription()).rejects.toThrow(COMMUNICATION_ERROR);
    expect(storage.snapshot()).toEqual(before);
  });
});

describe("where the service may send a visitor (issue 21, item 13)", () => {
  /** Rewrites the address a call answers with, as a compromised or misconfigured service would. */
  const redirecting = (field: "checkoutUrl" | "customerPortalUrl", to: string): typeof fetch => {
    const through = cookieFetch();
    return async (input, init) => {
      const response = await through(input, init);
      if (!response.ok || !response.headers.get("content-type")?.includes("json")) return response;
      const body = (await response.json()) as Record<string, unknown>;
      if (field in body) body[field] = to;
      return new Response(JSON.stringify(body), { status: response.status, headers: { "content-type": "application/json" } });
    };
  };
  const yearly = () => model.subscription.products.find((product) => product.billingPeriod === "yearly")!;
  const input = () => ({ product: yearly(), couponId: null, trialAllowed: true, successUrl: "http://127.0.0.1:4321/en/pro/welcome/", featurePage: null, experimentParams: {} });

  it("follows a checkout address on the service's own host", async () => {
    const { client } = tab();
    await signIn(client);
    const { checkoutUrl } = await client.checkout(input());
    expect(new URL(checkoutUrl).origin).toBe(new URL(emulator.url).origin);
  });

  it.each(["https://evil.example/pay", "javascript:alert(1)", "http://checkout.stripe.com/"])("refuses a checkout address on %s with the communication error, keeping no trial origin", async (to) => {
    const storage = memoryStorage();
    const { client, logs, origin } = tab({ storage, fetch: redirecting("checkoutUrl", to) });
    await signIn(client);
    await expect(client.checkout(input())).rejects.toThrow(COMMUNICATION_ERROR);
    expect(logs).toContain(COMMUNICATION_ERROR);
    expect(origin.brought()).toBeNull();
  });

  it("refuses a customer portal address off the allowed hosts", async () => {
    const { client } = tab({ fetch: redirecting("customerPortalUrl", "https://portal.evil.example/") });
    await signIn(client);
    await expect(client.portalUrl()).rejects.toThrow(COMMUNICATION_ERROR);
  });
});
