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
