import { describe, expect, it } from "vitest";
import { retryAfterSeconds } from "../../../runtime/subscription/retry-after.js";

const answer = (status: number, retryAfter?: string) => ({
  status,
  headers: new Headers(retryAfter === undefined ? {} : { "retry-after": retryAfter }),
});
const now = () => Date.UTC(2030, 0, 1, 12, 0, 0);

describe("Retry-After (RFC 9110 §10.2.3)", () => {
  it("reads seconds, or a date counted from now, on a 429 or a 503", () => {
    expect(retryAfterSeconds(answer(429, "120"), now)).toBe(120);
    expect(retryAfterSeconds(answer(503, "Tue, 01 Jan 2030 12:05:00 GMT"), now)).toBe(300);
    expect(retryAfterSeconds(answer(429, "Tue, 01 Jan 2030 11:00:00 GMT"), now)).toBe(0);
  });

  it("names no time when the header is missing or unreadable, or the answer is not a refusal for a while", () => {
    expect(retryAfterSeconds(answer(429), now)).toBeNull();
    expect(retryAfterSeconds(answer(429, "soon"), now)).toBeNull();
    expect(retryAfterSeconds(answer(500, "120"), now)).toBeNull();
  });
});
