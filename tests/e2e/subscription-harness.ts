import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { parse, stringify } from "yaml";
import type { SiteModel } from "../../cli/config/load.js";
import { startDevServer, type DevServer } from "../../cli/dev/dev-server.js";
import { startEmulator, type RunningEmulator } from "../../cli/dev/emulator/index.js";
import { MANY_VISITORS_ONE_ADDRESS, SERVICE_POLICY } from "../../cli/dev/emulator/policy.js";
import type { SiteConfig } from "../../contracts/config/index.js";
import { launchChromium } from "../helpers/browser.js";
import { REPO_ROOT } from "../helpers/fixture-site.js";
import { shareImageCache } from "../helpers/real-site.js";
import { modelFor, repoModel, startCheckout } from "../runtime/subscription/support.js";

/**
 * The repository's site as `site dev` serves it (English only, so it builds in seconds), with the
 * API emulator on its own free port, and one Chromium for every test: each visitor gets a fresh
 * browser context (no cookies, no storage), as a new person or device would.
 */
export interface Harness {
  model: SiteModel;
  dir: string;
  dev: DevServer;
  emulator: RunningEmulator;
  browser: Browser;
  /** Rewrites the site's subscription config and waits for `site dev` to rebuild. */
  setSubscription(change: (subscription: SiteConfig["subscription"]) => SiteConfig["subscription"]): Promise<void>;
  close(): Promise<void>;
}

const POLL_FAST = { pollIntervalMs: 200, maxAttempts: 5 };

export async function startHarness(): Promise<Harness> {
  const base = await repoModel();
  const emulator = await startEmulator({ port: 0, model: base, budgets: MANY_VISITORS_ONE_ADDRESS });
  const model = modelFor(base, emulator.url);
  const dir = await mkdtemp(join(tmpdir(), "site-subscription-e2e-"));
  for (const shared of ["templates", "contracts", "runtime", "public", "images", "node_modules"]) {
    await symlink(join(REPO_ROOT, shared), join(dir, shared), "dir");
  }
  await shareImageCache(dir);
  await mkdir(join(dir, "locales"));
  await symlink(join(REPO_ROOT, "locales/en.yaml"), join(dir, "locales/en.yaml"));
  await mkdir(join(dir, "content"));
  await symlink(join(REPO_ROOT, "content/en"), join(dir, "content/en"), "dir");
  const siteYaml = parse(await readFile(join(REPO_ROOT, "site.yaml"), "utf8")) as SiteConfig & { include: string[] };
  const { images } = parse(await readFile(join(REPO_ROOT, "config/images.yaml"), "utf8")) as {
    images: SiteConfig["images"];
  };
  const writeSite = (subscription: SiteConfig["subscription"]) =>
    writeFile(
      join(dir, "site.yaml"),
      stringify({
        ...siteYaml,
        // The site's own sections, but for the two written here.
        // Share previews off, as tests/helpers/real-site.ts: no test here looks at them.
        include: siteYaml.include
          .filter((file) => !/(services|subscription|images)\.yaml$/.test(file))
          .map((file) => join(REPO_ROOT, file)),
        images: { ...images, sharePreviews: false },
        locales: siteYaml.locales.filter((locale) => locale.code === siteYaml.site.defaultLocale),
        services: model.services,
        subscription,
      }),
    );
  // Quick polling: a purchase that is never confirmed gives up in about a second, not fifteen.
  let subscription: SiteConfig["subscription"] = { ...model.subscription, confirmation: POLL_FAST };
  await writeSite(subscription);
  const dev = await startDevServer({ rootDir: dir, port: 0, log: () => {} });
  const browser = await launchChromium();
  return {
    model: { ...model, subscription },
    dir,
    dev,
    emulator,
    browser,
    async setSubscription(change) {
      subscription = change(subscription);
      await writeSite(subscription);
      // Asked after the write: a rebuild still running for an earlier change would otherwise
      // answer, and the next test would meet the site changing under it.
      const { errors } = await dev.nextUpdate();
      if (errors.length) throw new Error(errors.map((error) => error.message).join("\n"));
    },
    async close() {
      await browser?.close();
      await dev?.close();
      await emulator?.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface Visitor {
  context: BrowserContext;
  page: Page;
  /** Console errors and CSP reports the pages produced. */
  problems: string[];
  go(path: string): Promise<void>;
  storage(): Promise<Record<string, string>>;
}

export async function visitor(
  harness: Harness,
  options: { colorScheme?: "light" | "dark"; width?: number; userAgent?: string; app?: FakeApp } = {},
): Promise<Visitor> {
  const context = await harness.browser.newContext({
    colorScheme: options.colorScheme ?? "light",
    viewport: { width: options.width ?? 1280, height: 900 },
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  if (options.app) await context.addInitScript(installFakeApp, options.app);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (
      message.type() === "error" &&
      !/Failed to load resource/.test(text) &&
      !/communication error|subscription\.|SubscriptionError|ValiError/.test(text)
    )
      problems.push(text);
    if (text.includes("Content-Security-Policy")) problems.push(text);
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return {
    context,
    page,
    problems,
    go: async (path) => void (await page.goto(`${harness.dev.url}${path}`)),
    storage: () => page.evaluate(() => Object.fromEntries(Object.entries(localStorage))),
  };
}

let emails = 0;
export const newEmail = (label = "person") => `${label}${++emails}-${Date.now()}@example.com`;

/** The latest one-time code the emulator e-mailed to `email`, read from its outbox (waits for it to arrive). */
export async function codeFor(harness: Harness, email: string, after = 0): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const response = await fetch(`${harness.emulator.url}/__emulator/outbox?email=${encodeURIComponent(email)}`);
    const { messages } = (await response.json()) as { messages: { otp: string }[] };
    if (messages.length > after) return messages.at(-1)!.otp;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${email}`);
}

export async function sentCount(harness: Harness, email: string): Promise<number> {
  const response = await fetch(`${harness.emulator.url}/__emulator/outbox?email=${encodeURIComponent(email)}`);
  return ((await response.json()) as { messages: unknown[] }).messages.length;
}

/** Spends the address's budget of wrong codes, as someone guessing from elsewhere would (v1 login, codes that are not `right`). */
export async function spendWrongCodes(harness: Harness, email: string, right: string): Promise<void> {
  const login = new URL(harness.model.services.calls.legacyLogin.path, harness.emulator.url);
  for (let guess = 0; guess < SERVICE_POLICY.budgets.wrongCodesPerAddress.limit; guess += 1) {
    login.search = new URLSearchParams({
      email,
      otp: String((Number(right) + 1 + guess) % 1_000_000).padStart(6, "0"),
    }).toString();
    if ((await fetch(login)).status !== 401) throw new Error("a wrong code was not refused as wrong");
  }
}

/** Breaks a call of the emulator for the next `times` requests. */
export async function breakCall(
  harness: Harness,
  call: string,
  fault: "http-500" | "malformed-json" | "timeout",
  times = 1,
): Promise<void> {
  const response = await fetch(`${harness.emulator.url}/__emulator/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ call, fault, times }),
  });
  if (!response.ok) throw new Error(await response.text());
}

export const healAll = (harness: Harness) => fetch(`${harness.emulator.url}/__emulator/faults`, { method: "DELETE" });

/** The calls the emulator still has a fault armed for: a one-shot fault leaves once a request took it. */
export async function armedFaults(harness: Harness): Promise<string[]> {
  const response = await fetch(`${harness.emulator.url}/__emulator/faults`);
  return ((await response.json()) as { faults: { call: string }[] }).faults.map((fault) => fault.call);
}

/** How the fake host app behaves: its platform, whether it answers at all, and what it says. */
export interface FakeApp {
  platform: "macos" | "ios" | "windows" | "android";
  answers: boolean;
  subscribed: boolean;
  authV2: boolean;
  /** The app's own sign-in, which it lends the page (getAuthAccessToken / getAccessToken). */
  token?: string;
  /** Free-trial offers the app makes natively, sent with subscriptionDetails. */
  trialOffers?: { durationInDays: number }[];
  bridge: { featureName: string; javascriptInterface: string; messageCallback: string; messageSecret: string };
}

const USER_AGENTS: Record<FakeApp["platform"], string> = {
  macos:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15 QuietlyApp/7.1",
  ios: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 QuietlyApp/7.110",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0 QuietlyApp/0.98",
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 QuietlyApp/5.2",
};

/**
 * Runs in the page before its scripts: a webkit message handler (macOS, iOS), WebView2's
 * chrome.webview (Windows) or an Android JavaScript interface that answers the bridge's messages
 * like the real apps, and records every message in window.__appMessages so a test can see what
 * the page told the app.
 */
function installFakeApp(app: FakeApp): void {
  const messages: { method: string; params: Record<string, unknown>; id?: string }[] = [];
  (window as unknown as { __appMessages: typeof messages }).__appMessages = messages;
  // Like the real apps, the fake keeps a sign-in the page hands it (across the pages of the tab:
  // this script runs anew on each) and lends it back when asked.
  const KEPT = "__fakeAppToken";
  app.token ??= sessionStorage.getItem(KEPT) ?? undefined;
  const remember = (message: { method: string; params: Record<string, unknown> }) => {
    const token =
      message.method === "setAuthTokens"
        ? message.params.accessToken
        : message.method === "setSubscription"
          ? message.params.token
          : undefined;
    if (typeof token !== "string") return;
    app.token = token;
    sessionStorage.setItem(KEPT, token);
  };
  const answer = (message: {
    context: string;
    featureName: string;
    method: string;
    id?: string;
    params: Record<string, unknown>;
  }): unknown => {
    const results: Record<string, unknown> = {
      handshake: {
        availableMessages: [
          "subscriptionDetails",
          "getFeatureConfig",
          "getAuthAccessToken",
          "getAccessToken",
          "setAuthTokens",
          "setSubscription",
        ],
      },
      subscriptionDetails: {
        isSubscribed: app.subscribed,
        ...(app.trialOffers ? { trialOffers: app.trialOffers } : {}),
      },
      getFeatureConfig: { isSupported: true, result: { useSubscriptionsAuthV2: app.authV2 } },
      getAuthAccessToken: { accessToken: app.token ?? "" },
      getAccessToken: { token: app.token ?? "" },
    };
    return {
      context: message.context,
      featureName: message.featureName,
      id: message.id,
      result: results[message.method],
    };
  };
  if (app.platform === "windows") {
    type Listener = (event: { data: unknown }) => void;
    const listeners: Listener[] = [];
    const target = window as unknown as { chrome?: Record<string, unknown> };
    target.chrome ??= {};
    target.chrome.webview = {
      postMessage(message: {
        context: string;
        featureName: string;
        method: string;
        id?: string;
        params: Record<string, unknown>;
      }) {
        messages.push({ method: message.method, params: message.params, id: message.id });
        remember(message);
        if (!message.id || !app.answers) return;
        setTimeout(() => {
          for (const listener of [...listeners]) listener({ data: answer(message) });
        }, 10);
      },
      addEventListener: (_type: "message", listener: Listener) => void listeners.push(listener),
      removeEventListener: (_type: "message", listener: Listener) =>
        void listeners.splice(listeners.indexOf(listener), 1),
    };
  } else if (app.platform === "macos" || app.platform === "ios") {
    const target = window as unknown as {
      webkit: { messageHandlers: Record<string, { postMessage(message: never): Promise<unknown> }> };
    };
    target.webkit = {
      messageHandlers: {
        [app.bridge.featureName]: {
          postMessage: (message: {
            context: string;
            featureName: string;
            method: string;
            id?: string;
            params: Record<string, unknown>;
          }) => {
            messages.push({ method: message.method, params: message.params, id: message.id });
            remember(message);
            if (!message.id) return Promise.resolve(undefined);
            return app.answers ? Promise.resolve(answer(message)) : new Promise(() => {});
          },
        },
      },
    };
  } else {
    const target = window as unknown as Record<string, unknown>;
    target[app.bridge.messageSecret] = "fake-app-secret";
    target[app.bridge.javascriptInterface] = {
      process(json: string, secret: string) {
        const message = JSON.parse(json) as {
          context: string;
          featureName: string;
          method: string;
          id?: string;
          params: Record<string, unknown>;
        };
        messages.push({ method: message.method, params: message.params, id: message.id });
        remember(message);
        if (!message.id || !app.answers) return;
        setTimeout(
          () =>
            (target[app.bridge.messageCallback] as (secret: string, reply: string) => void)(
              secret,
              JSON.stringify(answer(message)),
            ),
          10,
        );
      },
    };
  }
}

/** The fake app of a given platform, with the bridge names of the site config. */
export function fakeApp(harness: Harness, app: Omit<FakeApp, "bridge">): { userAgent: string; app: FakeApp } {
  const { featureName, android } = harness.model.subscription.bridge;
  return { userAgent: USER_AGENTS[app.platform], app: { ...app, bridge: { featureName, ...android } } };
}

/**
 * Someone who bought a yearly subscription, made straight against the emulator (v1 sign-in, the
 * card page's form) instead of through the pages: for tests about what comes after a purchase.
 */
export async function quickSubscriber(harness: Harness, label: string): Promise<{ email: string; authToken: string }> {
  const { services, subscription } = harness.model;
  const url = (name: keyof typeof services.calls, query: Record<string, string> = {}) => {
    const target = new URL(services.calls[name].path, harness.emulator.url);
    for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
    return target;
  };
  const email = newEmail(label);
  await fetch(url("legacyLoginLink", { email, locale: "en" }));
  const login = await fetch(url("legacyLogin", { email, otp: await codeFor(harness, email) }));
  const { auth_token: authToken } = (await login.json()) as { auth_token: string };
  const product = subscription.products.find((candidate) => candidate.billingPeriod === "yearly")!;
  const checkout = await fetch(url("checkoutSession"), {
    method: "POST",
    headers: { authorization: `Bearer ${authToken}`, "content-type": "application/json" },
    body: JSON.stringify({
      productId: product.id,
      purchasePlatform: subscription.webPurchasePlatform,
      returnUrl: `${harness.dev.url}/en/pro/welcome/`,
    }),
  });
  const { checkoutUrl } = (await checkout.json()) as { checkoutUrl: string };
  await fetch(checkoutUrl, {
    method: "POST",
    body: new URLSearchParams({ cardNumber: "4242424242424242", expiry: "12/30", cvc: "123" }),
    redirect: "manual",
  });
  return { email, authToken };
}

/**
 * A browser holding a v2 sign-in (a refresh token) of someone who bought a subscription, made
 * straight against the emulator. The token is stored once, not by an init script: it is
 * single-use, so every page that refreshes it stores the next one.
 */
export async function v2SignedInVisitor(harness: Harness): Promise<Visitor> {
  const stored = await startCheckout(harness.model, {
    successUrl: `${harness.dev.url}/en/subscriptions/welcome/stripe/`,
    pay: true,
  });
  const key = harness.model.subscription.storageKeys.refreshToken;
  const who = await visitor(harness);
  await who.go("/en/subscription-support/");
  await who.page.evaluate(([name, token]) => localStorage.setItem(name!, token!), [key, stored.getItem(key)]);
  return who;
}

/** A browser signed in (v1) as that subscriber, as after signing in on this site. */
export async function signedInVisitor(harness: Harness, subscriber: { authToken: string }): Promise<Visitor> {
  const who = await visitor(harness);
  await who.context.addInitScript(
    ([key, token]) => localStorage.setItem(key!, token!),
    [harness.model.subscription.storageKeys.legacyAuthToken, subscriber.authToken],
  );
  return who;
}
