import { beforeAll, describe, expect, it } from "vitest";
import type { BuildEnvironment } from "../../../contracts/browser-config.js";
import type { SiteModel } from "../../../cli/config/load.js";
import type { ServiceCallName } from "../../../contracts/config/services.js";
import { createHttpEdge } from "../../../runtime/subscription/http-edge.js";
import { createAuthV2, readAccessToken, type ClientKind } from "../../../runtime/subscription/auth-v2.js";
import { COMMUNICATION_ERROR, NO_CODE_VERIFIER } from "../../../runtime/subscription/errors.js";
import { createSession } from "../../../runtime/subscription/session.js";
import { memoryStorage, repoModel } from "./support.js";

let model: SiteModel;
beforeAll(async () => {
  model = await repoModel();
});

interface Sent {
  url: URL;
  init: RequestInit;
}

/** A service that answers each call from a table and records what it was sent. */
function fakeService(
  answers: Partial<Record<ServiceCallName, () => Response>>,
  environment: BuildEnvironment = "production",
) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = new URL(String(input));
    sent.push({ url, init });
    const entry = Object.entries(model.services.calls).find(
      ([, call]) => url.origin === model.services.environments[environment][call.host] && call.path === url.pathname,
    );
    const answer = entry && answers[entry[0] as ServiceCallName];
    return answer ? answer() : new Response("not found", { status: 404 });
  };
  return { fetch, sent };
}

const ok =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function auth(
  service: ReturnType<typeof fakeService>,
  environment: BuildEnvironment = "production",
  clientKind: ClientKind = "web",
) {
  const logs: string[] = [];
  const reports: string[] = [];
  const log = (message: string) => void logs.push(message);
  const api = createHttpEdge({ fetch: service.fetch, services: model.services, environment, log });
  const v2 = createAuthV2({
    api,
    services: model.services,
    environment,
    clientKind,
    crypto: globalThis.crypto,
    log,
    report: (step) => void reports.push(step),
  });
  return { v2, logs, reports };
}

/** An unsigned JWT is enough for the browser: it reads claims, the service verifies signatures. */
const jwt = (claims: object) =>
  `${btoa(JSON.stringify({ alg: "HS256" }))}.${btoa(JSON.stringify(claims)).replace(/=+$/, "")}.signature`;

describe("auth v2 calls (SPEC §7)", () => {
  it("authorize sends an S256 challenge with the web client id, response_type=code and scope=privacypro, with credentials", async () => {
    const service = fakeService({ authorize: () => new Response(null, { status: 204 }) });
    const { codeVerifier } = await auth(service).v2.authorize();
    const [request] = service.sent;
    expect(request?.init.method).toBe("POST");
    expect(request?.init.credentials).toBe("include");
    const query = Object.fromEntries(request!.url.searchParams);
    expect(query).toEqual({
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: "S256",
      client_id: model.services.clientIds.web,
      response_type: "code",
      scope: "privacypro",
    });
    expect(codeVerifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
  });

  it("authorize needs an ok answer, else the communication error reported as v2Authorization", async () => {
    const { v2, reports, logs } = auth(fakeService({ authorize: ok({}, 302) }));
    await expect(v2.authorize()).rejects.toThrow(COMMUNICATION_ERROR);
    expect(reports).toEqual(["subscription.v2Authorization"]);
    expect(logs).toEqual([COMMUNICATION_ERROR]);
  });

  it("the one-time code request must answer exactly 200", async () => {
    await expect(auth(fakeService({ otp: ok({}) })).v2.requestOtp("a@example.com", "de")).resolves.toBeUndefined();
    await expect(auth(fakeService({ otp: ok({}, 201) })).v2.requestOtp("a@example.com", "de")).rejects.toThrow(
      COMMUNICATION_ERROR,
    );
    await expect(
      auth(fakeService({ otp: () => new Response(null, { status: 204 }) })).v2.requestOtp("a@example.com", "de"),
    ).rejects.toThrow(COMMUNICATION_ERROR);
    const service = fakeService({ otp: ok({}) });
    await auth(service).v2.requestOtp("a@example.com", "de");
    expect(Object.fromEntries(service.sent[0]!.url.searchParams)).toEqual({ email: "a@example.com", locale: "de" });
  });

  it("login sends JSON email, otp and method otp, and needs a non-empty code", async () => {
    const service = fakeService({ login: ok({ code: "c0de" }) });
    expect(await auth(service).v2.login({ email: "a@example.com", otp: "123456", codeVerifier: "v".repeat(43) })).toBe(
      "c0de",
    );
    expect(JSON.parse(String(service.sent[0]!.init.body))).toEqual({
      email: "a@example.com",
      otp: "123456",
      method: "otp",
    });

    const empty = auth(fakeService({ login: ok({ code: "" }) }));
    await expect(empty.v2.login({ email: "a@example.com", otp: "1", codeVerifier: "v".repeat(43) })).rejects.toThrow(
      COMMUNICATION_ERROR,
    );
    expect(empty.reports).toEqual(["subscription.v2Login"]);
  });

  it(`login and the token exchange refuse to run without a verifier: '${NO_CODE_VERIFIER}'`, async () => {
    const service = fakeService({ login: ok({ code: "c" }), token: ok({ access_token: "a" }) });
    const { v2, reports } = auth(service);
    await expect(v2.login({ email: "a@example.com", otp: "1", codeVerifier: undefined })).rejects.toThrow(
      NO_CODE_VERIFIER,
    );
    await expect(v2.exchangeCode("c", "")).rejects.toThrow(NO_CODE_VERIFIER);
    expect(service.sent).toEqual([]);
    expect(reports).toEqual(["subscription.v2Login", "subscription.v2Tokens"]);
  });

  it("the token exchange adds ttl 7200 on staging only, against the staging host", async () => {
    const staging = fakeService({ token: ok({ access_token: "a", refresh_token: "r" }) }, "staging");
    await auth(staging, "staging").v2.exchangeCode("c", "v".repeat(43));
    expect(staging.sent[0]!.url.origin).toBe(model.services.environments.staging.auth);
    expect(Object.fromEntries(staging.sent[0]!.url.searchParams)).toEqual({
      code_verifier: "v".repeat(43),
      code: "c",
      grant_type: "authorization_code",
      client_id: model.services.clientIds.web,
      ttl: "7200",
    });
    const production = fakeService({ token: ok({ access_token: "a" }) });
    await auth(production).v2.exchangeCode("c", "v".repeat(43));
    expect(production.sent[0]!.url.searchParams.has("ttl")).toBe(false);
  });

  it("refresh takes the native (app) or web client id", async () => {
    const service = fakeService({ token: ok({ access_token: "a", refresh_token: "r2" }) });
    const { v2 } = auth(service, "production", "app");
    await v2.refresh("r1");
    await v2.refresh("r1", "web");
    expect(service.sent.map((request) => Object.fromEntries(request.url.searchParams))).toEqual([
      { grant_type: "refresh_token", client_id: model.services.clientIds.app, refresh_token: "r1" },
      { grant_type: "refresh_token", client_id: model.services.clientIds.web, refresh_token: "r1" },
    ]);
  });

  it("reports each failed step under its SPEC §8 name and re-throws", async () => {
    const { v2, reports } = auth(fakeService({}));
    await expect(v2.createAccount()).rejects.toThrow(COMMUNICATION_ERROR);
    await expect(v2.exchangeCode("c", "v".repeat(43))).rejects.toThrow(COMMUNICATION_ERROR);
    await expect(v2.refresh("r")).rejects.toThrow(COMMUNICATION_ERROR);
    await expect(v2.editEmail("t", "a@example.com")).rejects.toThrow(COMMUNICATION_ERROR);
    await expect(
      v2.confirmEmailEdit("t", { email: "a@example.com", otp: "1", hash: "h", locale: "en" }),
    ).rejects.toThrow(COMMUNICATION_ERROR);
    expect(reports).toEqual([
      "subscription.v2AccountCreate",
      "subscription.v2Tokens",
      "subscription.tokenRefresh",
      "subscription.v2AccountEdit",
      "subscription.v2AccountEditConfirm",
    ]);
  });

  it("an e-mail edit needs a hash, and its confirmation status 'confirmed' and the e-mail", async () => {
    const service = fakeService({
      accountEdit: ok({ hash: "h1" }),
      accountEditConfirm: ok({ status: "confirmed", email: "b@example.com" }),
    });
    const { v2 } = auth(service);
    expect(await v2.editEmail("token", "b@example.com", "fr")).toBe("h1");
    expect(await v2.confirmEmailEdit("token", { email: "b@example.com", otp: "1", hash: "h1", locale: "fr" })).toEqual({
      email: "b@example.com",
    });
    expect(service.sent[0]!.init.headers).toMatchObject({ authorization: "Bearer token" });
    expect(Object.fromEntries(service.sent[1]!.url.searchParams)).toEqual({
      email: "b@example.com",
      otp: "1",
      hash: "h1",
      locale: "fr",
    });

    const pending = auth(fakeService({ accountEditConfirm: ok({ status: "pending", email: "b@example.com" }) }));
    await expect(
      pending.v2.confirmEmailEdit("t", { email: "b@example.com", otp: "1", hash: "h", locale: "en" }),
    ).rejects.toThrow(COMMUNICATION_ERROR);
    await expect(
      auth(fakeService({ accountEdit: ok({ hash: "" }) })).v2.editEmail("t", "b@example.com"),
    ).rejects.toThrow(COMMUNICATION_ERROR);
  });
});

describe("v2 session storage", () => {
  const session = (service: ReturnType<typeof fakeService>, storage = memoryStorage(), now = () => 0) => {
    const { v2, logs } = auth(service);
    const key = model.subscription.storageKeys.refreshToken;
    return {
      session: createSession({
        auth: v2,
        storage,
        refreshTokenKey: key,
        now,
        log: (message) => void logs.push(message),
      }),
      storage,
      logs,
      key,
    };
  };

  it("keeps only the refresh token, under checkoutRefreshToken, and reads identity from sub and email", async () => {
    const accessToken = jwt({ sub: "user-1", email: "a@example.com" });
    const { session: s, storage } = session(
      fakeService({ login: ok({ code: "c" }), token: ok({ access_token: accessToken, refresh_token: "r1" }) }),
    );
    const { identity } = await s.signInWithOtp({ email: "a@example.com", otp: "1", codeVerifier: "v".repeat(43) });
    expect(identity).toEqual({ id: "user-1", email: "a@example.com" });
    expect(storage.snapshot()).toEqual({ checkoutRefreshToken: "r1" });
    expect(await s.accessToken()).toBe(accessToken);
  });

  it("refuses an access token without sub: the communication error, logged, and nothing stored", async () => {
    const {
      session: s,
      storage,
      logs,
    } = session(
      fakeService({
        login: ok({ code: "c" }),
        token: ok({ access_token: jwt({ email: "a@example.com" }), refresh_token: "r1" }),
      }),
    );
    await expect(s.signInWithOtp({ email: "a@example.com", otp: "1", codeVerifier: "v".repeat(43) })).rejects.toThrow(
      COMMUNICATION_ERROR,
    );
    expect(storage.snapshot()).toEqual({});
    expect(logs).toEqual([COMMUNICATION_ERROR]);
  });

  it("uses the access token while it is fresh and refreshes from storage once it is about to expire", async () => {
    let now = 0;
    let issued = 0;
    const service = fakeService({
      token: () => {
        issued += 1;
        return ok({ access_token: jwt({ sub: "u", exp: 3600 * issued }), refresh_token: `r${issued + 1}` })();
      },
    });
    const { session: s, storage } = session(service, memoryStorage({ checkoutRefreshToken: "r1" }), () => now);
    const first = await s.accessToken();
    now = 3_500_000;
    expect(await s.accessToken()).toBe(first);
    expect(service.sent).toHaveLength(1);
    now = 3_590_000;
    expect(await s.accessToken()).not.toBe(first);
    expect(storage.snapshot()).toEqual({ checkoutRefreshToken: "r3" });
  });
});

describe("refresh token rotation", () => {
  const session = (service: ReturnType<typeof fakeService>, storage: ReturnType<typeof memoryStorage>) => {
    const { v2 } = auth(service);
    return createSession({
      auth: v2,
      storage,
      refreshTokenKey: model.subscription.storageKeys.refreshToken,
      now: () => 0,
      log: () => {},
    });
  };

  it("drops the used refresh token when the answer brings no new one, instead of keeping a token that can never work again", async () => {
    const storage = memoryStorage({ checkoutRefreshToken: "r1" });
    const s = session(fakeService({ token: ok({ access_token: jwt({ sub: "u", exp: 4_000_000_000 }) }) }), storage);
    expect(await s.accessToken()).toEqual(expect.any(String));
    expect(storage.snapshot()).toEqual({});
  });

  it("clears the stored token when the service refuses it (invalid_grant), and says the visitor is signed out", async () => {
    const storage = memoryStorage({ checkoutRefreshToken: "r1" });
    const s = session(fakeService({ token: ok({ error: "invalid_grant", message: "used" }, 400) }), storage);
    await expect(s.accessToken()).rejects.toMatchObject({ code: "signed-out" });
    expect(storage.snapshot()).toEqual({});
    expect(await s.accessToken()).toBeNull();
  });

  it("keeps the stored token when the refresh fails for another reason (the service may not have used it)", async () => {
    const storage = memoryStorage({ checkoutRefreshToken: "r1" });
    const s = session(fakeService({ token: ok({ error: "internal_error" }, 500) }), storage);
    await expect(s.accessToken()).rejects.toMatchObject({ code: "communication" });
    expect(storage.snapshot()).toEqual({ checkoutRefreshToken: "r1" });
  });
});

describe("concurrent refreshes", () => {
  it("share one refresh call, because a refresh token works only once", async () => {
    const service = fakeService({
      token: ok({ access_token: jwt({ sub: "u", exp: 4_000_000_000 }), refresh_token: "r2" }),
    });
    const { v2 } = auth(service);
    const storage = memoryStorage({ checkoutRefreshToken: "r1" });
    const s = createSession({
      auth: v2,
      storage,
      refreshTokenKey: model.subscription.storageKeys.refreshToken,
      now: () => 0,
      log: () => {},
    });
    const [a, b] = await Promise.all([s.accessToken(), s.accessToken()]);
    expect(a).toBe(b);
    expect(service.sent).toHaveLength(1);
    expect(storage.snapshot()).toEqual({ checkoutRefreshToken: "r2" });
  });
});

describe("the access token's claims (SPEC §3)", () => {
  const token = (payload: object) => `e30.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.sig`;

  it("reads sub, email and expiry, an address outside ASCII included", () => {
    expect(readAccessToken(token({ sub: "acct-1", email: "zoë@exämple.com", exp: 2_000_000_000 }))).toEqual({
      id: "acct-1",
      email: "zoë@exämple.com",
      expiresAt: 2_000_000_000_000,
    });
    expect(readAccessToken(token({ sub: "acct-2" }))).toEqual({ id: "acct-2", email: null, expiresAt: null });
  });

  it("is null for a token without the claims, or no token at all", () => {
    for (const bad of [token({ email: "a@b.c" }), token({ sub: "" }), "not-a-jwt", "a.%%%.c", "a.e30"])
      expect(readAccessToken(bad), bad).toBeNull();
  });
});
