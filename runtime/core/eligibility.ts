import type { RuntimeConfig } from "../../contracts/config/index.js";
import type { FetchLike } from "./fetch-json.js";

/**
 * SPEC §7, §9: a country is eligible when it is on the eligible list and its eligibility JSON
 * file answers ok. Any failure means not eligible.
 */
export async function checkEligibility(fetcher: FetchLike, pathTemplate: string, eligibleCountries: readonly string[], country: string): Promise<boolean> {
  const code = country.toLowerCase();
  if (!eligibleCountries.includes(code)) return false;
  try {
    const response = await fetcher(pathTemplate.replace("{country}", encodeURIComponent(code)));
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Whether the subscription can be bought from `country`: one of the countries it is offered in
 * (SPEC §9's list of 30) and eligible by the eligibility check. A country off the list is not
 * asked about.
 */
export async function subscriptionSupported(fetcher: FetchLike, runtime: Pick<RuntimeConfig, "countries" | "eligibleCountries" | "endpoints">, country: string): Promise<boolean> {
  if (!runtime.countries.includes(country.toUpperCase())) return false;
  return checkEligibility(fetcher, runtime.endpoints.eligibility, runtime.eligibleCountries, country);
}
