import { describe, expect, it } from "vitest";
import { assign, assignAll, isBlocked } from "../../../runtime/core/experiments.js";
import { loadRuntimeConfig } from "./config.js";
import { memoryStore } from "./memory-store.js";

const runtime = loadRuntimeConfig();
const optOut = runtime.experimentRules.optOut;
const byName = (name: string) => runtime.experiments.find((e) => e.name === name)!;
const promo = byName("subscriptionpromo");
const none = { stored: null, url: null, backend: null, random: () => 0.5 };

describe("experiments (SPEC §3, §4)", () => {
  it("defines the four experiments of the spec", () => {
    expect(runtime.experiments.map((e) => e.name)).toEqual(["windowsinstaller", "subscriptionpromo", "appbranding", "duckaiuninstalledhomev2"]);
    expect(promo.variants).toEqual(["control", "tagline", "banner"]);
    expect(byName("windowsinstaller").allocation).toBe(1);
    expect(byName("appbranding").assignment).toBe("backend");
  });

  it("follows the precedence stored, URL, backend, random draw", () => {
    const branding = byName("appbranding");
    expect(assign(promo, { ...none, stored: "tagline", url: "banner" }, optOut)).toBe("tagline");
    expect(assign(promo, { ...none, url: "banner" }, optOut)).toBe("banner");
    expect(assign(branding, { ...none, url: "control", backend: "bb" }, optOut)).toBe("control");
    expect(assign(branding, { ...none, backend: "bb" }, optOut)).toBe("bb");
    expect(assign(byName("windowsinstaller"), none, optOut)).toBe("new");
  });

  it("skips stored or URL values that are not variants, hostile ones included", () => {
    expect(assign(promo, { ...none, stored: "gone", url: "banner" }, optOut)).toBe("banner");
    expect(assign(promo, { ...none, url: "<script>" }, optOut)).toBe(false);
    expect(assign(promo, { ...none, url: "nonsense" }, optOut)).toBe(false);
  });

  it("opts out with __UNASSIGNED__, from the URL or a stored opt-out", () => {
    expect(optOut).toBe("__UNASSIGNED__");
    expect(assign(byName("windowsinstaller"), { ...none, url: optOut }, optOut)).toBe(false);
    expect(assign(promo, { ...none, stored: optOut, url: "banner" }, optOut)).toBe(false);
  });

  it("is blocked for campaign prosearchtest or filter block", () => {
    const rules = runtime.experimentRules;
    expect(isBlocked(rules, "prosearchtest", null)).toBe(true);
    expect(isBlocked(rules, null, "block")).toBe(true);
    expect(isBlocked(rules, "spring", "none")).toBe(false);
    expect(isBlocked(rules, null, null)).toBe(false);
    const store = memoryStore({ [`${runtime.storageKeys.experimentPrefix}subscriptionpromo`]: "banner" });
    const blocked = assignAll(runtime, { store, url: { windowsinstaller: "new" }, backend: () => "bb", random: () => 0, blocked: true });
    expect(Object.values(blocked)).toEqual(runtime.experiments.map(() => false));
  });

  it("throws the spec's message for a backend experiment the backend did not assign", () => {
    expect(() => assign(byName("appbranding"), none, optOut)).toThrow("Experiment appbranding has not been assigned on the backend");
    expect(() => assign(byName("appbranding"), { ...none, backend: "zz" }, optOut)).toThrow("Experiment appbranding has not been assigned on the backend");
  });

  it("draws variants by allocation, evenly across variants", () => {
    const exp = { ...promo, allocation: 0.6 };
    const draw = (r: number) => assign(exp, { ...none, random: () => r }, optOut);
    expect(draw(0)).toBe("control");
    expect(draw(0.25)).toBe("tagline");
    expect(draw(0.59)).toBe("banner");
    expect(draw(0.6)).toBe(false);
    expect(assign(promo, { ...none, random: () => 0 }, optOut)).toBe(false);
  });

  it("assigns all, persists new variants, and leaves a failing experiment not ready", () => {
    const store = memoryStore();
    const prefix = runtime.storageKeys.experimentPrefix;
    const assignments = assignAll(runtime, { store, url: { subscriptionpromo: "banner" }, backend: () => null, random: () => 0.3, blocked: false });
    expect(assignments).toEqual({ windowsinstaller: "new", subscriptionpromo: "banner", appbranding: null, duckaiuninstalledhomev2: false });
    expect(store.map.get(`${prefix}subscriptionpromo`)).toBe("banner");
    expect(store.map.has(`${prefix}duckaiuninstalledhomev2`)).toBe(false);
    const again = assignAll(runtime, { store, url: {}, backend: () => "bb", random: () => 0.99, blocked: false });
    expect(again.subscriptionpromo).toBe("banner");
    expect(again.appbranding).toBe("bb");
    expect(store.map.get(`${prefix}appbranding`)).toBe("bb");
  });
});

/**
 * Issue 21, item 4. SPEC §4: "Precedence: stored value, URL override, backend value, random draw
 * by allocation. A URL value of __UNASSIGNED__ opts out." Both sentences hold: what the URL asks
 * for becomes the stored value.
 */
describe("an exp_{name} override once a variant is stored", () => {
  const prefix = runtime.storageKeys.experimentPrefix;
  const key = `${prefix}subscriptionpromo`;
  const run = (store: ReturnType<typeof memoryStore>, url: Record<string, string>) =>
    assignAll(runtime, { store, url, backend: () => "bb", random: () => 0.99, blocked: false }).subscriptionpromo;

  it("forces another variant, which the visitor then keeps", () => {
    const store = memoryStore({ [key]: "tagline" });
    expect(run(store, { subscriptionpromo: "banner" })).toBe("banner");
    expect(store.map.get(key)).toBe("banner");
    expect(run(store, {})).toBe("banner");
  });

  it("opts out with __UNASSIGNED__, and the opt-out stays on later pages", () => {
    const store = memoryStore({ [key]: "tagline" });
    expect(run(store, { subscriptionpromo: optOut })).toBe(false);
    expect(store.map.get(key)).toBe(optOut);
    expect(run(store, {})).toBe(false);
    expect(run(store, { subscriptionpromo: "banner" })).toBe("banner");
  });

  it("ignores a value that is neither a variant nor the opt-out, and stores nothing while blocked", () => {
    const store = memoryStore({ [key]: "tagline" });
    expect(run(store, { subscriptionpromo: "<script>" })).toBe("tagline");
    expect(store.map.get(key)).toBe("tagline");
    assignAll(runtime, { store, url: { subscriptionpromo: "banner" }, backend: () => "bb", random: () => 0, blocked: true });
    expect(store.map.get(key)).toBe("tagline");
  });
});
