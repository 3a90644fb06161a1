import { decodeJwt } from "jose";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../../cli/config/load.js";
import { SERVICE_POLICY } from "../../../../cli/dev/emulator/policy.js";
import { repoModel } from "../../../runtime/subscription/support.js";
import { rawRequest, testEmulator, type Answer, type TestEmulator } from "./support.js";

/**
 * The attacks of issue #22, each tried as an attacker would on loopback, each now refused. Every
 * test runs its own emulator with its own clock, so budgets spent elsewhere never count, and moves
 * that clock instead of waiting. Loops are bounded: an attack that is never refused ends the loop
 * and fails the test.
 */

let model: SiteModel;
let emulator: TestEmulator;
beforeAll(async () => {
  model = await repoModel();
});
const start = async () => (emulator = await testEmulator(model));
afterEach(() => emulator?.close());

const { budgets } = SERVICE_POLICY;
const HOUR = 3600;

/** A six-digit code that is not `right`. */
const wrongCode = (right: string, n: number) => String((Number(right) + 1 + n) % 1_000_000).padStart(6, "0");
const retryAfter = (answer: Answer) => Number(answer.headers.get("retry-after"));
const login = (session: Awaited<ReturnType<TestEmulator["openSession"]>>, email: string, otp: string) =>
  emulator.answer("login", { fetch: session.jar, json: { email, otp, method: "otp" } });

describe("one-time codes cannot be brute-forced", () => {
  it("refuses rounds of 'new code, five wrong guesses' on one address with 429 and Retry-After once its budget is spent: a new code does not reset it", async () => {
    await start();
    const email = emulator.newEmail("victim");
    const session = await emulator.openSession();
    let wrongAnswered = 0;
    let refused: Answer | null = null;
    // The attack: 40 rounds went through. Twelve are plenty to meet the refusal.
    for (let round = 0; round < 12 && !refused; round += 1) {
      const sent = await emulator.answer("otp", { query: { email, locale: "en" } });
      if (sent.status === 429) {
        refused = sent;
        break;
      }
      const code = await emulator.latestCode(email);
      for (let guess = 0; guess < SERVICE_POLICY.otp.wrongGuessesPerCode; guess += 1) {
        const answer = await login(session, email, wrongCode(code, guess));
        if (answer.status === 429) {
          refused = answer;
          break;
        }
        expect(answer.status).toBe(401);
        wrongAnswered += 1;
      }
    }
    expect(refused?.status).toBe(429);
    expect(refused?.body.error).toBe("rate_limited");
    expect(retryAfter(refused!)).toBeGreaterThan(0);
    expect(retryAfter(refused!)).toBeLessThanOrEqual(budgets.wrongCodesPerAddress.windowSeconds);
    expect(wrongAnswered).toBe(budgets.wrongCodesPerAddress.limit);

    // While the budget is spent even the right code is not looked at, from any client and through v1.
    const code = await emulator.latestCode(email);
    expect((await login(session, email, code)).status).toBe(429);
    const legacy = new URL(model.services.calls.legacyLogin.path, emulator.url);
    legacy.search = new URLSearchParams({ email, otp: code }).toString();
    expect((await rawRequest(legacy.toString(), { localAddress: "127.0.0.2" })).status).toBe(429);

    // Once the time it named has passed, the owner signs in.
    emulator.advance(retryAfter(refused!));
    expect((await emulator.answer("otp", { query: { email, locale: "en" } })).status).toBe(200);
    expect((await login(await emulator.openSession(), email, await emulator.latestCode(email))).status).toBe(200);
  });

  it("refuses one client guessing across many addresses once the client's budget is spent", async () => {
    await start();
    const session = await emulator.openSession();
    let wrongAnswered = 0;
    let refused: Answer | null = null;
    for (let target = 0; target < 12 && !refused; target += 1) {
      const email = emulator.newEmail("spray");
      await emulator.call("otp", { query: { email, locale: "en" } });
      const code = await emulator.latestCode(email);
      for (let guess = 0; guess < SERVICE_POLICY.otp.wrongGuessesPerCode && !refused; guess += 1) {
        const answer = await login(session, email, wrongCode(code, guess));
        if (answer.status === 429) refused = answer;
        else wrongAnswered += 1;
      }
    }
    expect(refused?.status).toBe(429);
    expect(retryAfter(refused!)).toBeGreaterThan(0);
    expect(wrongAnswered).toBe(budgets.wrongCodesPerClient.limit);
  });

  it("mails one address only so many codes an hour, whichever client asks", async () => {
    await start();
    const email = emulator.newEmail("inbox");
    const answers: number[] = [];
    for (let sent = 0; sent < budgets.codesPerAddress.limit + 1; sent += 1) {
      answers.push((await emulator.answer("otp", { query: { email, locale: "en" } })).status);
    }
    expect(answers).toEqual([...Array<number>(budgets.codesPerAddress.limit).fill(200), 429]);
    expect(await emulator.outbox(email)).toHaveLength(budgets.codesPerAddress.limit);
    const other = new URL(model.services.calls.legacyLoginLink.path, emulator.url);
    other.search = new URLSearchParams({ email, locale: "en" }).toString();
    const fromElsewhere = await rawRequest(other.toString(), { localAddress: "127.0.0.2" });
    expect(fromElsewhere.status).toBe(429);
    expect(retryAfter(fromElsewhere)).toBeGreaterThan(0);
  });

  it("counts an address in other letters as the same address, with the same budget", async () => {
    await start();
    const email = emulator.newEmail("Victim");
    const spellings = [email, email.toUpperCase(), ` ${email} `, email.replace(/^./, (first) => first.toUpperCase())];
    const statuses: number[] = [];
    for (let sent = 0; sent < budgets.codesPerAddress.limit + 1; sent += 1) {
      statuses.push(
        (await emulator.answer("otp", { query: { email: spellings[sent % spellings.length]!, locale: "en" } })).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it("lets one client mail only so many codes an hour, to any addresses", async () => {
    await start();
    const statuses: number[] = [];
    for (let sent = 0; sent < budgets.codesPerClient.limit + 1; sent += 1) {
      statuses.push(
        (await emulator.answer("otp", { query: { email: emulator.newEmail("flood"), locale: "en" } })).status,
      );
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(budgets.codesPerClient.limit);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("the service chooses token lifetimes", () => {
  it("ignores a ttl: asked for 100 years (or the staging 7200), it issues its own hour", async () => {
    await start();
    for (const ttl of [String(100 * 365 * 24 * HOUR), "7200"]) {
      const session = await emulator.openSession();
      const created = await emulator.answer("accountCreate", { fetch: session.jar });
      const tokens = await emulator.exchange(session, String(created.body.code), { ttl });
      const claims = decodeJwt(String(tokens.body.access_token));
      expect(claims.exp! - claims.iat!).toBe(SERVICE_POLICY.accessTokenSeconds);
      expect(tokens.body.expires_in).toBe(SERVICE_POLICY.accessTokenSeconds);
    }
  });
});

describe("refresh tokens expire, stay with their client, rotate, and a replay ends the session", () => {
  it("expires a refresh token left unused, and every session at its maximum age however often it is refreshed", async () => {
    await start();
    const idle = await emulator.signIn(emulator.newEmail());
    emulator.advance(SERVICE_POLICY.refreshTokenIdleSeconds + 1);
    expect((await emulator.refresh(idle.refresh_token)).body.error).toBe("invalid_grant");

    let tokens = await emulator.signIn(emulator.newEmail());
    const step = SERVICE_POLICY.refreshTokenIdleSeconds - 60;
    let refreshed = 0;
    for (let elapsed = step; elapsed <= SERVICE_POLICY.sessionMaxSeconds + step; elapsed += step) {
      emulator.advance(step);
      const answer = await emulator.refresh(tokens.refresh_token);
      if (answer.status !== 200) {
        expect(answer.body.error).toBe("invalid_grant");
        break;
      }
      tokens = answer.body as unknown as typeof tokens;
      refreshed += step;
    }
    expect(refreshed).toBeLessThanOrEqual(SERVICE_POLICY.sessionMaxSeconds);
    expect(refreshed).toBeGreaterThan(SERVICE_POLICY.sessionMaxSeconds - step);
  });

  it("refreshes a token only for the client it was issued to: a web sign-in cannot be refreshed as the app", async () => {
    await start();
    const web = await emulator.signIn(emulator.newEmail());
    const asApp = await emulator.refresh(web.refresh_token, "app");
    expect([asApp.status, asApp.body.error]).toEqual([400, "invalid_grant"]);
    expect((await emulator.refresh(web.refresh_token, "web")).status).toBe(200);
    const app = await emulator.signIn(emulator.newEmail(), "app");
    expect((await emulator.refresh(app.refresh_token, "web")).body.error).toBe("invalid_grant");
  });

  it("revokes the whole session when a used refresh token comes back: its successors and their access tokens stop working", async () => {
    await start();
    const first = await emulator.signIn(emulator.newEmail());
    const second = (await emulator.refresh(first.refresh_token)).body;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const replay = await emulator.refresh(first.refresh_token);
    expect([replay.status, replay.body.error]).toEqual([400, "invalid_grant"]);
    expect((await emulator.refresh(String(second.refresh_token))).body.error).toBe("invalid_grant");
    expect((await emulator.answer("account", { bearer: String(second.access_token) })).status).toBe(401);
  });

  it("revokes what an authorization code gave when the code is used a second time", async () => {
    await start();
    const session = await emulator.openSession();
    const { code } = (await emulator.answer("accountCreate", { fetch: session.jar })).body;
    const tokens = (await emulator.exchange(session, String(code))).body;
    expect((await emulator.exchange(session, String(code))).body.error).toBe("invalid_grant");
    expect((await emulator.answer("account", { bearer: String(tokens.access_token) })).status).toBe(401);
    expect((await emulator.refresh(String(tokens.refresh_token))).body.error).toBe("invalid_grant");
  });

  it("ends the session at logout: every access and refresh token of it, not only the access token logout was called with", async () => {
    await start();
    const email = emulator.newEmail();
    const first = await emulator.signIn(email);
    const second = (await emulator.refresh(first.refresh_token)).body;
    const elsewhere = await emulator.signIn(email);
    expect((await emulator.answer("logout", { bearer: String(second.access_token) })).body).toEqual({
      status: "logged_out",
    });
    expect((await emulator.answer("account", { bearer: first.access_token })).status).toBe(401);
    expect((await emulator.refresh(String(second.refresh_token))).body.error).toBe("invalid_grant");
    // Another device's sign-in is its own session.
    expect((await emulator.answer("account", { bearer: elsewhere.access_token })).status).toBe(200);
    expect((await emulator.refresh(elsewhere.refresh_token)).status).toBe(200);
  });
});

describe("no answer tells whether an address has an account", () => {
  it("answers a change to a taken address exactly as a change to a free one, and mails the taken one no code", async () => {
    await start();
    const taken = emulator.newEmail("taken");
    await emulator.signIn(taken);
    const { access_token } = await emulator.signIn(emulator.newEmail("asker"));
    const before = (await emulator.outbox(taken)).length;
    const toTaken = await emulator.answer("accountEdit", {
      bearer: access_token,
      query: { email: taken, locale: "en" },
    });
    const toFree = await emulator.answer("accountEdit", {
      bearer: access_token,
      query: { email: emulator.newEmail("free"), locale: "en" },
    });
    expect(toTaken.status).toBe(toFree.status);
    expect(Object.keys(toTaken.body)).toEqual(Object.keys(toFree.body));
    expect(toTaken.body.hash).toMatch(/^[\w-]{20,}$/);
    expect((await emulator.outbox(taken)).slice(before).filter((message) => message.otp !== null)).toEqual([]);
    // Nothing can confirm it: no code was sent, and guessing one is answered as any wrong code.
    const guess = await emulator.answer("accountEditConfirm", {
      bearer: access_token,
      query: { email: taken, otp: "123456", hash: String(toTaken.body.hash), locale: "en" },
    });
    expect([guess.status, guess.body.error]).toEqual([401, "invalid_otp"]);
  });

  it("mails only so many addresses for one account's changes", async () => {
    await start();
    const { access_token } = await emulator.signIn(emulator.newEmail("changer"));
    const statuses: number[] = [];
    for (let asked = 0; asked < budgets.emailChangesPerAccount.limit + 1; asked += 1) {
      statuses.push(
        (
          await emulator.answer("accountEdit", {
            bearer: access_token,
            query: { email: emulator.newEmail("target"), locale: "en" },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(budgets.emailChangesPerAccount.limit).fill(200), 429]);
  });
});

describe("a stolen token does not take over a paid account", () => {
  it("asks for a recent sign-in before changing or removing an address, however fresh the access token", async () => {
    await start();
    const { refresh_token } = await emulator.signIn(emulator.newEmail("owner"));
    emulator.advance(SERVICE_POLICY.reauthenticationSeconds + 1);
    const stolen = (await emulator.refresh(refresh_token)).body;
    for (const email of [emulator.newEmail("attacker"), ""]) {
      const answer = await emulator.answer("accountEdit", {
        bearer: String(stolen.access_token),
        query: { email, locale: "en" },
      });
      expect([answer.status, answer.body.error]).toEqual([401, "insufficient_user_authentication"]);
      expect(answer.headers.get("www-authenticate")).toMatch(/error="insufficient_user_authentication".*max_age=\d+/);
    }
    expect((await emulator.answer("account", { bearer: String(stolen.access_token) })).body.email).toMatch(/^owner/);
  });

  it("asks the same of a v1 auth token", async () => {
    await start();
    const email = emulator.newEmail("legacy");
    await emulator.call("legacyLoginLink", { query: { email, locale: "en" } });
    const { auth_token } = (
      await emulator.answer("legacyLogin", { query: { email, otp: await emulator.latestCode(email) } })
    ).body;
    emulator.advance(SERVICE_POLICY.reauthenticationSeconds + 1);
    const answer = await emulator.answer("legacyAccountEdit", {
      bearer: String(auth_token),
      query: { email: emulator.newEmail("attacker") },
    });
    expect(answer.body.error).toBe("insufficient_user_authentication");
  });

  it("tells the old address about a change, and the new address's code confirms the change but signs nobody in", async () => {
    await start();
    const owner = emulator.newEmail("owner");
    const { access_token } = await emulator.signIn(owner);
    const next = emulator.newEmail("next");
    const { hash } = (
      await emulator.answer("accountEdit", { bearer: access_token, query: { email: next, locale: "en" } })
    ).body;
    const notice = (await emulator.outbox(owner)).at(-1)!;
    expect(notice.otp).toBeNull();
    expect(notice.text).toContain(next);

    const code = await emulator.latestCode(next);
    const session = await emulator.openSession();
    expect((await login(session, next, code)).body.error).toBe("invalid_otp");
    expect((await emulator.answer("legacyLogin", { query: { email: next, otp: code } })).body.error).toBe(
      "invalid_otp",
    );

    const confirmed = await emulator.answer("accountEditConfirm", {
      bearer: access_token,
      query: { email: next, otp: code, hash: String(hash), locale: "en" },
    });
    expect(confirmed.body).toEqual({ status: "confirmed", email: next });
    expect((await emulator.outbox(owner)).at(-1)!.text).toContain(`now ${next}`);
  });
});

describe("offers come from the account, never from the URL", () => {
  const yearly = () => model.subscription.products.find((product) => product.billingPeriod === "yearly")!.id;
  const monthly = () => model.subscription.products.find((product) => product.billingPeriod === "monthly")!.id;

  it("refuses the win-back coupon to a brand-new account, and offers it a trial instead", async () => {
    await start();
    const { access_token } = await emulator.signIn(emulator.newEmail("newcomer"));
    const offers = await emulator.answer("offers", { bearer: access_token });
    expect(offers.body).toEqual({ offers: [{ type: "Trial" }] });
    const body = {
      productId: yearly(),
      purchasePlatform: "stripe",
      returnUrl: "http://127.0.0.1:4321/en/pro/welcome/",
      couponId: model.subscription.winBackOfferId,
    };
    const coupon = await emulator.answer("checkoutSession", { bearer: access_token, json: body });
    expect([coupon.status, coupon.body.error]).toEqual([400, "invalid_coupon"]);
  });

  it("gives someone who subscribed before no second trial, whatever the request says, and the win-back offer once the subscription has ended", async () => {
    await start();
    const email = emulator.newEmail("returning");
    const { access_token } = await emulator.signIn(email);
    await emulator.buy(access_token, monthly(), { noTrial: "true" });
    const { customerPortalUrl } = (await emulator.answer("portal", { bearer: access_token })).body;
    await fetch(String(customerPortalUrl), {
      method: "POST",
      body: new URLSearchParams({ action: "cancel" }),
      redirect: "manual",
    });
    emulator.advance(31 * 24 * HOUR);

    const again = await emulator.signIn(email);
    expect((await emulator.answer("offers", { bearer: again.access_token })).body).toEqual({
      offers: [{ type: "WinBack", couponId: model.subscription.winBackOfferId }],
    });
    const page = await emulator.buy(again.access_token, yearly());
    expect(page).not.toContain("free trial");
    expect((await emulator.answer("subscription", { bearer: again.access_token })).body.activeOffers).toEqual([]);
  });
});

describe("the emulator's own surface", () => {
  it("grants no CORS on its admin paths: no loopback page reads the outbox", async () => {
    await start();
    const origin = "http://127.0.0.1:4321";
    const read = await fetch(`${emulator.url}/__emulator/outbox`, { headers: { origin } });
    expect(read.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await fetch(`${emulator.url}/__emulator/faults`, {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(preflight.headers.get("access-control-allow-methods")).toBeNull();
  });

  it("answers only its own host names, so a rebound DNS name reaches nothing", async () => {
    await start();
    const email = emulator.newEmail();
    await emulator.call("otp", { query: { email, locale: "en" } });
    const port = new URL(emulator.url).port;
    for (const path of [`/__emulator/outbox?email=${encodeURIComponent(email)}`, model.services.calls.products.path]) {
      const rebound = await rawRequest(`${emulator.url}${path}`, { headers: { host: `evil.example:${port}` } });
      expect(rebound.status, path).toBe(403);
      expect(JSON.stringify(rebound.body)).not.toContain(email);
    }
    expect(
      (await rawRequest(`${emulator.url}/__emulator/outbox`, { headers: { host: `localhost:${port}` } })).status,
    ).toBe(200);
  });

  it("takes commands only as JSON from its own origin: a cross-site form's text/plain POST injects no fault", async () => {
    await start();
    const body = JSON.stringify({ call: "products", fault: "http-500" });
    const form = await rawRequest(`${emulator.url}/__emulator/faults`, {
      method: "POST",
      headers: { "content-type": "text/plain", origin: "https://evil.example" },
      body,
    });
    expect(form.status).toBe(403);
    // Not JSON is refused even without an Origin (a browser that leaves it out, or a plain program).
    const plain = await rawRequest(`${emulator.url}/__emulator/faults`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body,
    });
    expect(plain.status).toBe(415);
    const crossSite = await rawRequest(`${emulator.url}/__emulator/faults`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body,
    });
    expect(crossSite.status).toBe(403);
    const heal = await rawRequest(`${emulator.url}/__emulator/faults`, {
      method: "DELETE",
      headers: { origin: "http://127.0.0.1:4321" },
    });
    expect(heal.status).toBe(403);
    expect(await (await fetch(`${emulator.url}/__emulator/faults`)).json()).toEqual({ faults: [] });
    expect((await emulator.call("products")).status).toBe(200);
  });

  it("lets no other site pay or cancel through its card and portal pages", async () => {
    await start();
    const { access_token } = await emulator.signIn(emulator.newEmail());
    const body = {
      productId: model.subscription.products[0]!.id,
      purchasePlatform: "stripe",
      returnUrl: "http://127.0.0.1:4321/en/pro/welcome/",
    };
    const { checkoutUrl } = (await emulator.answer("checkoutSession", { bearer: access_token, json: body })).body;
    const page = await fetch(String(checkoutUrl));
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const paid = await rawRequest(String(checkoutUrl), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: "cardNumber=4242424242424242",
    });
    expect(paid.status).toBe(403);
    expect((await emulator.answer("subscriptionStatus", { bearer: access_token })).body).toEqual({
      status: "Inactive",
    });
  });

  it("lets auth sessions and authorization codes expire", async () => {
    await start();
    const email = emulator.newEmail();
    const stale = await emulator.openSession();
    emulator.advance(SERVICE_POLICY.authSessionSeconds + 1);
    await emulator.call("otp", { query: { email, locale: "en" } });
    const late = await login(stale, email, await emulator.latestCode(email));
    expect([late.status, late.body.error]).toEqual([401, "invalid_session"]);

    const session = await emulator.openSession();
    const { code } = (await emulator.answer("accountCreate", { fetch: session.jar })).body;
    emulator.advance(SERVICE_POLICY.authorizationCodeSeconds + 1);
    expect((await emulator.exchange(session, String(code))).body.error).toBe("invalid_grant");
  });
});
