import { randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";

export interface AccessClaims {
  sub: string;
  email: string | null;
  jti: string;
}

/** Opaque random strings for codes, refresh tokens, session and page ids. */
export const randomToken = (bytes = 24) => randomBytes(bytes).toString("base64url");

/**
 * Access tokens as the real service issues them: HS256 JWTs with sub, email, exp and a jti that
 * logout can revoke. The key is new for every emulator run, so old tokens stop working on restart.
 */
export function createTokenSigner(now: () => number) {
  // Copied into this realm's Uint8Array: jose rejects a Buffer when tests run the emulator under jsdom.
  const key = new Uint8Array(randomBytes(32));
  const seconds = () => Math.floor(now() / 1000);

  return {
    async sign(claims: { sub: string; email: string | null }, ttlSeconds: number): Promise<{ token: string; jti: string }> {
      const jti = randomToken(12);
      const token = await new SignJWT({ email: claims.email })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(claims.sub)
        .setJti(jti)
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + ttlSeconds)
        .sign(key);
      return { token, jti };
    },

    /** The claims of a valid token; null when it is forged, malformed or expired. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], currentDate: new Date(now()) });
        if (typeof payload.sub !== "string" || typeof payload.jti !== "string") return null;
        return { sub: payload.sub, jti: payload.jti, email: typeof payload.email === "string" ? payload.email : null };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
