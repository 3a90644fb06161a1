// @vitest-environment jsdom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Landing } from "../../../../runtime/islands/subscription/landing.js";
import { emulatorPerTest } from "../../../cli/dev/emulator/support.js";
import { memoryStorage } from "../../subscription/support.js";
import { button, field, islandPage, islandText, type, until, mountForTest, unmountIslands } from "../support.js";

/**
 * The landing shows an offer only on the service's word for the signed-in account: the win-back
 * offer is never the result of the address the page was opened at (issue #22).
 */
const fresh = emulatorPerTest();
afterEach(() => {
  unmountIslands();
  document.body.innerHTML = "";
});

const WIN_BACK_LINE = "Welcome back. Your returning-subscriber offer is applied at checkout.";
const winBackOrigin = () => ({ [fresh.model.runtime.storageKeys.origin]: "funnel_pro_winback" });

/** The landing at /pro, recording the checkout sessions it asks for and where it sends the visitor. */
async function landing(options: { local?: Record<string, string> } = {}) {
  const checkouts: Record<string, unknown>[] = [];
  const navigated: string[] = [];
  const recording: typeof fetch = async (input, init) => {
    if (new URL(String(input)).pathname === fresh.model.services.calls.checkoutSession.path)
      checkouts.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return fetch(input, init);
  };
  const deps = islandPage(fresh.model, "subscription-landing", "/pro", {
    fetch: recording,
    local: memoryStorage(options.local),
    session: memoryStorage(winBackOrigin()),
    navigate: (url) => void navigated.push(url),
  });
  await act(async () => {
    mountForTest("subscription-landing", Landing, deps);
  });
  return { checkouts, navigated };
}

/** The purchase button (its words name the trial when there is one), then the e-mail and the code it brings, as a visitor does. */
async function subscribeAs(email: string, purchase: string) {
  await act(async () => (await until(() => button(purchase), `the ${purchase} button`)).click());
  await act(async () => type(await until(() => field("Email address"), "the e-mail field"), email));
  await act(async () => button("Continue")!.click());
  const code = await until(() => field("6-digit code"), "the code field");
  await act(async () => type(code, await fresh.emulator.latestCode(email)));
}

/** A v1 sign-in of someone whose monthly subscription was cancelled and has now run out. */
async function lapsedSubscriber(): Promise<{ email: string; authToken: string }> {
  const email = fresh.emulator.newEmail("returning");
  const { access_token } = await fresh.emulator.signIn(email);
  await fresh.emulator.buy(
    access_token,
    fresh.model.subscription.products.find((product) => product.billingPeriod === "monthly")!.id,
    { noTrial: "true" },
  );
  const { customerPortalUrl } = (await fresh.emulator.answer("portal", { bearer: access_token })).body;
  await fetch(String(customerPortalUrl), {
    method: "POST",
    body: new URLSearchParams({ action: "cancel" }),
    redirect: "manual",
  });
  fresh.emulator.advance(31 * 24 * 3600);
  await fresh.emulator.call("legacyLoginLink", { query: { email, locale: "en" } });
  const login = await fresh.emulator.answer("legacyLogin", {
    query: { email, otp: await fresh.emulator.latestCode(email) },
  });
  return { email, authToken: String(login.body.auth_token) };
}

describe("offers on the landing come from the service, never from the URL", () => {
  it("shows a newcomer from a win-back link the newcomers' trial, not the win-back offer, and asks checkout for no coupon", async () => {
    const { checkouts, navigated } = await landing();
    await until(() => islandText().includes("Free for 7 days"), "the trial");
    expect(islandText()).not.toContain(WIN_BACK_LINE);

    await subscribeAs(fresh.emulator.newEmail("newcomer"), "Start your free trial");
    await until(() => navigated.length > 0, "the way to checkout");
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]).not.toHaveProperty("couponId");
    expect(checkouts[0]).not.toHaveProperty("noTrial");
    expect(await (await fetch(navigated[0]!)).text()).toContain("after the free trial");
  });

  it("shows someone whose subscription ended the win-back offer once the service names it, and checkout applies that coupon", async () => {
    const lapsed = await lapsedSubscriber();
    const { checkouts, navigated } = await landing({
      local: { [fresh.model.subscription.storageKeys.legacyAuthToken]: lapsed.authToken },
    });
    await until(() => islandText().includes(WIN_BACK_LINE), "the win-back offer");
    expect(islandText()).not.toContain("Free for");

    await subscribeAs(lapsed.email, "Subscribe");
    await until(() => navigated.length > 0, "the way to checkout");
    expect(checkouts[0]).toMatchObject({ couponId: fresh.model.subscription.winBackOfferId, noTrial: "true" });
    const page = await (await fetch(navigated[0]!)).text();
    expect(page).toContain(`returning-subscriber offer ${fresh.model.subscription.winBackOfferId}`);
    expect(page).not.toContain("free trial");
  });
});
