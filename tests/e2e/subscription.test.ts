import { mkdir, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { manifestSchema } from "../../contracts/manifest.js";
import { REPO_ROOT } from "../helpers/fixture-site.js";
import { saveScreenshot, SCREENSHOTS_WANTED } from "../helpers/screenshots.js";
import {
  armedFaults,
  breakCall,
  codeFor,
  fakeApp,
  healAll,
  newEmail,
  quickSubscriber,
  sentCount,
  signedInVisitor,
  spendWrongCodes,
  startHarness,
  v2SignedInVisitor,
  visitor,
  type Harness,
  type Visitor,
} from "./subscription-harness.js";
import { WCAG_21_AA } from "../../cli/check/browser/chromium-checks.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
}, 120_000);
afterAll(() => harness?.close());
afterEach(() => healAll(harness));

const CARD = "4242 4242 4242 4242";

/** The offer's purchase button: "Start your free trial" when this visitor gets a trial, else "Subscribe". */
const PURCHASE = /^(Start your free trial|Subscribe)$/;

/** Waits until the element is on screen (failing after the page's default time-out). */
const see = (locator: ReturnType<Page["locator"]>) => locator.waitFor({ state: "visible" });

/** Signs in with the e-mail form and the code the emulator sent (read from its outbox, as a person reads their mail). */
async function signIn(page: Page, email: string, button = "Send code") {
  const sent = await sentCount(harness, email);
  await page.getByLabel("Email address", { exact: true }).fill(email);
  await page.getByRole("button", { name: button }).click();
  await page.getByLabel("6-digit code").fill(await codeFor(harness, email, sent));
}

/** /pro → plan → e-mail → code → the payment page → back to the welcome page (`onOffer`: the visitor is on /pro already). */
async function buy(who: Visitor, email: string, plan: "Yearly" | "Monthly" = "Yearly", onOffer = false) {
  const { page } = who;
  if (!onOffer) await who.go("/en/pro/");
  await page.getByRole("radio", { name: new RegExp(plan) }).check();
  await page.getByRole("button", { name: PURCHASE }).click();
  await signIn(page, email, "Continue");
  await page.waitForURL(/__emulator\/checkout/);
  await page.getByLabel("Card number").fill(CARD);
  await page.getByLabel("Expiry").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay" }).click();
  await page.waitForURL(/\/en\/pro\/welcome\//);
}

describe("buying on the web", () => {
  it("buys with e-mail and code, is welcomed only once the API confirms, and sees the subscription on the manage page", async () => {
    const who = await visitor(harness);
    const email = newEmail("buyer");
    await buy(who, email);
    const { page } = who;
    await see(page.getByRole("heading", { name: "Your subscription is active" }));
    await see(page.getByText("Your Yearly plan ($74.99 a year) is confirmed."));
    await who.go("/en/subscriptions/manage/");
    await see(page.getByText("Active", { exact: true }));
    await see(page.getByText(`Your subscription uses ${email}.`));
    expect(who.problems).toEqual([]);
    await who.context.close();
  });
});

/**
 * Issue 21, item 1. SPEC §4: "A trial origin (entry home, campaign trial, content annual or monthly)
 * is set when allowed, when no origin exists and when not a win-back." Every page built an origin,
 * so no purchase was ever attributed to the trial funnel. The return URL carries the origin the
 * checkout session was opened with.
 */
describe("attributing a purchase", () => {
  const originOfReturn = (who: Visitor) => new URL(who.page.url()).searchParams.get("origin");

  it("attributes the purchase of a visitor who came from Google without an origin to the trial funnel, with Google as its source", async () => {
    const who = await visitor(harness);
    // In from Google on the home page; the offer later in the visit.
    await who.page.goto(`${harness.dev.url}/en/`, { referer: "https://www.google.com/" });
    await who.go("/en/pro/");
    await buy(who, newEmail("trial-funnel"), "Yearly", true);
    expect(originOfReturn(who)).toBe("funnel_home_google_trial_annual");
    await who.context.close();
  });

  it("keeps the campaign origin a visitor brought earlier in the visit", async () => {
    const who = await visitor(harness);
    await who.go("/en/?origin=funnel_home_website_usanniversary");
    await buy(who, newEmail("campaign"), "Monthly");
    expect(originOfReturn(who)).toBe("funnel_home_website_usanniversary");
    await who.context.close();
  });
});

/** A visitor who bought a yearly subscription on the web, still on the welcome page. */
async function subscriber(label = "subscriber") {
  const who = await visitor(harness);
  const email = newEmail(label);
  await buy(who, email);
  await see(who.page.getByRole("heading", { name: "Your subscription is active" }));
  return { who, email };
}

/** A browser signed in as someone who bought a yearly subscription (bought without the pages: quicker). */
async function signedInSubscriber(label: string) {
  const bought = await quickSubscriber(harness, label);
  return { who: await signedInVisitor(harness, bought), email: bought.email };
}

const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until `locator` has the focus, as someone without a mouse moves through the page. */
async function tabTo(page: Page, locator: Locator) {
  await locator.waitFor();
  for (let presses = 0; !(await hasFocus(locator)); presses += 1) {
    if (presses === 60) throw new Error("Tab never reached the control");
    await page.keyboard.press("Tab");
  }
}

const appMessages = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __appMessages: { method: string; params: Record<string, unknown> }[] }).__appMessages,
  );

describe("the offer", () => {
  const fromCountry = async (who: Visitor, country: string) =>
    who.page.route("**/country.json", (route) => route.fulfill({ json: { country } }));

  it("says plainly where the subscription is not sold, instead of offering a purchase", async () => {
    const who = await visitor(harness);
    await fromCountry(who, "DE");
    await who.go("/en/pro/");
    await see(who.page.getByText("Privacy Pro isn't available in Germany yet."));
    expect(await who.page.getByRole("button", { name: PURCHASE }).count()).toBe(0);
    // No terms that cannot be taken: no trial, no date of a first charge.
    expect(await who.page.getByText(/^Free for |^You won't be charged/).count()).toBe(0);
    await see(who.page.getByRole("link", { name: "I already have a subscription" }));
    await who.context.close();
  });

  it("gives the trial the visitor's campaign earns, with the date of the first charge", async () => {
    const who = await visitor(harness);
    await fromCountry(who, "US");
    await who.go("/en/pro/?origin=funnel_home_website_usanniversary");
    await see(who.page.getByText("Free for 14 days, then $74.99 a year. Cancel any time."));
    await see(who.page.getByText(/^You won't be charged before /));
    await who.page.getByRole("radio", { name: /Monthly/ }).check();
    await see(who.page.getByText("Free for 14 days, then $7.99 a month. Cancel any time."));
    await who.context.close();
  });

  it("gives no win-back offer for a win-back link alone: only the service grants it, to an account whose subscription ended", async () => {
    const who = await visitor(harness);
    await fromCountry(who, "US");
    await who.go("/en/pro/?origin=funnel_pro_winback");
    await see(who.page.getByText("Free for 7 days, then $74.99 a year. Cancel any time."));
    expect(
      await who.page.getByText("Welcome back. Your returning-subscriber offer is applied at checkout.").count(),
    ).toBe(0);
    await who.context.close();
  });
});

describe("the offer to someone signed in", () => {
  it("does not offer a purchase while it cannot tell whether the visitor already pays: the communication error, then their subscription on retry", async () => {
    const { who } = await signedInSubscriber("offer-check");
    const { page } = who;
    await breakCall(harness, "subscription", "http-500");
    await who.go("/en/pro/");
    await see(page.getByRole("alert").getByText("There has been a communication error. Please try again."));
    expect(await page.getByRole("button", { name: PURCHASE }).count()).toBe(0);
    await page.getByRole("button", { name: "Try again" }).click();
    await see(page.getByRole("heading", { name: "You're subscribed" }));
    expect(await page.getByRole("button", { name: PURCHASE }).count()).toBe(0);
    await who.context.close();
  });

  it("still offers the purchase to an anonymous visitor while the service is failing, since there is nothing to check", async () => {
    const who = await visitor(harness);
    await breakCall(harness, "subscription", "http-500");
    await who.go("/en/pro/");
    await see(who.page.getByRole("button", { name: PURCHASE }));
    expect(await who.page.getByRole("alert").count()).toBe(0);
    await who.context.close();
  });
});

describe("buying from a feature's page", () => {
  it("returns from checkout to the feature-page welcome, which leads back to the feature", async () => {
    const who = await visitor(harness);
    const { page } = who;
    await who.go("/en/dbp/");
    await page.getByRole("link", { name: "Get Privacy Pro" }).click();
    await page.getByRole("button", { name: PURCHASE }).click();
    await signIn(page, newEmail("feature"), "Continue");
    await page.waitForURL(/__emulator\/checkout/);
    await page.getByLabel("Card number").fill(CARD);
    await page.getByLabel("Expiry").fill("12/30");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: "Pay" }).click();
    await page.waitForURL(
      /\/en\/subscriptions\/welcome\/stripe-feature-page\/\?.*featurePage=personal-information-removal/,
    );
    // The experiments the visitor is in travel on the return URL too.
    expect(new URL(page.url()).searchParams.get("exp_windowsinstaller")).toBe("new");
    await see(page.getByRole("heading", { name: "Your subscription is active" }));
    await page.getByRole("link", { name: "Continue to Personal Information Removal" }).click();
    await page.waitForURL(/\/en\/dbp\/$/);
    await who.context.close();
  });
});

describe("activating on another device", () => {
  it("signs in on a fresh browser with the subscription's e-mail and a code, and finds it active there", async () => {
    const { email } = await quickSubscriber(harness, "two-devices");
    const other = await visitor(harness, { width: 390 });
    await other.go("/en/subscriptions/activate/");
    await signIn(other.page, email);
    await see(other.page.getByRole("heading", { name: "Your subscription is active on this device" }));
    await see(other.page.getByText(email));
    expect(Object.keys(await other.storage())).toContain(harness.model.subscription.storageKeys.legacyAuthToken);
    expect(other.problems).toEqual([]);
    await other.context.close();
  });

  it("signs in with the keyboard alone: Tab to each control, Enter to send, and the code field takes the focus", async () => {
    const { email } = await quickSubscriber(harness, "keyboard");
    const who = await visitor(harness);
    const { page } = who;
    await who.go("/en/subscriptions/activate/");
    const address = page.getByLabel("Email address", { exact: true });
    await tabTo(page, address);
    const sent = await sentCount(harness, email);
    await page.keyboard.type(email);
    await page.keyboard.press("Enter");
    const field = page.getByLabel("6-digit code");
    await field.waitFor();
    expect(await hasFocus(field)).toBe(true);
    const code = await codeFor(harness, email, sent);
    await page.keyboard.type(code.slice(0, 5));
    await page.keyboard.press("Enter");
    await see(page.getByText("Enter all 6 digits of the code."));
    expect(await hasFocus(field)).toBe(true);
    await page.keyboard.type(code.slice(5));
    await see(page.getByRole("heading", { name: "Your subscription is active on this device" }));
    await tabTo(page, page.getByRole("link", { name: "Manage subscription" }));
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/en\/subscriptions\/manage\/$/);
    await see(page.getByText(`Your subscription uses ${email}.`));
    await who.context.close();
  });

  it("says plainly when an address has no active subscription, and offers the plans", async () => {
    const who = await visitor(harness);
    await who.go("/en/pro/login/");
    await signIn(who.page, newEmail("nobody"));
    await see(who.page.getByRole("heading", { name: "No active subscription" }));
    await see(who.page.getByRole("link", { name: "See plans" }));
    await who.context.close();
  });
});

describe("changing and removing the e-mail", () => {
  it("changes the address after a code sent to the new one confirms it, then removes it", async () => {
    const { who } = await signedInSubscriber("editor");
    const { page } = who;
    const next = newEmail("edited");
    await who.go("/en/subscriptions/edit-email/");
    await page.getByLabel("Email address", { exact: true }).fill(next);
    await page.getByRole("button", { name: "Send code" }).click();
    const code = await codeFor(harness, next);
    await page.getByLabel("6-digit code").fill(code === "000000" ? "111111" : "000000");
    await see(page.getByText("That code isn't right."));
    await page.getByLabel("6-digit code").fill(code);
    await see(page.getByRole("heading", { name: "Email address changed" }));
    await who.go("/en/subscriptions/manage/");
    await see(page.getByText(`Your subscription uses ${next}.`));

    await page.getByRole("link", { name: "Remove email" }).click();
    await page.getByRole("button", { name: "Remove email address" }).click();
    await see(page.getByRole("heading", { name: "Email address removed" }));
    await page.getByRole("link", { name: "Back to your subscription" }).click();
    await see(page.getByText("Your subscription has no email address."));
    expect(who.problems).toEqual([]);
    await who.context.close();
  });
});

describe("managing the subscription", () => {
  it("opens the customer portal, cancels there, and the manage page shows the subscription no longer renews", async () => {
    const { who } = await signedInSubscriber("canceller");
    const { page } = who;
    await who.go("/en/subscriptions/manage/");
    await see(page.getByText(/^Renews automatically on /));
    await page.getByRole("button", { name: "Manage payment or cancel" }).click();
    await page.waitForURL(/__emulator\/portal/);
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByRole("link", { name: "Return to the site" }).click();
    await page.waitForURL(/\/en\/subscriptions\/manage\//);
    await see(page.getByText("Active, not renewing"));
    await see(page.getByText(/^Won't renew\. Active until /));
    await who.context.close();
  });

  it("signs out: the browser keeps nothing, and the page asks to sign in again", async () => {
    const { who } = await signedInSubscriber("leaver");
    await who.go("/en/subscriptions/manage/");
    await who.page.getByRole("button", { name: "Sign out" }).click();
    await see(who.page.getByRole("heading", { name: "Sign in to manage your subscription" }));
    expect(await who.storage()).not.toHaveProperty(harness.model.subscription.storageKeys.legacyAuthToken);
    expect(await who.storage()).not.toHaveProperty(harness.model.subscription.storageKeys.refreshToken);
    await who.context.close();
  });

  it("signs a v2 sign-in out on this device even when the service's logout call fails", async () => {
    const who = await v2SignedInVisitor(harness);
    const { page } = who;
    const keys = harness.model.subscription.storageKeys;
    await who.go("/en/subscriptions/manage/");
    await see(page.getByRole("button", { name: "Manage payment or cancel" }));
    expect(await who.storage()).toHaveProperty(keys.refreshToken);
    await breakCall(harness, "logout", "http-500");
    await page.getByRole("button", { name: "Sign out" }).click();
    await see(page.getByRole("heading", { name: "Sign in to manage your subscription" }));
    // The page did ask the service (the fault was taken), and keeps nothing all the same.
    expect(await armedFaults(harness)).toEqual([]);
    const kept = await who.storage();
    expect(kept).not.toHaveProperty(keys.refreshToken);
    expect(kept).not.toHaveProperty(keys.legacyAuthToken);
    await who.go("/en/subscriptions/manage/");
    await see(page.getByRole("heading", { name: "Sign in to manage your subscription" }));
    await who.context.close();
  });
});

describe("sessions across tabs and environments", () => {
  const keys = () => harness.model.subscription.storageKeys;
  const manage = "/en/subscriptions/manage/";
  const managed = (page: Page) => see(page.getByRole("button", { name: "Manage payment or cancel" }));

  /** Issue 21, item 9: ?environment=staging sent this environment's tokens (the refresh token, in a URL) to the staging hosts. */
  it("starts a staging visit signed out, sends none of this environment's tokens to the staging hosts, and keeps this sign-in for other tabs", async () => {
    const who = await v2SignedInVisitor(harness);
    const { page } = who;
    const token = (await who.storage())[keys().refreshToken]!;
    const staging = harness.model.services.environments.staging;
    const stagingOrigins = [staging.auth, staging.subscriptions].map((address) => new URL(address).origin);
    const toStaging: string[] = [];
    await who.context.route(
      (url) => stagingOrigins.includes(url.origin),
      async (route) => {
        const request = route.request();
        toStaging.push(`${request.url()} ${(await request.allHeaders()).authorization ?? ""}`);
        await route.abort();
      },
    );
    await who.go(`${manage}?environment=staging`);
    await see(page.getByRole("heading", { name: "Sign in to manage your subscription" }));
    expect(toStaging.filter((request) => request.includes(token) || /Bearer /.test(request))).toEqual([]);
    expect((await who.storage())[keys().refreshToken]).toBe(token);
    // The switch holds for this tab (SPEC §2); another tab of the same browser is still signed in here.
    const other = await who.context.newPage();
    await other.goto(`${harness.dev.url}${manage}`);
    await managed(other);
    await who.context.close();
  });

  it("stores no ?environment= value it does not know", async () => {
    const who = await visitor(harness);
    await who.go("/en/pro/?environment=stagign");
    await see(who.page.getByRole("button", { name: PURCHASE }));
    expect(
      await who.page.evaluate((key) => sessionStorage.getItem(key), harness.model.runtime.storageKeys.environment),
    ).toBeNull();
    await who.context.close();
  });

  /**
   * Issue 21, item 11: two tabs refreshing at once left no refresh token, and the visitor was signed out everywhere.
   * Once more on failure: on a loaded machine (3 of about 14 runs at load 9 to 15) a tab still waits for its
   * signed-in page after 10 s. Whether that is the machine or Chromium handing localStorage between tabs
   * late is open (issue 25's closing note); a second failure in a row fails the suite.
   */
  it("keeps two tabs that open at once signed in, and a third after them", { retry: 1 }, async () => {
    const who = await v2SignedInVisitor(harness);
    // A slow network: each refresh answer takes a while, so both tabs are refreshing at the same time.
    await who.context.route(
      `**${harness.model.services.calls.token.path}?*grant_type=refresh_token*`,
      async (route) => {
        const response = await route.fetch();
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.fulfill({ response });
      },
    );
    const second = await who.context.newPage();
    await Promise.all([who.page.goto(`${harness.dev.url}${manage}`), second.goto(`${harness.dev.url}${manage}`)]);
    await Promise.all([managed(who.page), managed(second)]);
    expect(await who.storage()).toHaveProperty(keys().refreshToken);
    const third = await who.context.newPage();
    await third.goto(`${harness.dev.url}${manage}`);
    await managed(third);
    await who.context.close();
  });

  it("keeps the sign-in when a refresh answer is lost, and when the service had rotated the token, signs out cleanly and says so", async () => {
    const who = await v2SignedInVisitor(harness);
    const { page } = who;
    const before = await who.storage();
    let lose = true;
    // The service answers (and rotates the token); the answer never reaches the page.
    await page.route(`**${harness.model.services.calls.token.path}?*grant_type=refresh_token*`, async (route) => {
      if (!lose) return route.continue();
      lose = false;
      await route.fetch();
      await route.abort("failed");
    });
    await who.go(manage);
    await see(page.getByRole("alert").getByText("There has been a communication error. Please try again."));
    expect(await who.storage()).toEqual(before);
    await page.getByRole("button", { name: "Try again" }).click();
    await see(page.getByRole("heading", { name: "Sign in to manage your subscription" }));
    await see(page.getByText("You've been signed out. Sign in again to continue."));
    const kept = await who.storage();
    expect(kept).not.toHaveProperty(keys().refreshToken);
    expect(kept).not.toHaveProperty(keys().legacyAuthToken);
    await who.context.close();
  });
});

describe("inside the apps", () => {
  const buyLink = (page: Page) => page.getByRole("link", { name: "Get Privacy Pro" });
  const manageLink = (page: Page) => page.getByRole("link", { name: "Manage your subscription" });

  it("offers a subscriber of the macOS app management, never a second purchase", async () => {
    const { userAgent, app } = fakeApp(harness, { platform: "macos", answers: true, subscribed: true, authV2: true });
    const who = await visitor(harness, { userAgent, app });
    await who.go("/en/dbp/");
    await see(manageLink(who.page));
    expect(await buyLink(who.page).count()).toBe(0);
    await who.go("/en/pro/");
    await see(who.page.getByRole("heading", { name: "You're subscribed" }));
    expect(await who.page.getByRole("button", { name: PURCHASE }).count()).toBe(0);
    expect((await appMessages(who.page)).map((message) => message.method)).toEqual(
      expect.arrayContaining(["handshake", "subscriptionDetails"]),
    );
    await who.context.close();
  });

  /** Issue 21, item 14: every call to action on a page follows the in-app status, not only the island's. */
  it("offers a subscriber in the app management at the foot of /pro too, and anyone else the purchase there", async () => {
    const foot = (page: Page) => page.locator(".landing__closing");
    const subscribed = await visitor(
      harness,
      fakeApp(harness, { platform: "macos", answers: true, subscribed: true, authV2: true }),
    );
    await subscribed.go("/en/pro/");
    await see(subscribed.page.getByRole("heading", { name: "You're subscribed" }));
    await see(foot(subscribed.page).getByRole("link", { name: "Manage your subscription" }));
    expect(await foot(subscribed.page).getByRole("link", { name: "Choose your plan" }).count()).toBe(0);
    await subscribed.context.close();

    const not = await visitor(harness, {
      ...fakeApp(harness, { platform: "ios", answers: true, subscribed: false, authV2: false }),
      width: 390,
    });
    await not.go("/en/pro/");
    await see(not.page.getByRole("button", { name: PURCHASE }));
    await see(foot(not.page).getByRole("link", { name: "Choose your plan" }));
    expect(await foot(not.page).getByRole("link", { name: "Manage your subscription" }).count()).toBe(0);
    await not.context.close();
  });

  /** Issue 21, item 6: SPEC §4's "create an account" branch of v2 had no caller. */
  it("buys inside the app with sign-in v2 without an e-mail: a new account goes to the app, and the welcome confirms with the app's sign-in", async () => {
    const who = await visitor(
      harness,
      fakeApp(harness, { platform: "macos", answers: true, subscribed: false, authV2: true }),
    );
    const { page } = who;
    await who.go("/en/subscriptions/");
    await page.getByRole("button", { name: PURCHASE }).click();
    // No e-mail step: straight to the payment page. The app's handshake, a new account and the
    // checkout come first: on a loaded machine (two fresh-clone runs of npm test) over 10 s.
    await page.waitForURL(/__emulator\/checkout/, { timeout: 30_000 });
    await page.getByLabel("Card number").fill(CARD);
    await page.getByLabel("Expiry").fill("12/30");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: "Pay" }).click();
    await page.waitForURL(/\/en\/subscriptions\/welcome\/stripe\//);
    // Confirmed with the sign-in the app was handed (the fake app, like the real ones, lends it back).
    await see(page.getByRole("heading", { name: "Your subscription is active" }));
    await see(page.getByRole("link", { name: "Add an email address" }));
    // The page kept none of the account's secrets: the app holds the sign-in.
    expect(await who.storage()).not.toHaveProperty(harness.model.subscription.storageKeys.refreshToken);
    await who.context.close();
  }, 60_000);

  it("offers the purchase to someone the Android app says is not subscribed", async () => {
    const { userAgent, app } = fakeApp(harness, {
      platform: "android",
      answers: true,
      subscribed: false,
      authV2: false,
      trialOffers: [{ durationInDays: 30 }],
    });
    const who = await visitor(harness, { userAgent, app, width: 390 });
    await who.go("/en/dbp/");
    await see(buyLink(who.page));
    expect(await manageLink(who.page).count()).toBe(0);
    await who.go("/en/pro/");
    await see(who.page.getByRole("button", { name: PURCHASE }));
    // The app's own trial offer wins over the site's default length.
    await see(who.page.getByText("Free for 30 days, then $74.99 a year. Cancel any time."));
    await who.context.close();
  });

  it("asks the Windows app through WebView2 and the iOS app through its webkit handler, and follows each answer", async () => {
    const windows = fakeApp(harness, { platform: "windows", answers: true, subscribed: true, authV2: true });
    const subscribed = await visitor(harness, windows);
    await subscribed.go("/en/identity-theft-restoration/");
    await see(manageLink(subscribed.page));
    expect(await buyLink(subscribed.page).count()).toBe(0);
    expect((await appMessages(subscribed.page)).map((message) => message.method)).toEqual([
      "handshake",
      "subscriptionDetails",
    ]);
    await subscribed.context.close();

    const ios = fakeApp(harness, { platform: "ios", answers: true, subscribed: false, authV2: false });
    const notSubscribed = await visitor(harness, { ...ios, width: 390 });
    await notSubscribed.go("/en/duckai/");
    await see(buyLink(notSubscribed.page));
    expect(await manageLink(notSubscribed.page).count()).toBe(0);
    expect((await appMessages(notSubscribed.page)).map((message) => message.method)).toEqual([
      "handshake",
      "subscriptionDetails",
    ]);
    await notSubscribed.context.close();
  });

  it("shows nothing until the handshake time-out when the app never answers, then exactly at 500 ms the web's choice (UNKNOWN)", async () => {
    const { userAgent, app } = fakeApp(harness, { platform: "macos", answers: false, subscribed: true, authV2: true });
    const who = await visitor(harness, { userAgent, app });
    const { page } = who;
    const timeout = harness.model.runtime.timing.handshakeTimeoutMs;
    // The page's clock stands still until the test moves it, so the time-out is measured, not raced.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await who.go("/en/dbp/");
    // The call to action's state is read from its DOM hook: while the app is asked, neither choice is there to find.
    const pending = page.locator('[data-subscription-cta][data-state="pending"]');
    await pending.waitFor({ state: "attached" });
    expect((await appMessages(page)).map((message) => message.method)).toEqual(["handshake"]);
    expect(await buyLink(page).count()).toBe(0);
    expect(await manageLink(page).count()).toBe(0);
    await page.clock.runFor(timeout - 1);
    expect(await pending.count()).toBe(1);
    expect(await buyLink(page).count()).toBe(0);
    await page.clock.runFor(1);
    await see(buyLink(page));
    expect(await manageLink(page).count()).toBe(0);
    await who.context.close();
  });

  it("takes subscribed_override=true|false over the app's answer, and on the web too", async () => {
    const cases = [
      { label: "web, override true", path: "/en/duckai/?subscribed_override=true", app: null, shows: "manage" },
      { label: "web, override false", path: "/en/dbp/?subscribed_override=false", app: null, shows: "buy" },
      { label: "subscribed app, override false", path: "/en/dbp/?subscribed_override=false", app: true, shows: "buy" },
      {
        label: "unsubscribed app, override true",
        path: "/en/duckai/?subscribed_override=true",
        app: false,
        shows: "manage",
      },
    ] as const;
    for (const { label, path, app, shows } of cases) {
      const who = await visitor(
        harness,
        app === null ? {} : fakeApp(harness, { platform: "macos", answers: true, subscribed: app, authV2: true }),
      );
      await who.go(path);
      const [shown, hidden] =
        shows === "manage" ? [manageLink(who.page), buyLink(who.page)] : [buyLink(who.page), manageLink(who.page)];
      await see(shown);
      expect(await hidden.count(), label).toBe(0);
      await who.context.close();
    }
  });

  it("hands a new sign-in to the app: setAuthTokens when the app's flag says v2 (iOS), setSubscription when it says v1 (Windows)", async () => {
    const { email } = await quickSubscriber(harness, "in-app");
    for (const { platform, authV2 } of [
      { platform: "ios", authV2: true },
      { platform: "windows", authV2: false },
    ] as const) {
      const inApp = await visitor(harness, fakeApp(harness, { platform, answers: true, subscribed: false, authV2 }));
      await inApp.go("/en/subscriptions/activate/");
      await signIn(inApp.page, email);
      await see(inApp.page.getByRole("heading", { name: "Your subscription is active on this device" }));
      const handed = (await appMessages(inApp.page)).filter(
        (message) => message.method === "setAuthTokens" || message.method === "setSubscription",
      );
      if (authV2) {
        expect(handed).toEqual([
          {
            method: "setAuthTokens",
            params: { accessToken: expect.stringMatching(/^ey/), refreshToken: expect.stringMatching(/.+/) },
          },
        ]);
      } else {
        expect(handed).toEqual([{ method: "setSubscription", params: { token: expect.stringMatching(/.+/) } }]);
      }
      // The app owns the sign-in now: the page keeps none of its secrets.
      const kept = await inApp.storage();
      expect(kept).not.toHaveProperty(harness.model.subscription.storageKeys.refreshToken);
      expect(kept).not.toHaveProperty(harness.model.subscription.storageKeys.legacyAuthToken);
      await inApp.context.close();
    }
  });
});

describe("when the service fails mid-flow", () => {
  /** A subscriber activating on another browser, at the code step, with the code the e-mail brought. */
  async function activationAwaitingCode(name: string) {
    const { email } = await quickSubscriber(harness, name);
    const other = await visitor(harness);
    await other.go("/en/subscriptions/activate/");
    await other.page.getByLabel("Email address", { exact: true }).fill(email);
    await other.page.getByRole("button", { name: "Send code" }).click();
    return { other, code: await codeFor(harness, email, 1) };
  }

  it("shows the communication error on a 500 during sign-in, and trying again signs in with the same code", async () => {
    const { other, code } = await activationAwaitingCode("fault");
    await breakCall(harness, "legacyLogin", "http-500");
    await other.page.getByLabel("6-digit code").fill(code);
    await see(other.page.getByRole("alert").getByText("There has been a communication error. Please try again."));
    await other.page.getByRole("button", { name: "Try again" }).click();
    await see(other.page.getByRole("heading", { name: "Your subscription is active on this device" }));
    await other.context.close();
  });

  it("shows the communication error when the network drops during sign-in, and signs in once it is back", async () => {
    const { other, code } = await activationAwaitingCode("offline");
    const before = await other.storage();
    await other.context.setOffline(true);
    await other.page.getByLabel("6-digit code").fill(code);
    await see(other.page.getByRole("alert").getByText("There has been a communication error. Please try again."));
    expect(await other.storage()).toEqual(before);
    await other.context.setOffline(false);
    await other.page.getByRole("button", { name: "Try again" }).click();
    await see(other.page.getByRole("heading", { name: "Your subscription is active on this device" }));
    await other.context.close();
  });

  it("shows the communication error for a malformed answer on the manage page, keeps the sign-in, and loads on retry", async () => {
    const { who } = await signedInSubscriber("malformed");
    await who.go("/en/pro/");
    // The offer page checks the subscription too: once it shows the answer, no call of it is left to take the fault.
    await see(who.page.getByRole("heading", { name: "You're subscribed" }));
    const before = await who.storage();
    await breakCall(harness, "subscription", "malformed-json");
    expect(await armedFaults(harness)).toEqual(["subscription"]);
    await who.go("/en/subscriptions/manage/");
    await see(who.page.getByRole("alert").getByText("There has been a communication error. Please try again."));
    expect(await who.storage()).toEqual(before);
    await who.page.getByRole("button", { name: "Try again" }).click();
    await see(who.page.getByRole("button", { name: "Manage payment or cancel" }));
    await who.context.close();
  });

  it("says how long to wait when too many wrong codes were tried for the address, and signs nobody in meanwhile", async () => {
    const email = newEmail("limited");
    const who = await visitor(harness);
    await who.go("/en/pro/login/");
    await who.page.getByLabel("Email address", { exact: true }).fill(email);
    await who.page.getByRole("button", { name: "Send code" }).click();
    const code = await codeFor(harness, email);
    await spendWrongCodes(harness, email, code);
    await who.page.getByLabel("6-digit code").fill(code);
    await see(
      who.page
        .getByRole("alert")
        .getByText(
          "There has been a communication error. Please try again. Too many attempts. Wait 60 min, then try again.",
        ),
    );
    const keys = harness.model.subscription.storageKeys;
    expect(Object.keys(await who.storage())).not.toContain(keys.legacyAuthToken);
    expect(Object.keys(await who.storage())).not.toContain(keys.refreshToken);
    await who.context.close();
  });

  it("tells a payment not confirmed yet apart from a failure, and checks again on request", async () => {
    const who = await visitor(harness);
    await who.go("/en/pro/login/");
    await signIn(who.page, newEmail("unpaid"));
    await see(who.page.getByRole("heading", { name: "No active subscription" }));
    await who.go("/en/subscriptions/welcome/stripe/?success=true&billing_period=yearly");
    await see(who.page.getByRole("heading", { name: "Your payment isn't confirmed yet" }));
    expect(await who.page.getByRole("alert").count()).toBe(0);
    await breakCall(harness, "subscription", "http-500");
    await who.page.getByRole("button", { name: "Check again" }).click();
    await see(who.page.getByRole("alert").getByText("There has been a communication error. Please try again."));
    await who.context.close();
  });
});

describe("sign-in v1 or v2, as the site's flag says on the web", () => {
  it("keeps a v1 auth token with the flag off, and a v2 refresh token once the flag is turned on", async () => {
    const keys = harness.model.subscription.storageKeys;
    const v1 = await subscriber("web-v1");
    expect(Object.keys(await v1.who.storage())).toEqual(expect.arrayContaining([keys.legacyAuthToken]));
    expect(await v1.who.storage()).not.toHaveProperty(keys.refreshToken);
    await v1.who.context.close();

    await harness.setSubscription((subscription) => ({
      ...subscription,
      featureFlags: { ...subscription.featureFlags, useSubscriptionsAuthV2: true },
    }));
    try {
      const v2 = await subscriber("web-v2");
      expect(await v2.who.storage()).toHaveProperty(keys.refreshToken);
      expect(await v2.who.storage()).not.toHaveProperty(keys.legacyAuthToken);
      await v2.who.go("/en/subscriptions/manage/");
      await see(v2.who.page.getByText(`Your subscription uses ${v2.email}.`));
      await v2.who.context.close();
    } finally {
      await harness.setSubscription((subscription) => ({
        ...subscription,
        featureFlags: { ...subscription.featureFlags, useSubscriptionsAuthV2: false },
      }));
    }
  }, 60_000);
});

/**
 * Each island's own code (React, SWR and the page runtime aside), gzipped: 15 KB until issue #21
 * put SPEC's rules into the islands (the e-mail check, §9's data cache, token locks across tabs,
 * the redirect guard), which took the landing island to 15.7 KB. Loading its sign-in step on demand
 * would bring it under 15 KB but leave a visitor who subscribes offline with no form at all, and
 * moved the shared code into the manage island instead; the page's whole budget (100 KB) holds.
 * 17 KB since issue #26 made the offer wait for the first paint: its loader is a file of its own
 * (0.4 KB gzipped) in front of the offer's code, which no longer competes with that paint.
 */
const ISLAND_OWN_CODE_LIMIT = 17 * 1024;

describe("what a web visitor downloads", () => {
  /**
   * The scripts a page makes the browser load, with their gzipped sizes from the build manifest, and the inline boot script's.
   * Code and configuration apart: the site and island configuration scripts are data, budgeted on their own as `site check` does.
   */
  async function scriptsOf(path: string) {
    const manifest = manifestSchema.parse(
      JSON.parse(await readFile(join(harness.dev.outDir, "manifest.json"), "utf8")),
    );
    const gzip = new Map(manifest.assets.map((asset) => [asset.file, asset.gzipBytes]));
    const isConfig = new Set(manifest.assets.filter((asset) => asset.kind === "config").map((asset) => asset.file));
    const who = await visitor(harness);
    const files = new Set<string>();
    who.page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) files.add(pathname.slice(1));
    });
    // Module scripts and their static imports are fetched before the load event goto waits for;
    // the offer's island, after the first paint, which in headless Chromium may come later.
    await who.go(path);
    await who.page.waitForLoadState("networkidle");
    const html = await (await fetch(`${harness.dev.url}${path}`)).text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].reduce(
      (sum, match) => sum + gzipSync(match[1]!).length,
      0,
    );
    await who.context.close();
    const main = manifest.pages.find((page) => page.url === "/en/")!.assets.filter((file) => file.endsWith(".js"));
    return {
      files: [...files].filter((file) => !isConfig.has(file)),
      config: [...files].filter((file) => isConfig.has(file)),
      gzip: (list: string[]) => {
        const unknown = list.filter((file) => !gzip.has(file));
        if (unknown.length)
          throw new Error(`${path} loaded scripts the build's manifest does not list: ${unknown.join(", ")}`);
        return list.reduce((sum, file) => sum + gzip.get(file)!, 0);
      },
      inline,
      main,
    };
  }

  it("loads React from its one shared chunk, and each island's own code stays under 17 KB gzipped", async () => {
    const reactChunks = new Set<string>();
    for (const path of [
      "/en/pro/",
      "/en/pro/login/",
      "/en/pro/welcome/",
      "/en/subscriptions/manage/",
      "/en/subscriptions/edit-email/",
    ]) {
      const { files, config, gzip, main } = await scriptsOf(path);
      const react = files.filter((file) => /^assets\/react-[A-Z0-9]+\.js$/.test(file));
      expect(react, path).toHaveLength(1);
      reactChunks.add(react[0]!);
      const own = files.filter((file) => !react.includes(file) && !main.includes(file));
      expect(gzip(own), path).toBeLessThan(ISLAND_OWN_CODE_LIMIT);
      expect(gzip(config), path).toBeLessThanOrEqual((harness.model.check.budgets?.island.configGzipKb ?? 8) * 1024);
    }
    expect(reactChunks.size).toBe(1);
  }, 60_000); // Five pages, each until its network is quiet: a loaded machine takes more than the default 20 s.

  it("keeps a product page with the subscription call to action within the marketing pages' JavaScript budget on the web", async () => {
    const { files, gzip, inline } = await scriptsOf("/en/dbp/");
    expect(files.some((file) => file.startsWith("assets/react-"))).toBe(false);
    expect(gzip(files) + inline).toBeLessThanOrEqual((harness.model.check.budgets?.marketing.jsGzipKb ?? 10) * 1024);
  });
});

const SHOTS_DIR = join(REPO_ROOT, ".site-cache/screenshots/subscription");

describe("every subscription screen, as a person sees it", () => {
  let axe: string;
  beforeAll(async () => {
    await rm(SHOTS_DIR, { recursive: true, force: true });
    await mkdir(SHOTS_DIR, { recursive: true });
    axe = await readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  });
  afterAll(() => SCREENSHOTS_WANTED && console.log(`Subscription screenshots: ${SHOTS_DIR}`));

  /**
   * Saves the screen in light and dark on a phone and a desktop; answers axe's WCAG AA findings in
   * light, and its contrast findings in dark. The theme the page is in comes first: one switch of
   * theme a screen, not two.
   */
  async function shoot(who: Visitor, name: string): Promise<string[]> {
    const { page } = who;
    const violations: string[] = [];
    // The pointer stays where the last click was; a hover style there is not what the screen looks like.
    await page.mouse.move(0, 0);
    // Once a document: a screen reached by a click is the document an earlier screen put axe in.
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe);
    const own = page.viewportSize();
    const current = await page.evaluate(() => (matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light"));
    for (const scheme of current === "light" ? (["light", "dark"] as const) : (["dark", "light"] as const)) {
      if (scheme !== current) await page.emulateMedia({ colorScheme: scheme });
      // Colours ease into a new theme, and a control the last click focused eases too: axe must read
      // where they arrive, so they arrive at once. Two frames: the new theme is in the page's styles,
      // and the transitions it starts are running. Waiting them out drew every one of their frames.
      await page.evaluate(async () => {
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        for (const animation of document.getAnimations()) animation.finish();
      });
      // axe reads the page at the width it has; the two widths are for the pictures.
      for (const width of SCREENSHOTS_WANTED ? [390, 1280] : []) {
        await page.setViewportSize({ width, height: 900 });
        // Two frames: the page is laid out for the new width before it is captured.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await saveScreenshot(page, { path: join(SHOTS_DIR, `${name}-${scheme}-${width}.png`), fullPage: true });
      }
      // Names, roles and structure are the same in both themes; colours are what dark changes.
      const only =
        scheme === "light" ? { type: "tag", values: WCAG_21_AA } : { type: "rule", values: ["color-contrast"] };
      const found = await page.evaluate(async (runOnly) => {
        const result = await (
          window as unknown as {
            axe: { run(options: object): Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
          }
        ).axe.run({ runOnly, resultTypes: ["violations"] });
        return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
      }, only);
      violations.push(...found.map((violation) => `${name} ${scheme}: ${violation}`));
    }
    // The visitor's own window again (an Android visitor stays on a phone).
    if (SCREENSHOTS_WANTED && own) await page.setViewportSize(own);
    return violations;
  }

  /** Goes to `path`, waits for what shows the screen is ready, and shoots it. */
  async function screen(who: Visitor, name: string, path: string | null, ready: Locator, violations: string[]) {
    if (path) await who.go(path);
    await see(ready);
    violations.push(...(await shoot(who, name)));
  }

  it("buying on the web, and every account page of a subscriber", async () => {
    const violations: string[] = [];
    const buyer = await visitor(harness);
    const email = newEmail("shots");
    const { page } = buyer;
    await screen(buyer, "01-landing-offer", "/en/pro/", page.getByRole("button", { name: PURCHASE }), violations);
    await page.getByRole("button", { name: PURCHASE }).click();
    await screen(buyer, "02-landing-email", null, page.getByLabel("Email address", { exact: true }), violations);
    await page.getByLabel("Email address", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Continue" }).click();
    const code = await codeFor(harness, email);
    await page.getByLabel("6-digit code").fill(code === "000000" ? "111111" : "000000");
    await screen(buyer, "03-landing-code-wrong", null, page.getByText("That code isn't right."), violations);
    await page.getByLabel("6-digit code").fill(code);
    await page.waitForURL(/__emulator\/checkout/);
    await page.getByLabel("Card number").fill(CARD);
    await page.getByLabel("Expiry").fill("12/30");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: "Pay" }).click();
    await screen(
      buyer,
      "04-pro-welcome-confirmed",
      null,
      page.getByRole("heading", { name: "Your subscription is active" }),
      violations,
    );
    await screen(
      buyer,
      "05-landing-subscribed",
      "/en/pro/",
      page.getByRole("heading", { name: "You're subscribed" }),
      violations,
    );
    await screen(
      buyer,
      "06-manage",
      "/en/subscriptions/manage/",
      page.getByRole("button", { name: "Manage payment or cancel" }),
      violations,
    );
    await screen(
      buyer,
      "07-edit-email",
      "/en/subscriptions/edit-email/",
      page.getByRole("button", { name: "Send code" }),
      violations,
    );
    await screen(
      buyer,
      "08-pro-edit-email",
      "/en/pro/edit-email/",
      page.getByRole("button", { name: "Send code" }),
      violations,
    );
    const next = newEmail("shots-next");
    await page.getByLabel("Email address", { exact: true }).fill(next);
    await page.getByRole("button", { name: "Send code" }).click();
    await screen(buyer, "09-edit-email-code", null, page.getByLabel("6-digit code"), violations);
    await page.getByLabel("6-digit code").fill(await codeFor(harness, next));
    await screen(
      buyer,
      "10-edit-email-done",
      null,
      page.getByRole("heading", { name: "Email address changed" }),
      violations,
    );
    await screen(
      buyer,
      "11-another-device",
      "/en/subscriptions/activation-flow/another-device/",
      page.getByRole("heading", { name: "On your other device" }),
      violations,
    );
    await screen(
      buyer,
      "12-another-device-email",
      "/en/subscriptions/activation-flow/another-device/email/",
      page.getByRole("heading", { name: "On your other device" }),
      violations,
    );
    await screen(
      buyer,
      "13-pro-remove-email",
      "/en/pro/remove-email/",
      page.getByRole("button", { name: "Remove email address" }),
      violations,
    );
    await screen(
      buyer,
      "14-remove-email",
      "/en/subscriptions/remove-email/",
      page.getByRole("button", { name: "Remove email address" }),
      violations,
    );
    await page.getByRole("button", { name: "Remove email address" }).click();
    await screen(
      buyer,
      "15-remove-email-done",
      null,
      page.getByRole("heading", { name: "Email address removed" }),
      violations,
    );
    await screen(
      buyer,
      "16-remove-email-none",
      "/en/subscriptions/remove-email/",
      page.getByRole("heading", { name: "No email address to remove" }),
      violations,
    );
    await screen(
      buyer,
      "17-manage-no-email",
      "/en/subscriptions/manage/",
      page.getByText("Your subscription has no email address."),
      violations,
    );
    await screen(
      buyer,
      "18-add-email",
      "/en/subscriptions/add-email/",
      page.getByRole("heading", { name: "Add an email address", level: 2 }),
      violations,
    );
    await screen(
      buyer,
      "19-pro-add-email",
      "/en/pro/add-email/",
      page.getByRole("heading", { name: "Add an email address", level: 2 }),
      violations,
    );
    await screen(
      buyer,
      "20-another-device-needs-email",
      "/en/subscriptions/activation-flow/another-device/",
      page.getByText("To use your subscription on another device, it needs an email address first."),
      violations,
    );
    await screen(
      buyer,
      "20b-another-device-add-email",
      "/en/subscriptions/activation-flow/another-device/add-email/",
      page.getByRole("heading", { name: "Add an email address", level: 2 }),
      violations,
    );
    await breakCall(harness, "subscription", "http-500");
    await screen(
      buyer,
      "21-manage-communication-error",
      "/en/subscriptions/manage/",
      page.getByRole("alert"),
      violations,
    );
    await breakCall(harness, "subscription", "http-500");
    await screen(buyer, "22-landing-check-failed", "/en/pro/", page.getByRole("alert"), violations);
    await buyer.context.close();
    expect(violations).toEqual([]);
  }, 180_000);

  it("signing in and activating, for someone with and without a subscription", async () => {
    const violations: string[] = [];
    const { email } = await quickSubscriber(harness, "shots-activate");
    const stranger = await visitor(harness);
    const { page } = stranger;
    for (const [name, path] of [
      ["30-activate", "/en/subscriptions/activate/"],
      ["31-confirm", "/en/subscriptions/confirm/"],
      ["32-this-device", "/en/subscriptions/activation-flow/this-device/"],
      ["33-this-device-activate-by-email", "/en/subscriptions/activation-flow/this-device/activate-by-email/"],
      ["34-this-device-email", "/en/subscriptions/activation-flow/this-device/email/"],
      ["35-pro-login", "/en/pro/login/"],
    ] as const) {
      await screen(stranger, name, path, page.getByRole("button", { name: "Send code" }), violations);
    }
    await stranger.go("/en/subscriptions/activate/");
    await page.getByLabel("Email address", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send code" }).click();
    await screen(stranger, "36-activate-code", null, page.getByLabel("6-digit code"), violations);
    await page.getByLabel("6-digit code").fill(await codeFor(harness, email, 1));
    await screen(
      stranger,
      "37-activate-active",
      null,
      page.getByRole("heading", { name: "Your subscription is active on this device" }),
      violations,
    );
    await page.getByRole("button", { name: "Use a different email address" }).click();
    await signIn(page, newEmail("shots-nobody"));
    await screen(
      stranger,
      "38-activate-none",
      null,
      page.getByRole("heading", { name: "No active subscription" }),
      violations,
    );
    await screen(
      stranger,
      "39-welcome-not-yet",
      "/en/subscriptions/welcome/stripe/?success=true&billing_period=yearly",
      page.getByRole("heading", { name: "Your payment isn't confirmed yet" }),
      violations,
    );
    await breakCall(harness, "subscription", "http-500");
    await screen(
      stranger,
      "40-welcome-failed",
      "/en/subscriptions/welcome/stripe/?success=true&billing_period=yearly",
      page.getByRole("heading", { name: "We couldn't confirm your purchase" }),
      violations,
    );
    await stranger.context.close();

    const signedOut = await visitor(harness);
    await screen(
      signedOut,
      "41-manage-signed-out",
      "/en/subscriptions/manage/",
      signedOut.page.getByRole("heading", { name: "Sign in to manage your subscription" }),
      violations,
    );
    await screen(
      signedOut,
      "42-welcome-signed-out",
      "/en/subscriptions/welcome/?success=true",
      signedOut.page.getByRole("heading", { name: "Sign in to see your purchase" }),
      violations,
    );
    await screen(
      signedOut,
      "43-edit-email-signed-out",
      "/en/subscriptions/edit-email/",
      signedOut.page.getByRole("heading", { name: "Sign in first" }),
      violations,
    );
    await signedOut.context.close();
    expect(violations).toEqual([]);
  }, 180_000);

  it("the offer in other situations, the feature pages, and inside the apps", async () => {
    const violations: string[] = [];
    const abroad = await visitor(harness);
    await abroad.page.route("**/country.json", (route) => route.fulfill({ json: { country: "DE" } }));
    await screen(
      abroad,
      "50-landing-not-eligible",
      "/en/subscriptions/",
      abroad.page.getByText("Privacy Pro isn't available in Germany yet."),
      violations,
    );
    await screen(
      abroad,
      "51-dbp-web",
      "/en/dbp/",
      abroad.page.getByRole("link", { name: "Get Privacy Pro" }),
      violations,
    );
    await abroad.context.close();

    const { who: bought } = await signedInSubscriber("shots-feature");
    await screen(
      bought,
      "52-welcome-feature-page",
      "/en/subscriptions/welcome/stripe-feature-page/?success=true&billing_period=yearly&featurePage=personal-information-removal",
      bought.page.getByRole("link", { name: "Continue to Personal Information Removal" }),
      violations,
    );
    await bought.context.close();

    const mac = await visitor(
      harness,
      fakeApp(harness, { platform: "macos", answers: true, subscribed: true, authV2: true }),
    );
    await screen(
      mac,
      "53-landing-in-app-subscribed",
      "/en/pro/",
      mac.page.getByRole("heading", { name: "You're subscribed" }),
      violations,
    );
    await screen(
      mac,
      "54-dbp-in-app-subscribed",
      "/en/dbp/",
      mac.page.getByRole("link", { name: "Manage your subscription" }),
      violations,
    );
    await mac.context.close();

    const android = await visitor(harness, {
      ...fakeApp(harness, {
        platform: "android",
        answers: true,
        subscribed: false,
        authV2: false,
        trialOffers: [{ durationInDays: 30 }],
      }),
      width: 390,
    });
    await screen(
      android,
      "55-landing-in-app-android",
      "/en/pro/",
      android.page.getByText("Free for 30 days, then $74.99 a year. Cancel any time."),
      violations,
    );
    await screen(
      android,
      "56-duckai-in-app-android",
      "/en/duckai/",
      android.page.getByRole("link", { name: "Get Privacy Pro" }),
      violations,
    );
    await android.context.close();
    expect(violations).toEqual([]);
  }, 180_000);
});
