// @vitest-environment jsdom
import { act } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { startEmulator } from "../../../cli/dev/emulator/index.js";
import { OTP_MAX_WRONG } from "../../../cli/dev/emulator/state.js";
import { MISSING_PROVIDER, useSubscription } from "../../../runtime/islands/subscription/context.js";
import { SignInScreen } from "../../../runtime/islands/subscription/account.js";
import { Welcome } from "../../../runtime/islands/subscription/welcome.js";
import { createRoot } from "react-dom/client";
import { latestOtp, memoryStorage, modelFor, repoModel, startCheckout } from "../subscription/support.js";
import {
  button,
  field,
  heading,
  islandConfig,
  islandPage,
  islandText,
  type,
  until,
  mountForTest,
  unmountIslands,
} from "./support.js";
import { loadCatalogue } from "../../templates/fake-props.js";

let model: SiteModel;
let emulator: { url: string; close(): Promise<void> };
beforeAll(async () => {
  const base = await repoModel();
  emulator = await startEmulator({ port: 0, model: base });
  model = {
    ...modelFor(base, emulator.url),
    subscription: { ...base.subscription, confirmation: { pollIntervalMs: 1, maxAttempts: 3 } },
  };
});
afterAll(() => emulator.close());
afterEach(() => {
  unmountIslands();
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

const WELCOME = "/subscriptions/welcome/stripe";
/** A browser that started checkout (a v2 sign-in kept in storage), and paid when asked. */
const buyer = (pay: boolean) => startCheckout(model, { successUrl: `http://127.0.0.1:4321/en${WELCOME}/`, pay });

describe("the purchase confirmation (defect 1)", () => {
  it("says the purchase went through only after the API confirmed the product that was bought", async () => {
    const local = await buyer(true);
    await act(async () => {
      mountForTest(
        "purchase-confirmation",
        Welcome,
        islandPage(model, "purchase-confirmation", WELCOME, { local, search: "?success=true&billing_period=yearly" }),
      );
    });
    expect(islandText()).toContain("Confirming your purchase");
    expect(document.querySelector("[aria-busy=true]")).not.toBeNull();
    await until(() => heading("Your subscription is active"), "the confirmation");
    expect(islandText()).toContain("Your yearly plan ($74.99 a year) is confirmed.");
  });

  it("does not take another plan on the account for the one just bought", async () => {
    const local = await buyer(true);
    await act(async () => {
      mountForTest(
        "purchase-confirmation",
        Welcome,
        islandPage(model, "purchase-confirmation", WELCOME, { local, search: "?success=true&billing_period=monthly" }),
      );
    });
    await until(() => heading("Your payment isn't confirmed yet"), "not confirmed yet");
  });

  it("tells 'not confirmed yet' (asked a bounded number of times, no alert) apart from a failed call (an alert and Try again)", async () => {
    const local = await buyer(false);
    const asked: string[] = [];
    const counting: typeof fetch = async (input, init) => {
      asked.push(new URL(String(input)).pathname);
      return fetch(input, init);
    };
    await act(async () => {
      mountForTest(
        "purchase-confirmation",
        Welcome,
        islandPage(model, "purchase-confirmation", WELCOME, {
          local,
          fetch: counting,
          search: "?success=true&billing_period=yearly",
        }),
      );
    });
    await until(() => heading("Your payment isn't confirmed yet"), "not confirmed yet");
    expect(document.querySelector("[role=alert]")).toBeNull();
    expect(asked.filter((path) => path === model.services.calls.subscription.path)).toHaveLength(
      model.subscription.confirmation.maxAttempts,
    );

    const failing: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    await act(async () => {
      mountForTest(
        "purchase-confirmation",
        Welcome,
        islandPage(model, "purchase-confirmation", WELCOME, { local, fetch: failing }),
      );
    });
    const alert = await until(() => document.querySelector("[role=alert]"), "the communication error");
    expect(alert.textContent).toContain("There has been a communication error. Please try again.");
    expect(button("Try again")).not.toBeNull();
    expect(islandText()).not.toContain("isn't confirmed yet");
  });

  it("asks a browser that holds no sign-in to sign in, instead of claiming anything", async () => {
    await act(async () => {
      mountForTest("purchase-confirmation", Welcome, islandPage(model, "purchase-confirmation", WELCOME));
    });
    await until(() => heading("Sign in to see your purchase"), "the sign-in");
    expect(islandText()).not.toContain("is active");
  });
});

describe("the one-time code field", () => {
  async function atCodeStep() {
    const email = `code-${Date.now()}-${Math.random()}@example.com`;
    const deps = islandPage(model, "subscription-sign-in", "/subscriptions/activate", { local: memoryStorage() });
    await act(async () => {
      mountForTest("subscription-sign-in", SignInScreen, deps);
    });
    const address = await until(() => field("Email address"), "the e-mail field");
    await act(async () => type(address, email));
    await act(async () => button("Send code")!.click());
    const code = await until(() => field("6-digit code"), "the code field");
    return { email, code, deps };
  }

  it("keeps digits only, so a pasted '123 456' or '123-456' fits, and sends the code once it has six digits", async () => {
    const { email, code } = await atCodeStep();
    const otp = await latestOtp(emulator.url, email);
    await act(async () => type(code, `${otp.slice(0, 3)} -${otp.slice(3)}`));
    expect(code.value === otp || heading("No active subscription") !== null).toBe(true);
    await until(() => heading("No active subscription"), "the signed-in result");
  });

  it("says a wrong code is wrong, keeps the field for another try, and offers a new code only after the cool-down", async () => {
    const { email, code } = await atCodeStep();
    const otp = await latestOtp(emulator.url, email);
    await act(async () => type(code, otp === "000000" ? "111111" : "000000"));
    await until(() => islandText()?.includes("That code isn't right."), "the wrong-code message");
    expect(code.getAttribute("aria-invalid")).toBe("true");
    const resend = [...document.querySelectorAll("button")].find((element) =>
      element.textContent?.startsWith("Send a new code"),
    )!;
    expect(resend.textContent).toMatch(/^Send a new code in \d+ seconds?$/);
    expect(resend.getAttribute("aria-disabled")).toBe("true");
    await act(async () => type(code, otp));
    await until(() => heading("No active subscription"), "the signed-in result");
  });

  it("says the code has expired once too many wrong codes spent it, so the visitor asks for a new one", async () => {
    const { email, code } = await atCodeStep();
    const otp = await latestOtp(emulator.url, email);
    const wrongCodes = ["000000", "111111", "222222", "333333", "444444", "555555"]
      .filter((candidate) => candidate !== otp)
      .slice(0, OTP_MAX_WRONG);
    for (const [index, wrong] of wrongCodes.entries()) {
      await act(async () => type(code, wrong));
      if (index < wrongCodes.length - 1)
        await until(() => islandText().includes("That code isn't right."), `wrong code ${index + 1}`);
    }
    await until(
      () => islandText().includes("That code has expired. Send a new code to continue."),
      "the expired-code message",
    );
    expect(islandText()).not.toContain("That code isn't right.");
    expect(code.getAttribute("aria-invalid")).toBe("true");
  });

  it("asks for all six digits instead of sending a short code", async () => {
    const { code } = await atCodeStep();
    await act(async () => type(code, "123"));
    await act(async () => (code.form as HTMLFormElement).requestSubmit());
    expect(islandText()).toContain("Enter all 6 digits of the code.");
  });
});

describe("counts in the visitor's language", () => {
  it("names the code's length and the seconds to wait in the plural forms Russian gives each number", async () => {
    const ru = loadCatalogue("ru");
    const word = (key: string) => ru.get(`subscription.screen.${key}`)!;
    const email = `ru-${Date.now()}@example.com`;
    await act(async () => {
      mountForTest(
        "subscription-sign-in",
        SignInScreen,
        islandPage(model, "subscription-sign-in", "/subscriptions/activate", {
          local: memoryStorage(),
          config: islandConfig(model, "/subscriptions/activate", "ru"),
        }),
      );
    });
    await act(async () => type(await until(() => field(word("email.label")), "the e-mail field"), email));
    await act(async () => button(word("email.sendCode"))!.click());
    const code = await until(() => field("6-значный код"), "the code field, «6-значный код»");
    await act(async () => type(code, "123"));
    await act(async () => (code.form as HTMLFormElement).requestSubmit());
    expect(islandText()).toContain("Введите все 6 цифр кода.");
    const otp = await latestOtp(emulator.url, email);
    await act(async () => type(code, otp === "000000" ? "111111" : "000000"));
    const resend = await until(
      () =>
        [...document.querySelectorAll("button")].find((element) => element.textContent?.startsWith("Новый код через")),
      "the cool-down",
    );
    const [, seconds, unit] = /^Новый код через (\d+) (\S+)$/.exec(resend.textContent!)!;
    const n = Number(seconds);
    const expected =
      n % 10 === 1 && n % 100 !== 11
        ? "секунду"
        : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100)
          ? "секунды"
          : "секунд";
    expect(unit, `${n} ${unit}`).toBe(expected);
  });
});

function Orphan() {
  return <p>{useSubscription() === null ? "no context" : "context"}</p>;
}

describe("the subscription context", () => {
  it("logs the SPEC §8 console error when a component is used outside its provider", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    document.body.innerHTML = "<div id=root></div>";
    await act(async () => createRoot(document.getElementById("root")!).render(<Orphan />));
    expect(document.body.textContent).toBe("no context");
    expect(error).toHaveBeenCalledWith(MISSING_PROVIDER);
  });
});
