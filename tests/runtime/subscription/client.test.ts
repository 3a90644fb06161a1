import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import type { ServiceCallName } from "../../../contracts/config/services.js";
import { startEmulator } from "../../../cli/dev/emulator/index.js";
import { MANY_VISITORS_ONE_ADDRESS } from "../../../cli/dev/emulator/policy.js";
import { createSubscriptionClient, type SubscriptionClient } from "../../../runtime/subscription/client.js";
import { COMMUNICATION_ERROR, NO_V1_EDIT_TOKEN, refusalOf } from "../../../runtime/subscription/errors.js";
import { cookieFetch, latestOtp, memoryStorage, modelFor, repoModel } from "./support.js";

let base: SiteModel;
let model: SiteModel;
let emulator: { url: string; close(): Promise<void> };
const refreshKey = () => model.subscription.storageKeys.refreshToken;
const legacyKey = () => model.subscription.storageKeys.legacyAuthToken;
/** The refusal a call ended in (wrong-code, signed-out...), or "none" when it did not fail that way. */
const refusal = (promise: Promise<unknown>) => promise.then(() => "none", (error: unknown) => refusalOf(error) ?? String(error));

beforeAll(async () => {
  base = await repoModel();
  emulator = await startEmulator({ port: 0, model: base, log: () => {}, budgets: MANY_VISITORS_ONE_ADDRESS });
  model = modelFor(base, emulator.url, 2_000);
});
afterAll(() => emulator.close());

function makeClient(options: { storage?: ReturnType<typeof memoryStorage>; origin?: string | null; model?: SiteModel } = {}) {
  const { services, subscription } = options.model ?? model;
  const storage = options.storage ?? memoryStorage();
  let origin = options.origin ?? null;
  const logs: string[] = [];
  const reports: string[] = [];
  const client = createSubscriptionClient({
    services,
    subscription,
    environment: "local",
    clientKind: "web",
    fetch: cookieFetch(),
    storage,
    ttlSuffix: "_ttl",
    crypto: globalThis.crypto,
    now: Date.now,
    origin: { brought: () => origin, built: () => null, current: () => origin, bring: (value) => void (origin = value), build: () => {} },
    log: (message) => void logs.push(message),
    report: (step) => void reports.push(step),
  });
  return { client, storage, logs, reports, origin: () => origin };
}

let emailCount = 0;
const newEmail = () => `buyer${++emailCount}-${Date.now()}@example.com`;
const yearly = () => model.subscription.products.find((product) => product.billingPeriod === "yearly")!;

/** Pays on the emulator's card page, as a buyer would; answers where the page sent the browser. */
async function pay(checkoutUrl: string, cardNumber = "4242 4242 4242 4242"): Promise<Response> {
  const page = await fetch(checkoutUrl);
  expect(await page.text()).toContain('name="cardNumber"');
  return fetch(checkoutUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ cardNumber, expiry: "12/30", cvc: "123" }).toString(),
    redirect: "manual",
  });
}

const checkoutInput = (overrides: Partial<Parameters<SubscriptionClient["checkout"]>[0]> = {}) => ({
  product: yearly(),
  couponId: null,
  trialAllowed: true,
  successUrl: "http://127.0.0.1:4321/en/subscriptions/welcome/stripe/",
  featurePage: null,
  experimentParams: {},
  ...overrides,
});

/** A new web account that bought the yearly plan and added an e-mail address, as on /pro. */
async function subscriber(client: SubscriptionClient, email = newEmail()) {
  const { codeVerifier } = await client.v2.authorize();
  await client.session.createAccount(codeVerifier);
  const { checkoutUrl, returnUrl } = await client.checkout(checkoutInput());
  const paid = await pay(checkoutUrl);
  expect(paid.status).toBe(303);
  expect(paid.headers.get("location")).toBe(returnUrl);
  const token = (await client.session.accessToken())!;
  const hash = await client.v2.editEmail(token, email, "en");
  await client.v2.confirmEmailEdit(token, { email, otp: await latestOtp(emulator.url, email), hash, locale: "en" });
  return email;
}

async function signInWithOtp(client: SubscriptionClient, email: string) {
  const { codeVerifier } = await client.v2.authorize();
  await client.v2.requestOtp(email, "en");
  return client.session.signInWithOtp({ email, otp: await latestOtp(emulator.url, email), codeVerifier });
}

const setFault = (body: object) =>
  fetch(`${emulator.url}/__emulator/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
afterEach(() => fetch(`${emulator.url}/__emulator/faults`, { method: "DELETE" }));

describe("v2 sign-in against the emulator", () => {
  it("creates an account, buys, adds an e-mail, and signs in again on another device with a one-time code", async () => {
    const first = makeClient();
    const email = await subscriber(first.client);
    expect(Object.keys(first.storage.snapshot())).toEqual([refreshKey()]);

    const second = makeClient();
    const { identity } = await signInWithOtp(second.client, email);
    expect(identity.email).toBe(email);
    expect(identity.id).toBe(first.client.session.identity()?.id);

    const subscription = await second.client.loadSubscription();
    expect(subscription).toMatchObject({
      id: identity.id,
      email,
      status: "Auto-Renewable",
      productId: yearly().id,
      billingPeriod: "yearly",
      platform: "stripe",
      activeOffers: [{ type: "Trial" }],
    });
    expect(subscription.entitlements).toEqual(model.subscription.features.map((feature) => feature.name));
    expect(second.storage.snapshot()).toEqual({ [refreshKey()]: expect.any(String) });
    // No access token (a JWT: three dot-separated parts) is ever stored, only the opaque refresh token.
    expect(Object.values(second.storage.snapshot()).filter((value) => value.split(".").length === 3)).toEqual([]);
  });

  it("refuses a wrong one-time code as a wrong code (not a communication error), stores nothing, and the right code still works", async () => {
    const { client, storage } = makeClient();
    const email = await subscriber(makeClient().client);
    const pending = await client.startSignIn("v2", email, "en");
    const otp = await latestOtp(emulator.url, email);
    const wrong = otp === "000000" ? "111111" : "000000";
    expect(await refusal(client.finishSignIn(pending, wrong))).toBe("wrong-code");
    expect(storage.snapshot()).toEqual({});
    expect(await client.finishSignIn(pending, otp)).toMatchObject({ version: "v2", accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(Object.keys(storage.snapshot())).toEqual([refreshKey()]);
  });

  it("hands the app no refresh token when the service sent none, rather than an empty one", async () => {
    const { client, storage } = makeClient();
    const email = newEmail();
    const pending = await client.startSignIn("v2", email, "en");
    const otp = await latestOtp(emulator.url, email);
    await setFault({ call: "token", fault: "missing-field", field: "refresh_token", times: 1 });
    const tokens = await client.finishSignIn(pending, otp);
    expect(tokens).toEqual({ version: "v2", accessToken: expect.any(String) });
    expect(storage.snapshot()).toEqual({});
  });

  /** Issue 21, item 6: SPEC §4's "create an account" branch of v2 had no caller. */
  it("creates an account without an e-mail, keeps it like a sign-in, and answers its tokens for the app", async () => {
    const { client, storage } = makeClient();
    const tokens = await client.createAccount();
    expect(tokens).toEqual({ version: "v2", accessToken: expect.stringMatching(/^ey/), refreshToken: expect.any(String) });
    expect(Object.keys(storage.snapshot())).toEqual([refreshKey()]);
    expect(await client.loadSubscription()).toMatchObject({ email: null, status: "Inactive", productId: null });
  });

  it("signs up an address that has no account yet, as a first purchase does", async () => {
    const { client } = makeClient();
    const email = newEmail();
    const pending = await client.startSignIn("v2", email, "en");
    await client.finishSignIn(pending, await latestOtp(emulator.url, email));
    expect(await client.loadSubscription()).toMatchObject({ email, status: "Inactive", productId: null });
  });

  it("refreshes with the stored token, rotates it, and the old one no longer works", async () => {
    const { client, storage } = makeClient();
    await subscriber(client);
    const before = storage.getItem(refreshKey())!;

    const other = makeClient({ storage: memoryStorage({ [refreshKey()]: before }) });
    expect(await other.client.session.refresh()).not.toBeNull();
    const after = other.storage.getItem(refreshKey());
    expect(after).not.toBe(before);

    const replay = makeClient({ storage: memoryStorage({ [refreshKey()]: before }) });
    expect(await refusal(replay.client.session.refresh())).toBe("signed-out");
    expect(replay.reports).toEqual(["subscription.tokenRefresh"]);
  });

  it("clears a refresh token the service refused, so the visitor signs in again instead of failing on every visit", async () => {
    const { client, storage } = makeClient();
    await subscriber(client);
    const used = storage.getItem(refreshKey())!;
    await makeClient({ storage: memoryStorage({ [refreshKey()]: used }) }).client.session.refresh();

    const stale = makeClient({ storage: memoryStorage({ [refreshKey()]: used }) });
    expect(await refusal(stale.client.loadSubscription())).toBe("signed-out");
    expect(stale.storage.snapshot()).toEqual({});
    expect(stale.client.version()).toBeNull();
  });

  it("logs out: the refresh token leaves storage and the service refuses the old tokens", async () => {
    const { client, storage } = makeClient();
    await subscriber(client);
    const refresh = storage.getItem(refreshKey())!;
    await client.signOut();
    expect(storage.snapshot()).toEqual({});
    expect(await refusal(client.loadSubscription())).toBe("signed-out");

    const replay = makeClient({ storage: memoryStorage({ [refreshKey()]: refresh }) });
    expect(await refusal(replay.client.session.refresh())).toBe("signed-out");
  });
});

describe("v1 sign-in against the emulator", () => {
  it("exchanges e-mail and one-time code for an auth_token, keeps only that (with its expiry), and shows the subscription", async () => {
    const email = await subscriber(makeClient().client);
    const { client, storage } = makeClient({ storage: memoryStorage({ [refreshKey()]: "an older v2 sign-in" }) });
    const pending = await client.startSignIn("v1", email, "en");
    const tokens = await client.finishSignIn(pending, await latestOtp(emulator.url, email));
    expect(tokens).toEqual({ version: "v1", token: expect.any(String) });
    // The token and its expiry date (SPEC §3 _ttl, issue 21 item 10): nothing of the v2 sign-in stays.
    expect(storage.snapshot()).toEqual({ [legacyKey()]: (tokens as { token: string }).token, [`${legacyKey()}_ttl`]: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(client.version()).toBe("v1");
    const subscription = await client.loadSubscription();
    expect(subscription).toMatchObject({ email, status: "Auto-Renewable", productId: yearly().id, authToken: storage.getItem(legacyKey()) });
    expect(await client.productFeatures(yearly().id)).toEqual(model.subscription.features.map((feature) => feature.slug));

    await client.signOut();
    expect(storage.snapshot()).toEqual({});
  });

  it("changes and removes the e-mail as a v1 sign-in", async () => {
    const email = await subscriber(makeClient().client);
    const { client } = makeClient();
    await client.finishSignIn(await client.startSignIn("v1", email, "en"), await latestOtp(emulator.url, email));
    const next = newEmail();
    const hash = await client.startEmailChange(next, "en");
    expect(await refusal(client.confirmEmailChange({ email: next, otp: "000000", hash, locale: "en" }))).toBe("wrong-code");
    expect(await client.confirmEmailChange({ email: next, otp: await latestOtp(emulator.url, next), hash, locale: "en" })).toBe(next);
    expect((await client.loadSubscription()).email).toBe(next);
    await client.removeEmail();
    expect((await client.loadSubscription()).email).toBeNull();
  });

  it("edits the e-mail with the auth_token, and refuses to without one", async () => {
    const email = await subscriber(makeClient().client);
    const { client, logs } = makeClient();
    const authToken = await v1Token(client, email);
    const next = newEmail();
    const hash = await client.v1.editEmail(authToken, next);
    expect(await client.v1.confirmEmailEdit(authToken, { email: next, otp: await latestOtp(emulator.url, next), hash })).toEqual({ email: next });
    expect((await client.v1.validateToken(authToken!)).account.email).toBe(next);

    await expect(client.v1.editEmail(undefined, next)).rejects.toThrow(NO_V1_EDIT_TOKEN);
    expect(logs).toContain(`SubscriptionError: ${NO_V1_EDIT_TOKEN}`);
  });
});

describe("checkout and portal against the emulator", () => {
  it("sends the buyer to the card page, which returns to the success page with the promised parameters", async () => {
    const { client, origin } = makeClient();
    const { codeVerifier } = await client.v2.authorize();
    await client.session.createAccount(codeVerifier);
    const { checkoutUrl, returnUrl } = await client.checkout(
      checkoutInput({ featurePage: "vpn", experimentParams: { exp_subscriptionpromo: "banner" } }),
    );
    const back = new URL(returnUrl);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      success: "true",
      billing_period: "yearly",
      origin: "funnel_home_website_trial_annual",
      featurePage: "vpn",
      exp_subscriptionpromo: "banner",
    });
    expect(origin()).toBe("funnel_home_website_trial_annual");
    expect(await client.subscriptions.status((await client.session.accessToken())!)).toBe("Inactive");

    const declined = await pay(checkoutUrl, "4242 4242 4242 4241");
    expect(declined.status).toBe(400);
    expect(await declined.text()).toContain("This card number is not valid.");

    const paid = await pay(checkoutUrl);
    expect(paid.headers.get("location")).toBe(returnUrl);
    expect(await client.subscriptions.status((await client.session.accessToken())!)).toBe("Auto-Renewable");
  });

  it("cancels in the customer portal and the subscription status follows", async () => {
    const { client } = makeClient();
    await subscriber(client);
    const portal = await client.portalUrl();
    expect(await (await fetch(portal)).text()).toContain("Auto-Renewable");
    const cancelled = await fetch(portal, { method: "POST", body: new URLSearchParams({ action: "cancel" }), redirect: "manual" });
    expect(cancelled.status).toBe(303);
    const accessToken = (await client.session.accessToken())!;
    expect(await client.subscriptions.status(accessToken)).toBe("Not Auto-Renewable");
    expect((await client.loadSubscription()).status).toBe("Not Auto-Renewable");
  });

  it("lists products and the features of a product", async () => {
    const { client } = makeClient();
    await subscriber(client);
    const products = await client.subscriptions.products();
    expect(products.map((product) => product.productId)).toEqual(model.subscription.products.map((product) => product.id));
    const features = await client.subscriptions.productFeatures((await client.session.accessToken())!, yearly().id);
    expect(features).toEqual(model.subscription.features.map((feature) => feature.slug));
  });
});

type Fault = "http-500" | "timeout" | "malformed-json" | "missing-field";
const ALL_FAULTS: Fault[] = ["http-500", "timeout", "malformed-json", "missing-field"];
/** Calls whose answer is only a status: the client never reads their body, so only status and time faults apply. */
const STATUS_ONLY: ServiceCallName[] = ["authorize", "otp", "legacyLoginLink"];
const BODY_FAULTS: Fault[] = ["malformed-json", "missing-field"];

interface Scenario {
  call: ServiceCallName;
  label: string;
  run(client: SubscriptionClient, email: string): Promise<unknown>;
}

const token = async (client: SubscriptionClient) => (await client.session.accessToken())!;
/** A v1 auth token through the raw v1 calls, leaving the client's own sign-in (and storage) alone. */
const v1Token = async (client: SubscriptionClient, email: string) => {
  await client.v1.requestOtp(email, "en");
  const { auth_token } = await client.v1.login(email, await latestOtp(emulator.url, email));
  await client.v1.validateToken(auth_token);
  return auth_token;
};

const SCENARIOS: Scenario[] = [
  { call: "authorize", label: "authorize", run: (client) => client.v2.authorize() },
  { call: "otp", label: "one-time code e-mail", run: (client, email) => client.v2.requestOtp(email, "en") },
  {
    call: "accountCreate",
    label: "account create",
    run: async (client) => client.session.createAccount((await client.v2.authorize()).codeVerifier),
  },
  { call: "login", label: "login", run: (client, email) => signInWithOtp(client, email) },
  { call: "token", label: "code exchange", run: (client, email) => signInWithOtp(client, email) },
  { call: "token", label: "refresh", run: (client) => client.session.refresh() },
  { call: "account", label: "account", run: (client) => client.loadSubscription() },
  { call: "accountEdit", label: "e-mail edit", run: async (client) => client.v2.editEmail(await token(client), newEmail(), "en") },
  {
    call: "accountEditConfirm",
    label: "e-mail edit confirm",
    run: async (client) => {
      const next = newEmail();
      const hash = await client.v2.editEmail(await token(client), next, "en");
      return client.v2.confirmEmailEdit(await token(client), { email: next, otp: await latestOtp(emulator.url, next), hash, locale: "en" });
    },
  },
  { call: "legacyLoginLink", label: "v1 login link", run: (client, email) => client.v1.requestOtp(email, "en") },
  { call: "legacyLogin", label: "v1 login", run: (client, email) => v1Token(client, email) },
  { call: "legacyValidateToken", label: "v1 validate-token", run: (client, email) => v1Token(client, email) },
  { call: "legacyAccountEdit", label: "v1 e-mail edit", run: async (client, email) => client.v1.editEmail(await v1Token(client, email), newEmail()) },
  {
    call: "legacyAccountEditConfirm",
    label: "v1 e-mail edit confirm",
    run: async (client, email) => {
      const authToken = await v1Token(client, email);
      const next = newEmail();
      const hash = await client.v1.editEmail(authToken, next);
      return client.v1.confirmEmailEdit(authToken, { email: next, otp: await latestOtp(emulator.url, next), hash });
    },
  },
  { call: "checkoutSession", label: "checkout session", run: (client) => client.checkout(checkoutInput()) },
  { call: "portal", label: "portal", run: (client) => client.portalUrl() },
  { call: "subscription", label: "subscription", run: (client) => client.loadSubscription() },
  { call: "subscriptionStatus", label: "subscription status", run: async (client) => client.subscriptions.status(await token(client)) },
  { call: "products", label: "products", run: (client) => client.subscriptions.products() },
  { call: "productFeatures", label: "product features", run: async (client) => client.subscriptions.productFeatures(await token(client), yearly().id) },
];

/** Loopback calls answer in milliseconds; a short limit keeps the time-out cases quick. */
const QUICK_TIMEOUT_MS = 500;

describe("every injected fault shows the communication error and keeps stored state", () => {

  const cases = SCENARIOS.flatMap((scenario) =>
    ALL_FAULTS.filter((fault) => !(BODY_FAULTS.includes(fault) && STATUS_ONLY.includes(scenario.call))).map((fault) => ({ ...scenario, fault })),
  );

  it.each(cases)("$label with $fault", async ({ call, fault, run }) => {
    const services = { ...model.services };
    const signedIn = makeClient({ origin: "funnel_marketing_website", model: { ...model, services } });
    const email = await subscriber(signedIn.client);
    if (call === "checkoutSession") {
      // A new checkout needs an account whose subscription no longer renews.
      await fetch(await signedIn.client.portalUrl(), { method: "POST", redirect: "manual" });
    }
    const before = signedIn.storage.snapshot();
    expect(before[refreshKey()]).toEqual(expect.any(String));

    expect((await setFault({ call, fault })).status).toBe(200);
    // A hung call ends at the client's request limit: short from here on, not during the setup above,
    // whose calls are not under test and may be slow on a busy machine.
    if (fault === "timeout") services.requestTimeoutMs = QUICK_TIMEOUT_MS;
    await expect(run(signedIn.client, email)).rejects.toThrow(COMMUNICATION_ERROR);
    expect(signedIn.storage.snapshot()).toEqual(before);
    expect(signedIn.origin()).toBe("funnel_marketing_website");
    expect(signedIn.logs).toContain(COMMUNICATION_ERROR);
  });
});

describe("signing out while the service fails", () => {
  it.each(["http-500", "timeout"] as const)("forgets the sign-in on this device even when the logout call fails (%s)", async (fault) => {
    const session = makeClient();
    await subscriber(session.client);
    await setFault({ call: "logout", fault, times: 1 });
    // The session still tells its caller that the service was not told...
    await expect(session.client.session.logout()).rejects.toThrow(COMMUNICATION_ERROR);
    expect(session.storage.snapshot()).toEqual({});
    expect(session.client.version()).toBeNull();

    // ...and signing out, which is what a visitor asks for, is done here all the same.
    const visitor = makeClient();
    await subscriber(visitor.client);
    await setFault({ call: "logout", fault, times: 1 });
    await visitor.client.signOut();
    expect(visitor.storage.snapshot()).toEqual({});
    expect(visitor.client.version()).toBeNull();
    expect(visitor.logs).toContain(COMMUNICATION_ERROR);
  });
});
