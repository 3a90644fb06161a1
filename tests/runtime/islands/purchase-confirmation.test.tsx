// @vitest-environment jsdom
import { act } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { IslandBrowserConfig } from "../../../contracts/browser-config.js";
import type { SiteModel } from "../../../cli/config/load.js";
import { startEmulator } from "../../../cli/dev/emulator/index.js";
import { mountPurchaseConfirmation, type MountDeps } from "../../../runtime/islands/purchase-confirmation-mount.js";
import { memoryStorage, modelFor, repoModel, startCheckout } from "../subscription/support.js";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const messages = {
  "client.subscription.activating": "Activating your subscription…",
  "client.subscription.activated": "Your subscription is active on this device.",
  "client.communicationError": "There has been a communication error. Please try again.",
  "client.tryAgain": "Try again",
};

let model: SiteModel;
let emulator: { url: string; close(): Promise<void> };
beforeAll(async () => {
  const base = await repoModel();
  emulator = await startEmulator({ port: 0, model: base });
  model = modelFor(base, emulator.url);
});
afterAll(() => emulator.close());
afterEach(() => {
  document.body.innerHTML = "";
});

function browserConfig(): IslandBrowserConfig {
  return {
    page: { id: "pro-welcome", route: "/pro/welcome", locale: "en", defaultLocale: "en", template: "subscription", theme: "pro", specificPurpose: false },
    environment: "local",
    mainHost: model.site.hosts.main,
    hosts: model.site.hosts,
    runtime: model.runtime,
    services: model.services,
    subscription: model.subscription,
    messages,
  };
}

function deps(local: MountDeps["local"], overrides: Partial<MountDeps> = {}): MountDeps {
  document.body.innerHTML = '<main><div data-island="purchase-confirmation"><p>Thank you</p></div></main>';
  return {
    doc: document,
    config: browserConfig(),
    search: "?success=true&billing_period=yearly",
    fetch: globalThis.fetch,
    local,
    session: memoryStorage(),
    crypto: globalThis.crypto,
    now: Date.now,
    sleep: async () => {},
    log: () => {},
    ...overrides,
  };
}

/** Waits for the island to settle on something other than "checking". */
async function settled(): Promise<HTMLElement> {
  for (let tries = 0; tries < 200; tries += 1) {
    const box = document.querySelector<HTMLElement>("[data-confirmation]");
    if (box && box.dataset.confirmation !== "checking") return box;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error("the island never settled");
}

/** A browser that started checkout on this site: a new account, its refresh token stored. */
function buyer(pay: boolean) {
  return startCheckout(model, { successUrl: "http://127.0.0.1:4321/en/pro/welcome/", pay });
}

describe("purchase-confirmation island", () => {
  it("says the purchase is done only after the API confirmed an active subscription", async () => {
    const storage = await buyer(true);
    await act(async () => {
      expect(mountPurchaseConfirmation(deps(storage))).toBe(true);
    });
    const box = await settled();
    expect(box.dataset.confirmation).toBe("confirmed");
    expect(box.textContent).toBe(messages["client.subscription.activated"]);
  });

  it("does not believe success=true for an unpaid checkout: it asks a bounded number of times, then shows the communication error", async () => {
    const storage = await buyer(false);
    const asked: string[] = [];
    const counting: typeof fetch = async (input, init) => {
      asked.push(new URL(String(input)).pathname);
      return fetch(input, init);
    };
    await act(async () => {
      mountPurchaseConfirmation(deps(storage, { fetch: counting }));
    });
    const box = await settled();
    expect(box.dataset.confirmation).toBe("failed");
    expect(box.querySelector("[role=alert]")?.textContent).toBe(messages["client.communicationError"]);
    expect(asked.filter((path) => path === model.services.calls.subscriptionStatus.path)).toHaveLength(model.subscription.confirmation.maxAttempts);
  });

  it("shows the communication error without a stored session, and tries again on request", async () => {
    const storage = memoryStorage();
    await act(async () => {
      mountPurchaseConfirmation(deps(storage));
    });
    expect((await settled()).dataset.confirmation).toBe("failed");

    const paid = await buyer(true);
    storage.setItem(model.subscription.storageKeys.refreshToken, paid.getItem(model.subscription.storageKeys.refreshToken)!);
    await act(async () => {
      document.querySelector<HTMLButtonElement>("button")!.click();
    });
    expect((await settled()).dataset.confirmation).toBe("confirmed");
  });

  it("stays out of pages without its mount point", () => {
    document.body.innerHTML = "<main></main>";
    expect(mountPurchaseConfirmation({ ...deps(memoryStorage()), doc: document.implementation.createHTMLDocument() })).toBe(false);
  });
});
