import { randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";

export interface AccessClaims {
  sub: string;
  email: string | null;
  /** The session (sign-in) the token belongs to: logout or a replayed refresh token ends them all. */
  sid: string;
}

/** Opaque random strings for codes, refresh tokens, session and page ids. */
export const randomToken = (bytes = 24) => randomBytes(bytes).toString("base64url");

/**
 * Access tokens as the real service issues them: HS256 JWTs with sub, email, exp, the session id
 * (sid) that logout and reuse detection revoke, and auth_time (OIDC: when the sign-in with a code
 * happened). The key is new for every emulator run, so old tokens stop working on restart.
 */
export function createTokenSigner(now: () => number) {
  // Copied into this realm's Uint8Array: jose rejects a Buffer when tests run the emulator under jsdom.
  const key = new Uint8Array(randomBytes(32));
  const seconds = () => Math.floor(now() / 1000);

  return {
    sign(claims: AccessClaims & { authTime: number }, ttlSeconds: number): Promise<string> {
      return new SignJWT({ email: claims.email, sid: claims.sid, auth_time: Math.floor(claims.authTime / 1000) })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(claims.sub)
        .setJti(randomToken(12))
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + ttlSeconds)
        .sign(key);
    },

    /** The claims of a valid token; null when it is forged, malformed or expired. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], currentDate: new Date(now()) });
        if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
        return { sub: payload.sub, sid: payload.sid, email: typeof payload.email === "string" ? payload.email : null };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
