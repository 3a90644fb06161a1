// @vitest-environment jsdom
import { act } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { startEmulator } from "../../../cli/dev/emulator/index.js";
import { SignInScreen } from "../../../runtime/islands/subscription/account.js";
import { modelFor, repoModel } from "../subscription/support.js";
import { button, field, islandPage, islandText, type, until, mountForTest, unmountIslands } from "./support.js";

/** Issue 21, item 6: the e-mail was neither lowercased nor checked against the allowed list (SPEC §5). */
let model: SiteModel;
let emulator: { url: string; close(): Promise<void> };
beforeAll(async () => {
  const base = await repoModel();
  emulator = await startEmulator({ port: 0, model: base, log: () => {} });
  model = modelFor(base, emulator.url);
});
afterAll(() => emulator.close());
afterEach(() => {
  unmountIslands();
  document.body.innerHTML = "";
});

const outbox = async (email: string) =>
  (
    (await (await fetch(`${emulator.url}/__emulator/outbox?email=${encodeURIComponent(email)}`)).json()) as {
      messages: unknown[];
    }
  ).messages.length;

async function sendCode(site: SiteModel, typed: string, fetcher: typeof fetch = fetch) {
  await act(async () => {
    mountForTest(
      "subscription-sign-in",
      SignInScreen,
      islandPage(site, "subscription-sign-in", "/subscriptions/activate", { fetch: fetcher }),
    );
  });
  const address = await until(() => field("Email address"), "the e-mail field");
  await act(async () => type(address, typed));
  await act(async () => button("Send code")!.click());
}

describe("the e-mail a visitor types", () => {
  it("is sent trimmed and lowercased", async () => {
    const email = `mixed${Date.now()}@example.com`;
    await sendCode(model, `  ${email.toUpperCase()} `);
    await until(() => field("6-digit code"), "the code step");
    expect(await outbox(email)).toBe(1);
    expect(islandText()).toContain(`We sent a code to ${email}.`);
  });

  it("is refused at the field, with nothing sent, when the allowed list does not hold it", async () => {
    const asked: string[] = [];
    const counting: typeof fetch = (input, init) => {
      asked.push(String(input));
      return fetch(input, init);
    };
    const listed = { ...model, subscription: { ...model.subscription, emailAllowList: ["@quietly.example"] } };
    await sendCode(listed, "someone@example.com", counting);
    await until(() => islandText().includes("This email address can't be used for a subscription."), "the refusal");
    expect(field("Email address")!.getAttribute("aria-invalid")).toBe("true");
    expect(asked.filter((url) => url.startsWith(emulator.url))).toEqual([]);
    document.body.innerHTML = "";
    await sendCode(listed, "Someone@Quietly.example", counting);
    await until(() => field("6-digit code"), "the code step for an allowed address");
  });
});
