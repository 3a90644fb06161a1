import { codedError } from "./coded-error.js";
import { fetchJson, type FetchLike } from "./fetch-json.js";

const NO_COUNTRY = "No country returned from service";


/**
 * SPEC §7, §8: the visitor's country from the country service. An empty answer is "" unless
 * the caller asks for an error, which then carries the §8 message.
 */
export async function lookupCountry(fetcher: FetchLike, path: string, options: { error?: boolean } = {}): Promise<string> {
  let country = "";
  try {
    const data = await fetchJson<{ country?: unknown }>(fetcher, path);
    if (typeof data.country === "string") country = data.country;
  } catch (error) {
    if (options.error) throw error;
  }
  if (!country && options.error) throw codedError("no-country", NO_COUNTRY);
  return country;
}
