import { build } from "esbuild";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { startEmulator } from "../../../cli/dev/emulator/index.js";
import type { SubscriptionClient } from "../../../runtime/subscription/client.js";
import { launchChromium } from "../../helpers/browser.js";
import { modelFor, repoModel } from "./support.js";

/**
 * The Node tests give fetch a cookie jar; this one lets Chromium do what it really does with
 * CORS, credentials and the auth session cookie, between the site and the emulator on two ports.
 */
/** The client wired to the browser's own edges, as a page would wire it. */
const BROWSER_ENTRY = `
import { createSubscriptionClient } from "./runtime/subscription/client.ts";
import { originStore } from "./runtime/core/origin.ts";
export const makeClient = ({ services, subscription }) =>
  createSubscriptionClient({
    services,
    subscription,
    environment: "local",
    clientKind: "web",
    fetch: window.fetch.bind(window),
    storage: window.localStorage,
    ttlSuffix: "_ttl",
    locks: navigator.locks,
    crypto: window.crypto,
    now: Date.now,
    origin: originStore(localStorage, { origin: "origin", builtOrigin: "builtOrigin" }),
    log: () => {},
    report: () => {},
  });
`;

let browser: Browser;
let emulator: { url: string; close(): Promise<void> };
let site: Server;
let siteUrl: string;
let model: SiteModel;

beforeAll(async () => {
  const base = await repoModel();
  emulator = await startEmulator({ port: 0, model: base });
  model = modelFor(base, emulator.url);
  const bundle = await build({
    stdin: { contents: BROWSER_ENTRY, resolveDir: process.cwd(), loader: "ts" },
    bundle: true,
    format: "iife",
    globalName: "Subscription",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  const script = bundle.outputFiles[0]!.text;
  site = createServer((req, res) => {
    if (req.url === "/client.js") {
      res.writeHead(200, { "content-type": "text/javascript" });
      res.end(script);
      return;
    }
    res.writeHead(200, { "content-type": "text/html" });
    res.end('<!doctype html><html><head><title>site</title><script src="/client.js"></script></head><body></body></html>');
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await emulator?.close();
  await new Promise((resolve) => site?.close(resolve));
});

type ClientConfig = Pick<SiteModel, "services" | "subscription">;
declare global {
  interface Window {
    Subscription: { makeClient(config: ClientConfig): SubscriptionClient };
  }
}

describe("the client in Chromium against the emulator on another port", () => {
  it("opens an auth session with its cookie, buys on the card page, comes back and sees the subscription", async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${siteUrl}/en/pro/`);
      const config = { services: model.services, subscription: model.subscription };
      const { checkoutUrl, returnUrl } = await page.evaluate(async ({ services, subscription, successUrl }) => {
        const client = window.Subscription.makeClient({ services, subscription });
        const { codeVerifier } = await client.v2.authorize();
        await client.session.createAccount(codeVerifier);
        return client.checkout({
          product: subscription.products[0]!,
          couponId: null,
          trialAllowed: true,
          successUrl,
          featurePage: null,
          experimentParams: {},
        });
      }, { ...config, successUrl: `${siteUrl}/en/pro/welcome/` });

      await page.goto(checkoutUrl);
      await page.fill('input[name="cardNumber"]', "4242 4242 4242 4242");
      await page.fill('input[name="expiry"]', "12/30");
      await page.fill('input[name="cvc"]', "123");
      await Promise.all([page.waitForURL(returnUrl), page.click('button[type="submit"]')]);

      const after = await page.evaluate(async (clientConfig) => {
        const client = window.Subscription.makeClient(clientConfig);
        const loaded = await client.loadSubscription();
        return { status: loaded.status, stored: Object.keys(localStorage).sort() };
      }, config);
      expect(after.status).toBe("Auto-Renewable");
      expect(after.stored).toEqual(["checkoutRefreshToken", "origin"]);
    } finally {
      await page.close();
    }
  });
});
