import { resolve } from "node:path";
import { loadSite, type SiteModel } from "../../../cli/config/load.js";
import type { KeyValueStore } from "../../../runtime/core/environment.js";
import { originStore } from "../../../runtime/core/origin.js";
import { createSubscriptionClient } from "../../../runtime/subscription/client.js";

const REPO_ROOT = resolve(import.meta.dirname, "../../..");

/** The repository's own site model, as `site` loads it. */
export async function repoModel(): Promise<SiteModel> {
  const loaded = await loadSite(REPO_ROOT);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors, null, 2));
  return loaded.value;
}

/** The site model with the local environment pointed at a running emulator. */
export function modelFor(model: SiteModel, emulatorUrl: string, requestTimeoutMs = model.services.requestTimeoutMs): SiteModel {
  return {
    ...model,
    services: {
      ...model.services,
      requestTimeoutMs,
      environments: { ...model.services.environments, local: { auth: emulatorUrl, subscriptions: emulatorUrl } },
    },
  };
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStore & { snapshot(): Record<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    snapshot: () => Object.fromEntries(data),
  };
}

/**
 * Node's fetch keeps no cookies; a browser does. This gives the client the browser's behaviour for
 * `credentials: "include"`, which the v2 auth session needs.
 */
export function cookieFetch(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.credentials === "include" && jar.size > 0) {
      headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    }
    const response = await fetch(input, { ...init, headers });
    if (init.credentials === "include") {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const [name = "", ...value] = pair.split("=");
        jar.set(name.trim(), value.join("="));
      }
    }
    return response;
  };
}

/** The latest one-time code the emulator e-mailed to `email`, read from its outbox over HTTP. */
export async function latestOtp(emulatorUrl: string, email: string): Promise<string> {
  const response = await fetch(`${emulatorUrl}/__emulator/outbox?email=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { otp: string | null }[] };
  // Notices (an address being changed) carry no code.
  const last = messages.map((message) => message.otp).filter((otp) => otp !== null).at(-1);
  if (!last) throw new Error(`no code was e-mailed to ${email}`);
  return last;
}

/**
 * A web visitor who created an account and opened checkout against the emulator (and paid, when
 * asked): the storage it leaves behind holds the refresh token a success page starts from.
 */
export async function startCheckout(model: SiteModel, options: { successUrl: string; pay: boolean }) {
  const storage = memoryStorage();
  const client = createSubscriptionClient({
    services: model.services,
    subscription: model.subscription,
    environment: "local",
    clientKind: "web",
    fetch: cookieFetch(),
    storage,
    ttlSuffix: "_ttl",
    crypto: globalThis.crypto,
    now: Date.now,
    origin: originStore(memoryStorage(), { origin: "origin", builtOrigin: "builtOrigin" }),
    log: () => {},
    report: () => {},
  });
  const { codeVerifier } = await client.v2.authorize();
  await client.session.createAccount(codeVerifier);
  const { checkoutUrl } = await client.checkout({
    product: model.subscription.products[0]!,
    couponId: null,
    trialAllowed: true,
    successUrl: options.successUrl,
    featurePage: null,
    experimentParams: {},
  });
  if (options.pay) {
    await fetch(checkoutUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "cardNumber=4242424242424242&expiry=12%2F30&cvc=123",
      redirect: "manual",
    });
  }
  return storage;
}
