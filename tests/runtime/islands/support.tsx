import { act } from "react";
import type { Root } from "react-dom/client";
import type { IslandBrowserConfig } from "../../../contracts/browser-config.js";
import { atbClock } from "../../../contracts/build-browser-config.js";
import { browserMessage, type BrowserMessage } from "../../../contracts/i18n/message-format.js";
import type { SiteModel } from "../../../cli/config/load.js";
import {
  SHARED_MESSAGE_KEYS,
  SUBSCRIPTION_MESSAGE_KEYS,
  SUBSCRIPTION_MESSAGE_PREFIX,
} from "../../../contracts/subscription-ui.js";
import { mountIsland } from "../../../runtime/islands/subscription/mount.js";
import type { IslandDeps } from "../../../runtime/islands/subscription/services.js";
import { loadCatalogue } from "../../templates/fake-props.js";
import { memoryStorage } from "../subscription/support.js";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const english = loadCatalogue("en");

const mounted: Root[] = [];

/** mountIsland, remembering the root for `unmountIslands`. */
export function mountForTest(...args: Parameters<typeof mountIsland>): Root | null {
  const root = mountIsland(...args);
  if (root) mounted.push(root);
  return root;
}

/**
 * Ends every screen a test mounted. One left mounted keeps its timers (the resend countdown, the
 * data cache's revalidation), and the unit tests share a worker between files: a timer that fires
 * once the next file has taken jsdom's window away throws there, and fails the run.
 */
export function unmountIslands(): void {
  act(() => {
    for (const root of mounted.splice(0)) root.unmount();
  });
}

/** The islands' words in a language (English by default), as the build serves them in the island config: parsed, {brand} filled in. */
function screenMessages(brand: string, locale = "en"): Record<string, BrowserMessage> {
  const catalogue = loadCatalogue(locale);
  const message = (key: string) =>
    catalogue.has(key)
      ? browserMessage(catalogue.get(key)!, locale, { brand })
      : browserMessage(english.get(key)!, "en", { brand });
  const messages: Record<string, BrowserMessage> = {};
  for (const key of SUBSCRIPTION_MESSAGE_KEYS) messages[key] = message(`${SUBSCRIPTION_MESSAGE_PREFIX}${key}`);
  for (const [key, full] of Object.entries(SHARED_MESSAGE_KEYS)) messages[key] = message(full);
  return messages;
}

export function islandConfig(model: SiteModel, route: string, locale = "en"): IslandBrowserConfig {
  return {
    page: {
      id: "test",
      route,
      locale,
      defaultLocale: "en",
      template: "subscription",
      theme: "pro",
      specificPurpose: false,
    },
    environment: "local",
    mainHost: model.site.hosts.main,
    hosts: model.site.hosts,
    runtime: model.runtime,
    atbClock: atbClock(model.runtime.atb),
    services: model.services,
    subscription: model.subscription,
    screenMessages: screenMessages(model.site.brand, locale),
    messages: {},
  };
}

/** A page with the island's mount point, and the browser edges an island takes. */
export function islandPage(
  model: SiteModel,
  island: string,
  route: string,
  overrides: Partial<IslandDeps> = {},
): IslandDeps {
  document.body.innerHTML = `<main><div data-island="${island}"><p>fallback</p></div></main>`;
  return {
    win: window,
    doc: document,
    config: islandConfig(model, route),
    search: "",
    fetch: globalThis.fetch,
    local: memoryStorage(),
    session: memoryStorage(),
    crypto: globalThis.crypto,
    locks: null,
    now: Date.now,
    sleep: async () => {},
    timers: globalThis,
    navigate: () => {},
    log: () => {},
    ...overrides,
  };
}

/** Lets React and the engine's calls run until `check` holds (or fails after a few seconds). */
export async function until<T>(check: () => T | null | undefined | false, what: string): Promise<T> {
  for (let tries = 0; tries < 300; tries += 1) {
    const value = check();
    if (value) return value;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error(`never happened: ${what}\n${islandText()}`);
}

/** What the island shows (not the page's message data). */
export const islandText = () => document.querySelector("[data-island]")?.textContent ?? "";

export const heading = (name: string) =>
  [...document.querySelectorAll("h2")].find((element) => element.textContent === name) ?? null;
export const button = (name: string) =>
  [...document.querySelectorAll("button")].find((element) => element.textContent === name) ?? null;
export const field = (label: string) => {
  const element = [...document.querySelectorAll("label")].find((candidate) => candidate.textContent === label);
  return element ? (document.getElementById(element.htmlFor) as HTMLInputElement | null) : null;
};

/** Types into a React-controlled input as a person (or a paste) would. */
export function type(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}
