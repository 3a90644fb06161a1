import { describe, expect, it } from "vitest";
import { cookieString, parseCookies } from "../../../runtime/core/cookies.js";

describe("cookies", () => {
  it("parses names and decoded values", () => {
    const cookies = parseCookies("ae=d; l=en-us ; x=a%20b");
    expect(cookies.get("ae")).toBe("d");
    expect(cookies.get("l")).toBe("en-us");
    expect(cookies.get("x")).toBe("a b");
  });

  it("drops values with <, > or / and malformed encodings", () => {
    const cookies = parseCookies("ae=%3Cscript%3E; p=a/b; bad=%E0%A4%A; ok=1");
    expect(cookies.has("ae")).toBe(false);
    expect(cookies.has("p")).toBe(false);
    expect(cookies.has("bad")).toBe(false);
    expect(cookies.get("ok")).toBe("1");
  });

  it("writes a site-wide cookie, deleting with max-age 0", () => {
    expect(cookieString("ae", "-1", 365, true)).toBe("ae=-1; path=/; max-age=31536000; SameSite=Lax; Secure");
    expect(cookieString("ae", "", 0, false)).toBe("ae=; path=/; max-age=0; SameSite=Lax");
  });
});
