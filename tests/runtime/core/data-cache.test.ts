import { describe, expect, it } from "vitest";
import { isSlowConnection, swrConfig } from "../../../runtime/core/data-cache.js";
import { loadRuntimeConfig } from "./config.js";

const cache = loadRuntimeConfig().dataCache;

describe("data cache configuration for SWR (SPEC §4, §9)", () => {
  it("carries the spec's constants under SWR's option names and revalidates on focus and reconnect", () => {
    expect(swrConfig(cache, false)).toEqual({
      dedupingInterval: 2000,
      focusThrottleInterval: 5000,
      errorRetryInterval: 5000,
      loadingTimeout: 3000,
      revalidateOnFocus: true,
      revalidateOnReconnect: true,
    });
  });

  it("waits longer on slow connections", () => {
    expect(swrConfig(cache, true)).toMatchObject({ errorRetryInterval: 10000, loadingTimeout: 5000 });
  });

  it("detects 2G-class connections", () => {
    expect(isSlowConnection({ connection: { effectiveType: "2g" } })).toBe(true);
    expect(isSlowConnection({ connection: { effectiveType: "slow-2g" } })).toBe(true);
    expect(isSlowConnection({ connection: { effectiveType: "4g" } })).toBe(false);
    expect(isSlowConnection({})).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});
