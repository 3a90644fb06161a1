import { describe, expect, it } from "vitest";
import { runtimeSchema } from "../../../contracts/config/runtime.js";
import { loadRuntimeConfig } from "./config.js";

describe("runtime section of the repository's site", () => {
  it("validates and stays lean enough to serialise into every page", () => {
    const runtime = loadRuntimeConfig();
    expect(JSON.stringify(runtime).length).toBeLessThan(6000);
  });

  it("rejects thresholds where good is worse than poor", () => {
    const runtime = loadRuntimeConfig();
    const broken = {
      ...runtime,
      webVitals: {
        ...runtime.webVitals,
        thresholds: { ...runtime.webVitals.thresholds, LCP: { good: 5000, poor: 4000 } },
      },
    };
    expect(runtimeSchema.safeParse(broken).success).toBe(false);
  });

  it("rejects an unknown call-to-action in an order", () => {
    const runtime = loadRuntimeConfig();
    const broken = { ...runtime, cta: { ...runtime.cta, default: ["add-to-browser", "fax-us"] } };
    expect(runtimeSchema.safeParse(broken).success).toBe(false);
  });
});
