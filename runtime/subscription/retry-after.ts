/**
 * How long a service that answered 429 (or 503) asks to be left alone: its Retry-After header, in
 * seconds (RFC 9110 §10.2.3: a number of seconds or an HTTP date). Null when it names no time.
 */
export function retryAfterSeconds(response: Pick<Response, "status" | "headers">, now: () => number): number | null {
  if (response.status !== 429 && response.status !== 503) return null;
  const value = response.headers.get("retry-after")?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now()) / 1000));
}
