import { describe, expect, it, vi } from "vitest";
import { checkEligibility, subscriptionSupported } from "../../../runtime/core/eligibility.js";
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

/** Issue 21, item 7: SPEC §9's 30-country list was configured and read nowhere. */
describe("where the subscription can be bought (SPEC §9)", () => {
  const runtime = loadRuntimeConfig();

  it("is a country of the 30 whose eligibility check answers", async () => {
    const fetcher = vi.fn(async () => new Response("{}"));
    expect(await subscriptionSupported(fetcher, runtime, "us")).toBe(true);
    expect(await subscriptionSupported(fetcher, { ...runtime, eligibleCountries: [...runtime.eligibleCountries, "jp"] }, "JP")).toBe(false);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
