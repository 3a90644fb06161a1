export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

import { codedError } from "./coded-error.js";

/** SPEC §7: GET/POST JSON; rejects with the data and status when the response is not ok or has no body. */
export async function fetchJson<T = unknown>(fetcher: FetchLike, url: string, init?: RequestInit): Promise<T> {
  const response = await fetcher(url, init);
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok || data === null) {
    throw codedError("fetch-json-failed", `Request to ${url} failed with status ${response.status}`, { status: response.status, data });
  }
  return data as T;
}
