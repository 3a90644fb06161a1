import { describe, expect, it } from "vitest";
import { createExpiringStore, expiryDate, safeStorage } from "../../../runtime/core/storage.js";
import { loadRuntimeConfig } from "./config.js";
import { memoryStore } from "./memory-store.js";

const suffix = loadRuntimeConfig().storageKeys.ttlSuffix;

describe("local storage with expiry (SPEC §3, §9)", () => {
  it("stores the expiry as an ISO date under the companion key", () => {
    const store = memoryStore();
    const expiring = createExpiringStore(store, suffix, () => new Date("2026-03-10T15:00:00Z"));
    expiring.set("homeOnboarding", "seen", 2);
    expect(store.map.get("homeOnboarding")).toBe("seen");
    expect(store.map.get(`homeOnboarding${suffix}`)).toBe("2026-03-12");
  });

  it("keeps the value through the last day and drops it on the expiry day boundary", () => {
    const store = memoryStore();
    let now = new Date("2026-03-10T23:59:59Z");
    const expiring = createExpiringStore(store, suffix, () => now);
    expiring.set("k", "v", 1);
    expect(expiring.get("k")).toBe("v");
    now = new Date("2026-03-10T23:59:59.999Z");
    expect(expiring.get("k")).toBe("v");
    now = new Date("2026-03-11T00:00:00Z");
    expect(expiring.get("k")).toBeNull();
    expect(store.map.has("k")).toBe(false);
    expect(store.map.has(`k${suffix}`)).toBe(false);
  });

  it("treats a value without a companion key as never expiring, and clears an old expiry on re-set", () => {
    const store = memoryStore({ k: "v" });
    const expiring = createExpiringStore(store, suffix, () => new Date("2099-01-01T00:00:00Z"));
    expect(expiring.get("k")).toBe("v");
    expiring.set("k", "w", 1);
    expiring.set("k", "x");
    expect(store.map.has(`k${suffix}`)).toBe(false);
    expiring.remove("k");
    expect(expiring.get("k")).toBeNull();
  });

  it("counts TTL in days across month ends", () => {
    expect(expiryDate(new Date("2026-01-31T08:00:00Z"), 30)).toBe("2026-03-02");
  });

  it("falls back to memory when storage throws", () => {
    const store = safeStorage(() => {
      throw new Error("SecurityError");
    });
    store.setItem("a", "1");
    expect(store.getItem("a")).toBe("1");
  });
});
