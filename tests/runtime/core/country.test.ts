import { describe, expect, it } from "vitest";
import { lookupCountry } from "../../../runtime/core/country.js";
import { loadRuntimeConfig } from "./config.js";

const path = loadRuntimeConfig().endpoints.country;
const answer =
  (body: string, status = 200) =>
  async (url: string) => {
    expect(url).toBe(path);
    return new Response(body, { status });
  };

describe("country lookup (SPEC §3, §5, §7)", () => {
  it("returns the country field", async () => {
    expect(await lookupCountry(answer('{"country":"US"}'), path)).toBe("US");
  });

  it("returns an empty string for an empty answer without the error option", async () => {
    expect(await lookupCountry(answer('{"country":""}'), path)).toBe("");
    expect(await lookupCountry(answer("oops", 500), path)).toBe("");
  });

  it("rejects an empty answer with the spec's message when asked to", async () => {
    await expect(lookupCountry(answer('{"country":""}'), path, { error: true })).rejects.toThrow(
      "No country returned from service",
    );
    await expect(lookupCountry(answer("{}"), path, { error: true })).rejects.toThrow(
      "No country returned from service",
    );
  });

  it("lists the 30 countries of the spec", () => {
    const countries = loadRuntimeConfig().countries;
    expect(countries).toHaveLength(30);
    expect(countries).toContain("US");
    expect(countries).toContain("GB");
  });
});
