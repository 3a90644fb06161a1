import { describe, expect, it } from "vitest";
import { checkEmail } from "../../../runtime/subscription/email-check.js";

/** Issue 21, item 6. SPEC §5: "E-mail check for a subscription helper: trim, lowercase, test against an allowed list". */
describe("the e-mail check (SPEC §5)", () => {
  it("trims and lowercases the address", () => {
    expect(checkEmail("  Zoë.Person@Example.COM ", [])).toEqual({ email: "zoë.person@example.com", allowed: true });
  });

  it("lets every address through while the allowed list is empty", () => {
    expect(checkEmail("anyone@anywhere.example", []).allowed).toBe(true);
  });

  it("lets through only listed addresses and addresses of listed @domains", () => {
    const list = ["tester@example.com", "@quietly.example"];
    expect(checkEmail("Tester@Example.com", list).allowed).toBe(true);
    expect(checkEmail("someone@quietly.example", list).allowed).toBe(true);
    expect(checkEmail("someone@example.com", list).allowed).toBe(false);
    expect(checkEmail("someone@notquietly.example", list).allowed).toBe(false);
  });
});
