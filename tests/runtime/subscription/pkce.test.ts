import { describe, expect, it } from "vitest";
import { codeChallengeFor, createPkcePair } from "../../../runtime/subscription/pkce.js";

describe("PKCE S256", () => {
  it("matches the worked example of RFC 7636 appendix B", async () => {
    expect(await codeChallengeFor("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk", globalThis.crypto)).toBe(
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    );
  });

  it("makes a 43 to 128 character verifier from getRandomValues and its challenge", async () => {
    const bytes: number[] = [];
    const fake = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
        const view = array as unknown as Uint8Array;
        view.forEach((_, index) => {
          view[index] = index;
        });
        bytes.push(view.length);
        return array;
      },
      subtle: globalThis.crypto.subtle,
    };
    const pair = await createPkcePair(fake);
    expect(pair.codeVerifier).toBe("AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8");
    expect(pair.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(pair.codeChallenge).toBe(await codeChallengeFor(pair.codeVerifier, globalThis.crypto));
    expect(bytes).toEqual([32]);
  });

  it("never repeats a verifier with real randomness", async () => {
    const [a, b] = await Promise.all([createPkcePair(globalThis.crypto), createPkcePair(globalThis.crypto)]);
    expect(a.codeVerifier).not.toBe(b.codeVerifier);
    expect(a.codeChallenge).not.toBe(b.codeChallenge);
  });
});
