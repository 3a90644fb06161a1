// @vitest-environment jsdom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { SERVICE_POLICY } from "../../../../cli/dev/emulator/policy.js";
import { SignInScreen } from "../../../../runtime/islands/subscription/account.js";
import { emulatorPerTest } from "../../../cli/dev/emulator/support.js";
import { memoryStorage } from "../../subscription/support.js";
import { button, field, islandPage, islandText, type, until, mountForTest, unmountIslands } from "../support.js";

/**
 * SPEC §8 and issue #22: a service that refuses for a while (429) is shown as the communication
 * error, with how long to wait, read from its Retry-After, and nothing is stored meanwhile.
 */
const fresh = emulatorPerTest();
afterEach(() => {
  unmountIslands();
  document.body.innerHTML = "";
});

const COMMUNICATION_ERROR = "There has been a communication error. Please try again.";
const { budgets } = SERVICE_POLICY;

async function signInScreen() {
  const local = memoryStorage();
  await act(async () => {
    mountForTest(
      "subscription-sign-in",
      SignInScreen,
      islandPage(fresh.model, "subscription-sign-in", "/subscriptions/activate", { local }),
    );
  });
  return local;
}

async function askForCode(email: string) {
  await act(async () => type(await until(() => field("Email address"), "the e-mail field"), email));
  await act(async () => button("Send code")!.click());
}

/** Spends the address's budget of wrong codes, as someone guessing elsewhere would. */
async function guessWrongUntilRefused(email: string) {
  const code = await fresh.emulator.latestCode(email);
  for (let guess = 0; guess < budgets.wrongCodesPerAddress.limit; guess += 1) {
    const wrong = String((Number(code) + 1 + guess) % 1_000_000).padStart(6, "0");
    expect((await fresh.emulator.answer("legacyLogin", { query: { email, otp: wrong } })).status).toBe(401);
  }
}

describe("a refusal for a while (429)", () => {
  it("says so when the code is checked, with the minutes to wait, and signs nobody in", async () => {
    const email = fresh.emulator.newEmail("limited");
    const local = await signInScreen();
    await askForCode(email);
    const code = await until(() => field("6-digit code"), "the code field");
    await guessWrongUntilRefused(email);
    await act(async () => type(code, await fresh.emulator.latestCode(email)));
    const alert = await until(() => document.querySelector("[role=alert]"), "the refusal");
    const minutes = Math.ceil(budgets.wrongCodesPerAddress.windowSeconds / 60);
    expect(alert.textContent).toContain(
      `${COMMUNICATION_ERROR} Too many attempts. Wait ${minutes} min, then try again.`,
    );
    expect(local.snapshot()).toEqual({});
  });

  it("says so when no more codes may be sent to the address, at the e-mail step", async () => {
    const email = fresh.emulator.newEmail("flooded");
    for (let sent = 0; sent < budgets.codesPerAddress.limit; sent += 1)
      await fresh.emulator.call("legacyLoginLink", { query: { email, locale: "en" } });
    fresh.emulator.advance(600);
    await signInScreen();
    await askForCode(email);
    await until(() => islandText().includes("Too many attempts."), "the refusal");
    const minutes = Math.ceil((budgets.codesPerAddress.windowSeconds - 600) / 60);
    expect(islandText()).toContain(`${COMMUNICATION_ERROR} Too many attempts. Wait ${minutes} min, then try again.`);
    expect(field("6-digit code")).toBeNull();
  });
});
