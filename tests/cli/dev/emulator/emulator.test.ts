import { decodeJwt, decodeProtectedHeader } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../../cli/config/load.js";
import type { ServiceCallName } from "../../../../contracts/config/services.js";
import { defaultEmulatorPort, startEmulator } from "../../../../cli/dev/emulator/index.js";
import { testEmulator, type CallOptions, type TestEmulator } from "./support.js";
import { SERVICE_POLICY } from "../../../../cli/dev/emulator/policy.js";
import { OTP_MAX_WRONG } from "../../../../cli/dev/emulator/state.js";
import { codeChallengeFor, createPkcePair } from "../../../../runtime/subscription/pkce.js";
import { cookieFetch } from "../../../runtime/subscription/support.js";

let model: SiteModel;
let emulator: TestEmulator;

beforeAll(async () => {
  emulator = await testEmulator();
  model = emulator.model;
});
afterAll(() => emulator.close());
afterEach(() => fetch(`${emulator.url}/__emulator/faults`, { method: "DELETE" }));

const call = (name: ServiceCallName, options?: CallOptions) => emulator.call(name, options);

const clientId = () => model.services.clientIds.web;
const newEmail = () => emulator.newEmail();

async function openSession(jar = cookieFetch()) {
  const pkce = await createPkcePair(globalThis.crypto);
  const response = await call("authorize", {
    fetch: jar,
    query: {
      code_challenge: pkce.codeChallenge,
      code_challenge_method: "S256",
      client_id: clientId(),
      response_type: "code",
      scope: "privacypro",
    },
  });
  expect(response.ok).toBe(true);
  return { jar, ...pkce };
}

async function tokensFor(code: string, verifier: string, extra: Record<string, string> = {}) {
  return call("token", {
    query: { code, code_verifier: verifier, grant_type: "authorization_code", client_id: clientId(), ...extra },
  });
}

/** A new account with an e-mail address and tokens. */
async function account() {
  const session = await openSession();
  const { code } = (await (await call("accountCreate", { fetch: session.jar })).json()) as { code: string };
  const tokens = (await (await tokensFor(code, session.codeVerifier)).json()) as {
    access_token: string;
    refresh_token: string;
  };
  const email = newEmail();
  const { hash } = (await (await call("accountEdit", { bearer: tokens.access_token, query: { email } })).json()) as {
    hash: string;
  };
  const confirmed = await call("accountEditConfirm", {
    bearer: tokens.access_token,
    query: { email, hash, otp: await emulator.latestCode(email), locale: "en" },
  });
  expect(await confirmed.json()).toEqual({ status: "confirmed", email });
  return { email, ...tokens };
}

describe("where the emulator listens", () => {
  it("defaults to the port the site's local environment points at", () => {
    expect(defaultEmulatorPort(model)).toBe(Number(new URL(model.services.environments.local.subscriptions).port));
    expect(defaultEmulatorPort(model)).toBe(8788);
  });

  it("answers every call of the services config at its path", async () => {
    for (const name of Object.keys(model.services.calls) as ServiceCallName[]) {
      const response = await call(name, { pathParams: { productId: "quietly-pro-yearly" } });
      const body = response.headers.get("content-type")?.includes("json")
        ? ((await response.json()) as { error?: string })
        : {};
      expect({ name, error: body.error }).not.toEqual({ name, error: "not_found" });
    }
    expect((await fetch(`${emulator.url}/api/nothing`)).status).toBe(404);
  });
});

describe("auth v2 as the real service checks it", () => {
  it("issues HS256 access tokens carrying sub and email, for the lifetime the service chooses", async () => {
    const { email, access_token } = await account();
    const session = await openSession();
    await call("otp", { query: { email, locale: "en" } });
    const login = await call("login", {
      fetch: session.jar,
      json: { email, otp: await emulator.latestCode(email), method: "otp" },
    });
    const { code } = (await login.json()) as { code: string };
    const tokens = (await (await tokensFor(code, session.codeVerifier)).json()) as { access_token: string };
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({ email, sub: decodeJwt(access_token).sub });
    expect(claims.exp! - claims.iat!).toBe(SERVICE_POLICY.accessTokenSeconds);
    expect(decodeProtectedHeader(tokens.access_token).alg).toBe("HS256");
  });

  it("prints the one-time code e-mail through the logger and keeps it in the outbox", async () => {
    const email = newEmail();
    expect((await call("otp", { query: { email, locale: "en" } })).status).toBe(200);
    const otp = await emulator.latestCode(email);
    expect(otp).toMatch(/^\d{6}$/);
    expect(emulator.logs.some((line) => line.includes(email) && line.includes(otp))).toBe(true);
    expect(emulator.logs).toContain(`[emulator] otp: POST ${model.services.calls.otp.path} 200`);
    const outbox = (await (
      await fetch(`${emulator.url}/__emulator/outbox?email=${encodeURIComponent(email)}`)
    ).json()) as { messages: { to: string }[] };
    expect(outbox.messages.map((message) => message.to)).toEqual([email]);
    expect((await call("otp", { query: { email: "not-an-address", locale: "en" } })).status).toBe(400);
  });

  it("refuses an authorize with an unknown client, a wrong scope or a challenge that is not S256", async () => {
    const { codeChallenge } = await createPkcePair(globalThis.crypto);
    const query = { code_challenge: codeChallenge, client_id: clientId(), response_type: "code", scope: "privacypro" };
    expect((await call("authorize", { query: { ...query, client_id: "stranger" } })).status).toBe(400);
    expect((await call("authorize", { query: { ...query, scope: "everything" } })).status).toBe(400);
    expect((await call("authorize", { query: { ...query, code_challenge: "plain-text" } })).status).toBe(400);
    expect((await call("authorize", { query: { ...query, code_challenge_method: "plain" } })).status).toBe(400);
  });

  it("needs the auth session cookie to create an account or log in", async () => {
    expect((await call("accountCreate")).status).toBe(401);
    expect((await call("login", { json: { email: "a@example.com", otp: "1", method: "otp" } })).status).toBe(401);
  });

  it("refuses a wrong one-time code (401) and a used one (401), and the right code still works after a wrong guess", async () => {
    const { email } = await account();
    const session = await openSession();
    await call("otp", { query: { email, locale: "en" } });
    const otp = await emulator.latestCode(email);
    const wrong = otp === "000000" ? "111111" : "000000";
    const refused = await call("login", { fetch: session.jar, json: { email, otp: wrong, method: "otp" } });
    expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([401, "invalid_otp"]);
    expect((await call("login", { fetch: session.jar, json: { email, otp, method: "otp" } })).status).toBe(200);
    const again = await openSession();
    expect((await call("login", { fetch: again.jar, json: { email, otp, method: "otp" } })).status).toBe(401);
    expect((await call("login", { fetch: again.jar, json: { email, otp, method: "password" } })).status).toBe(400);
  });

  it("checks the code before the address, so its answer never tells whether an address has an account", async () => {
    const { email } = await account();
    const stranger = newEmail();
    const session = await openSession();
    const answer = async (address: string) => {
      const response = await call("login", {
        fetch: session.jar,
        json: { email: address, otp: "123456", method: "otp" },
      });
      return { status: response.status, body: await response.json() };
    };
    await call("otp", { query: { email, locale: "en" } });
    await call("otp", { query: { email: stranger, locale: "en" } });
    const known = await answer(email);
    const unknown = await answer(stranger);
    const never = await answer(newEmail());
    expect(known.status).toBe(401);
    expect(unknown).toEqual(known);
    expect(never).toEqual(known);
    const legacy = (address: string) =>
      call("legacyLogin", { query: { email: address, otp: "123456" } }).then(async (r) => [r.status, await r.json()]);
    expect(await legacy(newEmail())).toEqual(await legacy(email));
  });

  it("signs up an address without an account once its code is right (v2 and v1)", async () => {
    const email = newEmail();
    const session = await openSession();
    await call("otp", { query: { email, locale: "en" } });
    const login = await call("login", {
      fetch: session.jar,
      json: { email, otp: await emulator.latestCode(email), method: "otp" },
    });
    const { code } = (await login.json()) as { code: string };
    const { access_token } = (await (await tokensFor(code, session.codeVerifier)).json()) as { access_token: string };
    expect(await (await call("account", { bearer: access_token })).json()).toMatchObject({ email, entitlements: [] });

    const legacyEmail = newEmail();
    await call("legacyLoginLink", { query: { email: legacyEmail, locale: "en" } });
    const legacy = await call("legacyLogin", {
      query: { email: legacyEmail, otp: await emulator.latestCode(legacyEmail) },
    });
    const { auth_token } = (await legacy.json()) as { auth_token: string };
    expect(await (await call("legacyValidateToken", { bearer: auth_token })).json()).toMatchObject({
      account: { email: legacyEmail },
    });
  });

  it("tells an expired code from a wrong one", async () => {
    const email = newEmail();
    const session = await openSession();
    await call("otp", { query: { email, locale: "en" } });
    const otp = await emulator.latestCode(email);
    emulator.advance(16 * 60);
    const expired = await call("login", { fetch: session.jar, json: { email, otp, method: "otp" } });
    expect([expired.status, ((await expired.json()) as { error: string }).error]).toEqual([401, "expired_otp"]);
  });

  it("spends a code after five wrong guesses: the fifth and every later try say it has expired, until a new code is sent", async () => {
    const email = newEmail();
    const session = await openSession();
    await call("otp", { query: { email, locale: "en" } });
    const otp = await emulator.latestCode(email);
    const wrongCodes = ["000000", "111111", "222222", "333333", "444444", "555555"]
      .filter((code) => code !== otp)
      .slice(0, OTP_MAX_WRONG);
    const answers: string[] = [];
    for (const wrong of wrongCodes) {
      const response = await call("login", { fetch: session.jar, json: { email, otp: wrong, method: "otp" } });
      answers.push(`${response.status} ${((await response.json()) as { error: string }).error}`);
    }
    expect(answers).toEqual([...Array<string>(OTP_MAX_WRONG - 1).fill("401 invalid_otp"), "401 expired_otp"]);
    const right = await call("login", { fetch: session.jar, json: { email, otp, method: "otp" } });
    expect([right.status, ((await right.json()) as { error: string }).error]).toEqual([401, "expired_otp"]);
    const legacy = await call("legacyLogin", { query: { email, otp } });
    expect(legacy.status).toBe(401);

    await call("otp", { query: { email, locale: "en" } });
    const fresh = await emulator.latestCode(email);
    expect((await call("login", { fetch: session.jar, json: { email, otp: fresh, method: "otp" } })).status).toBe(200);
  });

  it("verifies PKCE for real: a wrong verifier fails and burns the code; a code works once", async () => {
    const session = await openSession();
    const { code } = (await (await call("accountCreate", { fetch: session.jar })).json()) as { code: string };
    const other = await createPkcePair(globalThis.crypto);
    expect(await codeChallengeFor(other.codeVerifier, globalThis.crypto)).not.toBe(session.codeChallenge);
    const wrong = await tokensFor(code, other.codeVerifier);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe("invalid_grant");
    expect((await tokensFor(code, session.codeVerifier)).status).toBe(400);

    const fresh = await openSession();
    const second = (await (await call("accountCreate", { fetch: fresh.jar })).json()) as { code: string };
    expect((await tokensFor(second.code, fresh.codeVerifier)).status).toBe(200);
    expect((await tokensFor(second.code, fresh.codeVerifier)).status).toBe(400);
  });

  it("rotates refresh tokens: each use answers a new one, which works in turn", async () => {
    const { refresh_token } = await account();
    const refresh = (token: string, client = clientId()) =>
      call("token", { query: { grant_type: "refresh_token", client_id: client, refresh_token: token } });
    expect((await refresh(refresh_token, "stranger")).status).toBe(400);
    const rotated = (await (await refresh(refresh_token)).json()) as { refresh_token: string };
    expect(rotated.refresh_token).not.toBe(refresh_token);
    expect((await refresh(rotated.refresh_token)).status).toBe(200);
  });

  it("refuses an expired access token with 401", async () => {
    const { access_token } = await account();
    expect((await call("account", { bearer: access_token })).status).toBe(200);
    emulator.advance(SERVICE_POLICY.accessTokenSeconds + 1);
    expect((await call("account", { bearer: access_token })).status).toBe(401);
  });

  it("revokes the access token and the refresh tokens on logout", async () => {
    const { access_token, refresh_token } = await account();
    expect(await (await call("logout", { bearer: access_token })).json()).toEqual({ status: "logged_out" });
    expect((await call("account", { bearer: access_token })).status).toBe(401);
    expect((await call("logout", { bearer: access_token })).status).toBe(401);
    expect(
      (await call("token", { query: { grant_type: "refresh_token", client_id: clientId(), refresh_token } })).status,
    ).toBe(400);
    expect((await call("account", { bearer: "forged.token.value" })).status).toBe(401);
  });

  it("refuses to confirm another account's e-mail change (403) or a wrong hash (404)", async () => {
    const first = await account();
    const second = await account();
    const email = newEmail();
    const { hash } = (await (await call("accountEdit", { bearer: first.access_token, query: { email } })).json()) as {
      hash: string;
    };
    const otp = await emulator.latestCode(email);
    expect(
      (await call("accountEditConfirm", { bearer: second.access_token, query: { email, hash, otp, locale: "en" } }))
        .status,
    ).toBe(403);
    expect(
      (
        await call("accountEditConfirm", {
          bearer: first.access_token,
          query: { email, hash: "nope", otp, locale: "en" },
        })
      ).status,
    ).toBe(404);
  });

  it("removes the e-mail on an edit to no address, without a code, so the address can no longer sign in to it", async () => {
    const { email, access_token } = await account();
    const removed = await call("accountEdit", { bearer: access_token, query: { email: "" } });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { hash: string }).hash).not.toBe("");
    expect(await (await call("account", { bearer: access_token })).json()).toMatchObject({ email: null });
    const session = await openSession();
    await call("otp", { query: { email, locale: "en" } });
    const login = await call("login", {
      fetch: session.jar,
      json: { email, otp: await emulator.latestCode(email), method: "otp" },
    });
    const { code } = (await login.json()) as { code: string };
    const { access_token: other } = (await (await tokensFor(code, session.codeVerifier)).json()) as {
      access_token: string;
    };
    expect(decodeJwt(other).sub).not.toBe(decodeJwt(access_token).sub);
  });
});

describe("checkout, portal and subscription", () => {
  it("refuses a second checkout while subscribed (403), unknown products (404) and unknown coupons (400)", async () => {
    const { access_token } = await account();
    const body = {
      productId: "quietly-pro-yearly",
      purchasePlatform: "stripe",
      returnUrl: "http://127.0.0.1:4321/en/pro/welcome/",
    };
    expect(
      (await call("checkoutSession", { bearer: access_token, json: { ...body, couponId: "free-forever" } })).status,
    ).toBe(400);
    const { checkoutUrl } = (await (await call("checkoutSession", { bearer: access_token, json: body })).json()) as {
      checkoutUrl: string;
    };
    expect(
      (
        await fetch(checkoutUrl, {
          method: "POST",
          body: new URLSearchParams({ cardNumber: "4242424242424242" }),
          redirect: "manual",
        })
      ).status,
    ).toBe(303);
    expect(
      (
        await fetch(checkoutUrl, {
          method: "POST",
          body: new URLSearchParams({ cardNumber: "4242424242424242" }),
          redirect: "manual",
        })
      ).status,
    ).toBe(400);
    expect((await call("checkoutSession", { bearer: access_token, json: body })).status).toBe(403);
    expect((await call("checkoutSession", { bearer: access_token, json: { ...body, productId: "gold" } })).status).toBe(
      404,
    );
    expect((await call("checkoutSession", { json: body })).status).toBe(401);
    expect((await call("productFeatures", { bearer: access_token, pathParams: { productId: "gold" } })).status).toBe(
      404,
    );
    expect((await fetch(`${emulator.url}/__emulator/checkout/unknown`)).status).toBe(404);
  });

  it("returns from checkout only to the site's own hosts, never to another site (no open redirect)", async () => {
    const { access_token } = await account();
    const checkout = (returnUrl: string) =>
      call("checkoutSession", {
        bearer: access_token,
        json: { productId: "quietly-pro-yearly", purchasePlatform: "stripe", returnUrl },
      });
    for (const returnUrl of [
      "https://evil.example/en/pro/welcome/",
      "https://quietly.example.evil.example/",
      "https://evilquietly.example/",
      "http://quietly.example/en/pro/welcome/",
      "https://user:pass@quietly.example/",
      "javascript:alert(1)",
    ]) {
      const refused = await checkout(returnUrl);
      expect(refused.status, returnUrl).toBe(400);
    }
    for (const returnUrl of [
      "https://quietly.example/en/pro/welcome/",
      "https://www.quietly.example/en/pro/welcome/",
      "http://127.0.0.1:4321/en/pro/welcome/",
      "http://localhost:9000/x/",
    ]) {
      expect((await checkout(returnUrl)).status, returnUrl).toBe(200);
    }
  });

  it("links the portal back to the site when asked, refuses other sites, and can renew what was cancelled", async () => {
    const { access_token } = await account();
    const body = {
      productId: "quietly-pro-yearly",
      purchasePlatform: "stripe",
      returnUrl: "http://127.0.0.1:4321/en/pro/welcome/",
    };
    const { checkoutUrl } = (await (await call("checkoutSession", { bearer: access_token, json: body })).json()) as {
      checkoutUrl: string;
    };
    await fetch(checkoutUrl, {
      method: "POST",
      body: new URLSearchParams({ cardNumber: "4242424242424242" }),
      redirect: "manual",
    });
    expect((await call("portal", { bearer: access_token, query: { returnUrl: "https://evil.example/" } })).status).toBe(
      400,
    );
    const back = "http://127.0.0.1:4321/en/subscriptions/manage/";
    const { customerPortalUrl } = (await (
      await call("portal", { bearer: access_token, query: { returnUrl: back } })
    ).json()) as { customerPortalUrl: string };
    expect(await (await fetch(customerPortalUrl)).text()).toContain(`<a href="${back}">Return to the site</a>`);
    await fetch(customerPortalUrl, {
      method: "POST",
      body: new URLSearchParams({ action: "cancel" }),
      redirect: "manual",
    });
    expect(await (await call("subscriptionStatus", { bearer: access_token })).json()).toEqual({
      status: "Not Auto-Renewable",
    });
    await fetch(customerPortalUrl, {
      method: "POST",
      body: new URLSearchParams({ action: "renew" }),
      redirect: "manual",
    });
    expect(await (await call("subscriptionStatus", { bearer: access_token })).json()).toEqual({
      status: "Auto-Renewable",
    });
  });

  it("has no portal and no subscription (404) for an account that never bought", async () => {
    const { access_token } = await account();
    expect((await call("portal", { bearer: access_token })).status).toBe(404);
    expect((await call("subscription", { bearer: access_token })).status).toBe(404);
    expect(await (await call("subscriptionStatus", { bearer: access_token })).json()).toEqual({ status: "Inactive" });
  });

  it("lets a cancelled subscription run to the end of its period, then reports it Expired", async () => {
    const { access_token, refresh_token } = await account();
    const body = {
      productId: "quietly-pro-monthly",
      purchasePlatform: "stripe",
      returnUrl: "http://127.0.0.1:4321/en/pro/welcome/",
      noTrial: "true",
    };
    const { checkoutUrl } = (await (await call("checkoutSession", { bearer: access_token, json: body })).json()) as {
      checkoutUrl: string;
    };
    await fetch(checkoutUrl, {
      method: "POST",
      body: new URLSearchParams({ cardNumber: "4000 0566 5566 5556" }),
      redirect: "manual",
    });
    const purchase = (await (await call("subscription", { bearer: access_token })).json()) as {
      activeOffers: unknown[];
      billingPeriod: string;
    };
    expect(purchase).toMatchObject({ activeOffers: [], billingPeriod: "monthly" });
    const { customerPortalUrl } = (await (await call("portal", { bearer: access_token })).json()) as {
      customerPortalUrl: string;
    };
    expect(await (await fetch(customerPortalUrl)).text()).toContain("Cancel subscription");
    await fetch(customerPortalUrl, {
      method: "POST",
      body: new URLSearchParams({ action: "cancel" }),
      redirect: "manual",
    });
    expect(await (await fetch(customerPortalUrl)).text()).not.toContain("Cancel subscription");
    expect(await (await call("subscriptionStatus", { bearer: access_token })).json()).toEqual({
      status: "Not Auto-Renewable",
    });

    const refresh = async (token: string) =>
      (await (
        await call("token", { query: { grant_type: "refresh_token", client_id: clientId(), refresh_token: token } })
      ).json()) as { access_token: string; refresh_token: string };
    emulator.advance(20 * 86_400);
    expect((await call("subscriptionStatus", { bearer: access_token })).status).toBe(401);
    const meanwhile = await refresh(refresh_token);
    emulator.advance(11 * 86_400);
    const { access_token: later } = await refresh(meanwhile.refresh_token);
    expect(await (await call("subscriptionStatus", { bearer: later })).json()).toEqual({ status: "Expired" });
  });
});

describe("CORS for the site on another loopback port", () => {
  it("answers preflights from loopback origins with credentials, and nobody else", async () => {
    const preflight = (origin: string) =>
      fetch(new URL(model.services.calls.authorize.path, emulator.url), {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization" },
      });
    const local = await preflight("http://127.0.0.1:4321");
    expect(local.status).toBe(204);
    expect(local.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:4321");
    expect(local.headers.get("access-control-allow-credentials")).toBe("true");
    expect(local.headers.get("access-control-allow-headers")).toContain("authorization");
    expect((await preflight("https://evil.example")).headers.get("access-control-allow-origin")).toBeNull();
  });

  it("lets the site's pages read how long a 429 asks them to wait", async () => {
    const email = newEmail();
    const ask = () =>
      fetch(new URL(`${model.services.calls.otp.path}?email=${encodeURIComponent(email)}&locale=en`, emulator.url), {
        method: "POST",
        headers: { origin: "http://127.0.0.1:4321" },
      });
    let answer = await ask();
    for (let tries = 0; tries < 10 && answer.status !== 429; tries += 1) answer = await ask();
    expect(answer.status).toBe(429);
    expect(answer.headers.get("access-control-expose-headers")).toBe("retry-after");
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("fault injection", () => {
  const setFault = (body: unknown) =>
    fetch(`${emulator.url}/__emulator/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("breaks one call the asked number of times, then heals", async () => {
    expect((await setFault({ call: "products", fault: "http-500", times: 1 })).status).toBe(200);
    expect((await call("products")).status).toBe(500);
    expect((await call("products")).status).toBe(200);
  });

  it("answers malformed JSON, or leaves out a field", async () => {
    await setFault({ call: "products", fault: "malformed-json", times: 1 });
    await expect((await call("products")).json()).rejects.toThrow();
    await setFault({ call: "products", fault: "missing-field", field: "products" });
    expect(await (await call("products")).json()).toEqual({});
    expect(await (await fetch(`${emulator.url}/__emulator/faults`)).json()).toEqual({
      faults: [{ call: "products", fault: "missing-field", field: "products" }],
    });
  });

  it("refuses unknown calls and faults", async () => {
    expect((await setFault({ call: "teleport", fault: "http-500" })).status).toBe(400);
    expect((await setFault({ call: "products", fault: "gremlins" })).status).toBe(400);
    expect(
      (
        await fetch(`${emulator.url}/__emulator/faults`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{",
        })
      ).status,
    ).toBe(400);
  });

  it("holds a timed-out call open, and close() still returns at once", async () => {
    const own = await startEmulator({ port: 0, model });
    await fetch(`${own.url}/__emulator/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ call: "products", fault: "timeout" }),
    });
    const pending = fetch(new URL(model.services.calls.products.path, own.url), { signal: AbortSignal.timeout(300) });
    await expect(pending).rejects.toThrow();
    const hanging = fetch(new URL(model.services.calls.products.path, own.url)).catch(() => "closed");
    const started = Date.now();
    await own.close();
    expect(await hanging).toBe("closed");
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
