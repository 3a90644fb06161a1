/** The parts of Web Crypto that PKCE needs; the browser's `crypto` and Node's `globalThis.crypto` fit. */
export type PkceCrypto = Pick<Crypto, "getRandomValues" | "subtle">;

export interface PkcePair {
  codeVerifier: string;
  codeChallenge: string;
}

/** 32 random bytes give a 43-character verifier, the shortest RFC 7636 allows. */
const VERIFIER_BYTES = 32;

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** S256: base64url(SHA-256(verifier)). */
export async function codeChallengeFor(codeVerifier: string, crypto: PkceCrypto): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(codeVerifier));
  return base64url(new Uint8Array(digest));
}

export async function createPkcePair(crypto: PkceCrypto): Promise<PkcePair> {
  const codeVerifier = base64url(crypto.getRandomValues(new Uint8Array(VERIFIER_BYTES)));
  return { codeVerifier, codeChallenge: await codeChallengeFor(codeVerifier, crypto) };
}
