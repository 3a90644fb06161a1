import { describe, expect, it } from "vitest";
import { assign, assignAll, isBlocked } from "../../../runtime/core/experiments.js";
import { loadRuntimeConfig } from "./config.js";
import { memoryStore } from "./memory-store.js";

const runtime = loadRuntimeConfig();
const optOut = runtime.experimentRules.optOut;
const byName = (name: string) => runtime.experiments.find((e) => e.name === name)!;
const promo = byName("subscriptionpromo");
const none = { stored: null, url: null, backend: null, random: () => 0.5, blocked: false };

describe("experiments (SPEC §3, §4)", () => {
  it("defines the four experiments of the spec", () => {
    expect(runtime.experiments.map((e) => e.name)).toEqual(["windowsinstaller", "subscriptionpromo", "appbranding", "duckaiuninstalledhomev2"]);
    expect(promo.variants).toEqual(["control", "tagline", "banner"]);
    expect(byName("windowsinstaller").allocation).toBe(1);
    expect(byName("appbranding").assignment).toBe("backend");
  });

  it("follows the precedence stored, URL, backend, random draw", () => {
    const branding = byName("appbranding");
    expect(assign(promo, { ...none, stored: "tagline", url: "banner" }, optOut)).toEqual({ variant: "tagline", source: "stored" });
    expect(assign(promo, { ...none, url: "banner" }, optOut)).toEqual({ variant: "banner", source: "url" });
    expect(assign(branding, { ...none, url: "control", backend: "bb" }, optOut).variant).toBe("control");
    expect(assign(branding, { ...none, backend: "bb" }, optOut)).toEqual({ variant: "bb", source: "backend" });
    expect(assign(byName("windowsinstaller"), none, optOut)).toEqual({ variant: "new", source: "draw" });
  });

  it("skips stored or URL values that are not variants", () => {
    expect(assign(promo, { ...none, stored: "gone", url: "banner" }, optOut).variant).toBe("banner");
    expect(assign(promo, { ...none, url: "nonsense" }, optOut)).toEqual({ variant: false, source: "draw" });
  });

  it("opts out with __UNASSIGNED__", () => {
    expect(optOut).toBe("__UNASSIGNED__");
    expect(assign(byName("windowsinstaller"), { ...none, url: optOut }, optOut)).toEqual({ variant: false, source: "url" });
  });

  it("is blocked for campaign prosearchtest or filter block", () => {
    const rules = runtime.experimentRules;
    expect(isBlocked(rules, "prosearchtest", null)).toBe(true);
    expect(isBlocked(rules, null, "block")).toBe(true);
    expect(isBlocked(rules, "spring", "none")).toBe(false);
    expect(assign(promo, { ...none, stored: "banner", blocked: true }, optOut).variant).toBe(false);
  });

  it("throws the spec's message for a backend experiment the backend did not assign", () => {
    expect(() => assign(byName("appbranding"), none, optOut)).toThrow("Experiment appbranding has not been assigned on the backend");
  });

  it("draws variants by allocation, evenly across variants", () => {
    const exp = { ...promo, allocation: 0.6 };
    const draw = (r: number) => assign(exp, { ...none, random: () => r }, optOut).variant;
    expect(draw(0)).toBe("control");
    expect(draw(0.25)).toBe("tagline");
    expect(draw(0.59)).toBe("banner");
    expect(draw(0.6)).toBe(false);
    expect(assign(promo, { ...none, random: () => 0 }, optOut).variant).toBe(false);
  });

  it("assigns all, persists new variants, and leaves a failing experiment not ready", () => {
    const store = memoryStore();
    const prefix = runtime.storageKeys.experimentPrefix;
    const { assignments, errors } = assignAll(runtime, { store, url: { subscriptionpromo: "banner" }, backend: () => null, random: () => 0.3, blocked: false });
    expect(assignments).toEqual({
      windowsinstaller: { ready: true, variant: "new" },
      subscriptionpromo: { ready: true, variant: "banner" },
      appbranding: { ready: false },
      duckaiuninstalledhomev2: { ready: true, variant: false },
    });
    expect(errors.map((e) => e.message)).toEqual(["Experiment appbranding has not been assigned on the backend"]);
    expect(store.map.get(`${prefix}subscriptionpromo`)).toBe("banner");
    expect(store.map.has(`${prefix}duckaiuninstalledhomev2`)).toBe(false);
    const again = assignAll(runtime, { store, url: {}, backend: () => "bb", random: () => 0.99, blocked: false });
    expect(again.assignments.subscriptionpromo).toEqual({ ready: true, variant: "banner" });
    expect(again.assignments.appbranding).toEqual({ ready: true, variant: "bb" });
  });
});
