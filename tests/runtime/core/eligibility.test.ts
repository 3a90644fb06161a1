import { describe, expect, it, vi } from "vitest";
import { checkEligibility } from "../../../runtime/core/eligibility.js";
import { loadRuntimeConfig } from "./config.js";

const { endpoints, eligibleCountries } = loadRuntimeConfig();

describe("eligibility check (SPEC §7, §9)", () => {
  it("is the ok status of the country's eligibility file", async () => {
    const fetcher = vi.fn(async () => new Response("{}", { status: 200 }));
    expect(eligibleCountries).toEqual(["us"]);
    expect(await checkEligibility(fetcher, endpoints.eligibility, eligibleCountries, "US")).toBe(true);
    expect(fetcher).toHaveBeenCalledWith(endpoints.eligibility.replace("{country}", "us"));
    expect(await checkEligibility(async () => new Response("", { status: 404 }), endpoints.eligibility, eligibleCountries, "us")).toBe(false);
  });

  it("is false on failure and for countries off the list, without asking", async () => {
    expect(await checkEligibility(async () => Promise.reject(new TypeError("offline")), endpoints.eligibility, eligibleCountries, "us")).toBe(false);
    const fetcher = vi.fn(async () => new Response("{}"));
    expect(await checkEligibility(fetcher, endpoints.eligibility, eligibleCountries, "de")).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
  });
});
