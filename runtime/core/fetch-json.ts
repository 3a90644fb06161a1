export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Rejection of fetchJson: the response's status and whatever data it carried. */
export class FetchJsonError extends Error {
  readonly code = "fetch-json-failed";
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(status ? `Request failed with status ${status}` : "Request returned no data");
    this.name = "FetchJsonError";
  }
}

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
  if (!response.ok || data === null) throw new FetchJsonError(response.status, data);
  return data as T;
}
