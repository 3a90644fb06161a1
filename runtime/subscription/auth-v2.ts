import * as v from "valibot";
import type { BuildEnvironment } from "../../contracts/browser-config.js";
import type { ServicesConfig } from "../../contracts/config/index.js";
import type { HttpEdge } from "./http-edge.js";
import { logged, NO_CODE_VERIFIER, reported, SubscriptionError, type Logger, type StepReporter } from "./errors.js";
import { createPkcePair, type PkceCrypto } from "./pkce.js";
import {
  BEARER_REFUSALS,
  EMAIL_CONFIRM_REFUSALS,
  EMAIL_EDIT_REFUSALS,
  OTP_REFUSALS,
  REFRESH_REFUSALS,
} from "./refusals.js";
import {
  accessTokenClaimsSchema,
  accountResponseSchema,
  codeResponseSchema,
  editConfirmResponseSchema,
  hashResponseSchema,
  logoutResponseSchema,
  tokenResponseSchema,
  type AccessTokenClaims,
  type TokenResponse,
} from "../../contracts/service-answers.js";

/** The web site and the product's own apps sign in with different client ids (SPEC §6). */
export type ClientKind = "web" | "app";

export interface AuthV2Deps {
  api: HttpEdge;
  services: ServicesConfig;
  environment: BuildEnvironment;
  clientKind: ClientKind;
  crypto: PkceCrypto;
  report: StepReporter;
  log: Logger;
}

export interface Identity {
  id: string;
  email: string | null;
}

/**
 * The payload of a JWT (base64url JSON between its first two dots), unverified: the page has no key
 * to verify with, and the service checks every token it is sent. Decoded here rather than with
 * jose's decodeJwt, whose error classes and byte helpers weighed 0.8 KB gzipped in every island.
 */
function jwtPayload(token: string): unknown {
  const part = token.split(".")[1] ?? "";
  const binary = atob(part.replace(/-/g, "+").replace(/_/g, "/"));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
}

/** SPEC §3: who the v2 access token belongs to; null when the token does not carry the claims. */
export function readAccessToken(accessToken: string): (Identity & { expiresAt: number | null }) | null {
  let claims: AccessTokenClaims;
  try {
    claims = v.parse(accessTokenClaimsSchema, jwtPayload(accessToken));
  } catch {
    return null;
  }
  return {
    id: claims.sub,
    email: claims.email ?? null,
    expiresAt: claims.exp === undefined ? null : claims.exp * 1000,
  };
}

export type AuthV2 = ReturnType<typeof createAuthV2>;

/** The v2 calls of SPEC §7, each reported under its §8 step name when it fails. */
export function createAuthV2(deps: AuthV2Deps) {
  const { api, report } = deps;
  const clientId = deps.services.clientIds[deps.clientKind];
  const requireVerifier = (codeVerifier: string | undefined): string => {
    if (!codeVerifier) throw new SubscriptionError("no-code-verifier", NO_CODE_VERIFIER);
    return codeVerifier;
  };

  return {
    /** Opens an auth session (a cookie) bound to a fresh PKCE challenge; keep the verifier in memory. */
    authorize: () =>
      reported(report, "subscription.v2Authorization", async () => {
        const pkce = await createPkcePair(deps.crypto);
        await api.expectOk("authorize", {
          credentials: true,
          query: {
            code_challenge: pkce.codeChallenge,
            code_challenge_method: "S256",
            client_id: clientId,
            response_type: "code",
            scope: "privacypro",
          },
        });
        return { codeVerifier: pkce.codeVerifier };
      }),

    /** Sends the one-time code e-mail; only HTTP 200 counts as sent. */
    requestOtp: (email: string, locale: string) =>
      api.expectStatus("otp", 200, { credentials: true, query: { email, locale } }),

    createAccount: () =>
      reported(
        report,
        "subscription.v2AccountCreate",
        async () => (await api.json("accountCreate", codeResponseSchema, { credentials: true })).code,
      ),

    login: (input: { email: string; otp: string; codeVerifier: string | undefined }) =>
      reported(report, "subscription.v2Login", async () => {
        requireVerifier(input.codeVerifier);
        const body = { email: input.email, otp: input.otp, method: "otp" };
        return (await api.json("login", codeResponseSchema, { credentials: true, json: body, refusals: OTP_REFUSALS }))
          .code;
      }),

    exchangeCode: (code: string, codeVerifier: string | undefined): Promise<TokenResponse> =>
      reported(report, "subscription.v2Tokens", async () =>
        api.json("token", tokenResponseSchema, {
          query: {
            code_verifier: requireVerifier(codeVerifier),
            code,
            grant_type: "authorization_code",
            client_id: clientId,
            ttl: deps.environment === "staging" ? String(deps.services.stagingTokenTtlSeconds) : undefined,
          },
        }),
      ),

    refresh: (refreshToken: string, clientKind: ClientKind = deps.clientKind): Promise<TokenResponse> =>
      reported(report, "subscription.tokenRefresh", async () =>
        api.json("token", tokenResponseSchema, {
          query: {
            grant_type: "refresh_token",
            client_id: deps.services.clientIds[clientKind],
            refresh_token: refreshToken,
          },
          refusals: REFRESH_REFUSALS,
        }),
      ),

    logout: async (accessToken: string) =>
      (await api.json("logout", logoutResponseSchema, { bearer: accessToken, refusals: BEARER_REFUSALS })).status,

    account: (accessToken: string) =>
      api.json("account", accountResponseSchema, { bearer: accessToken, refusals: BEARER_REFUSALS }),

    /**
     * Asks to move the account to `email`; the answer's hash goes with the confirmation. An empty
     * address without a locale removes the e-mail: there is nowhere to send a code to confirm.
     */
    editEmail: (accessToken: string, email: string, locale?: string) =>
      reported(report, "subscription.v2AccountEdit", () =>
        logged(
          deps.log,
          async () =>
            (
              await api.json("accountEdit", hashResponseSchema, {
                bearer: accessToken,
                query: { email, locale },
                refusals: EMAIL_EDIT_REFUSALS,
              })
            ).hash,
        ),
      ),

    confirmEmailEdit: (accessToken: string, input: { email: string; otp: string; hash: string; locale: string }) =>
      reported(report, "subscription.v2AccountEditConfirm", () =>
        logged(deps.log, async () => {
          const answer = await api.json("accountEditConfirm", editConfirmResponseSchema, {
            bearer: accessToken,
            query: { email: input.email, otp: input.otp, hash: input.hash, locale: input.locale },
            refusals: EMAIL_CONFIRM_REFUSALS,
          });
          return { email: answer.email };
        }),
      ),
  };
}
