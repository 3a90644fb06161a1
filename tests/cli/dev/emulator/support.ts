import { request as httpRequest } from "node:http";
import { afterEach, beforeEach, expect } from "vitest";
import type { SiteModel } from "../../../../cli/config/load.js";
import { startEmulator } from "../../../../cli/dev/emulator/index.js";
import type { ServiceCallName } from "../../../../contracts/config/services.js";
import { createPkcePair } from "../../../../runtime/subscription/pkce.js";
import { cookieFetch, modelFor, repoModel } from "../../../runtime/subscription/support.js";

export interface CallOptions {
  query?: Record<string, string>;
  json?: unknown;
  bearer?: string;
  fetch?: typeof fetch;
  pathParams?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** A fixed start, so no test depends on the machine's clock; tests move it with `advance`. */
const EPOCH = Date.UTC(2030, 0, 1);

/**
 * An emulator of its own on a free loopback port, with a clock the test moves, and the calls of the
 * services config by name. Each test that counts budgets starts one, so nothing else spent them.
 */
export async function testEmulator(model?: SiteModel) {
  const site = model ?? (await repoModel());
  let time = EPOCH;
  const logs: string[] = [];
  const running = await startEmulator({ port: 0, model: site, now: () => time, log: (line) => void logs.push(line) });
  let emails = 0;

  function call(name: ServiceCallName, options: CallOptions = {}): Promise<Response> {
    const spec = site.services.calls[name];
    const path = spec.path.replace(/\{(\w+)\}/g, (_, key: string) => options.pathParams?.[key] ?? "");
    const url = new URL(path, running.url);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = {};
    if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
    if (options.json !== undefined) headers["content-type"] = "application/json";
    return (options.fetch ?? fetch)(url, {
      method: spec.method,
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      credentials: "include",
    });
  }

  /** A call's status, headers and JSON body (an empty object for a body that is not JSON). */
  async function answer(name: ServiceCallName, options: CallOptions = {}): Promise<Answer> {
    const response = await call(name, options);
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // Not JSON: the tests look at the status.
    }
    return { status: response.status, headers: response.headers, body };
  }

  async function outbox(email: string): Promise<{ to: string; subject: string; text: string; otp: string | null }[]> {
    const response = await fetch(`${running.url}/__emulator/outbox?email=${encodeURIComponent(email)}`);
    return (
      (await response.json()) as { messages: { to: string; subject: string; text: string; otp: string | null }[] }
    ).messages;
  }

  /** The newest one-time code mailed to `email`. */
  async function latestCode(email: string): Promise<string> {
    const code = (await outbox(email))
      .map((message) => message.otp)
      .filter((otp) => otp !== null)
      .at(-1);
    if (!code) throw new Error(`no code was mailed to ${email}`);
    return code;
  }

  /** An auth session (the cookie authorize sets) with its PKCE pair; the apps' client id when asked. */
  async function openSession(client: "web" | "app" = "web") {
    const jar = cookieFetch();
    const pkce = await createPkcePair(globalThis.crypto);
    const response = await call("authorize", {
      fetch: jar,
      query: {
        code_challenge: pkce.codeChallenge,
        code_challenge_method: "S256",
        client_id: site.services.clientIds[client],
        response_type: "code",
        scope: "privacypro",
      },
    });
    expect(response.status).toBe(204);
    return { jar, client: site.services.clientIds[client], ...pkce };
  }

  async function exchange(
    session: Awaited<ReturnType<typeof openSession>>,
    code: string,
    extra: Record<string, string> = {},
  ): Promise<Answer> {
    return answer("token", {
      query: {
        code,
        code_verifier: session.codeVerifier,
        grant_type: "authorization_code",
        client_id: session.client,
        ...extra,
      },
    });
  }

  /** Signs in (or up) with a code mailed to `email`: v2 from authorize to tokens. */
  async function signIn(email: string, client: "web" | "app" = "web"): Promise<Tokens> {
    const session = await openSession(client);
    expect((await call("otp", { query: { email, locale: "en" } })).status).toBe(200);
    const login = await answer("login", {
      fetch: session.jar,
      json: { email, otp: await latestCode(email), method: "otp" },
    });
    expect(login.status).toBe(200);
    const tokens = await exchange(session, String(login.body.code));
    expect(tokens.status).toBe(200);
    return tokens.body as unknown as Tokens;
  }

  const refresh = (refreshToken: string, client: "web" | "app" = "web") =>
    answer("token", {
      query: { grant_type: "refresh_token", client_id: site.services.clientIds[client], refresh_token: refreshToken },
    });

  /** Pays for `productId` on the emulator's card page; answers the checkout page's HTML. */
  async function buy(accessToken: string, productId: string, extra: Record<string, unknown> = {}): Promise<string> {
    const body = {
      productId,
      purchasePlatform: "stripe",
      returnUrl: "http://127.0.0.1:4321/en/pro/welcome/",
      ...extra,
    };
    const session = await answer("checkoutSession", { bearer: accessToken, json: body });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    const page = await (await fetch(String(session.body.checkoutUrl))).text();
    const paid = await fetch(String(session.body.checkoutUrl), {
      method: "POST",
      body: new URLSearchParams({ cardNumber: "4242424242424242" }),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    return page;
  }

  return {
    url: running.url,
    model: site,
    logs,
    close: () => running.close(),
    now: () => time,
    advance: (seconds: number) => void (time += seconds * 1000),
    newEmail: (label = "person") => `${label}${++emails}@example.com`,
    call,
    answer,
    outbox,
    latestCode,
    openSession,
    exchange,
    signIn,
    refresh,
    buy,
  };
}

export type TestEmulator = Awaited<ReturnType<typeof testEmulator>>;

/**
 * A new emulator for each test of the file (its budgets and clock start afresh), and the site
 * model with the local environment pointed at it, as the browser client reads it.
 */
export function emulatorPerTest(): { emulator: TestEmulator; model: SiteModel } {
  const fresh = {} as { emulator: TestEmulator; model: SiteModel };
  beforeEach(async () => {
    fresh.emulator = await testEmulator();
    fresh.model = modelFor(fresh.emulator.model, fresh.emulator.url);
  });
  afterEach(() => fresh.emulator.close());
  return fresh;
}

/**
 * A raw request, so a test can send what fetch will not (a Host header of its choosing) or come
 * from another loopback address (127.0.0.2 is a second "client" on the same machine).
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method: options.method ?? "GET", headers: options.headers, localAddress: options.localAddress },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let body: Record<string, unknown> = {};
          try {
            body = JSON.parse(text) as Record<string, unknown>;
          } catch {
            body = { text };
          }
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers))
            if (typeof value === "string") headers.set(name, value);
          resolve({ status: response.statusCode ?? 0, headers, body });
        });
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}
