import { createHash } from "node:crypto";
import * as z from "zod";
import type { AccountResponse, TokenResponse } from "../../../contracts/service-answers.js";
import { SERVICE_ERRORS } from "../../../contracts/service-errors.js";
import { sendSignInCode, signInWithCode } from "./codes.js";
import { authenticate, isReply, type CallHandlers, type CallRequest, type EmulatorContext } from "./context.js";
import { confirmEmailEdit, startEmailEdit } from "./email-change.js";
import { cookie, json, problem, type Reply } from "./http.js";
import { SERVICE_POLICY } from "./policy.js";
import type { Account } from "./state.js";
import { randomToken } from "./tokens.js";

const AUTH_SESSION_COOKIE = "quietly_auth_session";

const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/** Computed here with node:crypto, independently of the browser client, so PKCE is really checked. */
const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

const loginBodySchema = z.object({ email: z.string(), otp: z.string(), method: z.literal("otp") });

const ms = (seconds: number) => seconds * 1000;

const accountBody = (account: Account): AccountResponse => ({
  id: account.id,
  email: account.email,
  entitlements: account.entitlements.map((product) => ({ product })),
});

/** The auth session of the request's cookie, while it lasts. */
function authSession(request: CallRequest, context: EmulatorContext) {
  const id = cookie(request.req, AUTH_SESSION_COOKIE);
  const session = id ? context.state.authSessions.get(id) : undefined;
  if (!id || !session) return null;
  if (session.expiresAt <= context.now()) {
    context.state.authSessions.delete(id);
    return null;
  }
  return { id, ...session };
}

const noSession = () => problem(401, "invalid_session", "Open an auth session with authorize first (it lasts half an hour)");

/** Ends the auth session with an authorization code for `account`, bound to its PKCE challenge and client. */
function issueCode(context: EmulatorContext, session: NonNullable<ReturnType<typeof authSession>>, account: Account): Reply {
  context.state.authSessions.delete(session.id);
  const code = randomToken();
  context.state.authorizationCodes.set(code, {
    accountId: account.id,
    codeChallenge: session.codeChallenge,
    clientId: session.clientId,
    // The code was just proven (or the account just made): the sign-in is as recent as it gets.
    authTime: context.now(),
    expiresAt: context.now() + ms(SERVICE_POLICY.authorizationCodeSeconds),
    used: false,
    sid: null,
  });
  return json(200, { code });
}

/**
 * An access token and a new refresh token for a session. Lifetimes are the service's: a ttl the
 * client sends is not read. The refresh token lasts its idle time, never past the session's end.
 */
async function issueTokens(context: EmulatorContext, account: Account, sid: string): Promise<Reply> {
  const session = context.state.sessions.get(sid)!;
  const accessToken = await context.signer.sign({ sub: account.id, email: account.email, sid, authTime: session.authTime }, SERVICE_POLICY.accessTokenSeconds);
  const refresh = randomToken(32);
  const expiresAt = Math.min(context.now() + ms(SERVICE_POLICY.refreshTokenIdleSeconds), session.authTime + ms(SERVICE_POLICY.sessionMaxSeconds));
  context.state.refreshTokens.set(refresh, { sid, expiresAt, used: false });
  const body: TokenResponse & { token_type: string; expires_in: number } = {
    access_token: accessToken,
    refresh_token: refresh,
    token_type: "Bearer",
    expires_in: SERVICE_POLICY.accessTokenSeconds,
  };
  return json(200, body);
}

const invalidGrant = (message: string) => problem(400, SERVICE_ERRORS.invalidGrant, message);

/** Ends a session: every access and refresh token issued in it stops working. */
function revoke(context: EmulatorContext, sid: string, why: string): void {
  const session = context.state.sessions.get(sid);
  if (!session || session.revoked) return;
  session.revoked = true;
  context.log(`[emulator] session of account ${session.accountId} ended: ${why}`);
}

/** RFC 6749 §4.1.3 with PKCE: a code works once, for its client, within its lifetime. */
async function authorizationCodeGrant(query: URLSearchParams, clientId: string, context: EmulatorContext): Promise<Reply> {
  const code = context.state.authorizationCodes.get(query.get("code") ?? "");
  if (!code) return invalidGrant("The code is unknown");
  if (code.used) {
    // RFC 6749 §4.1.2: a code used twice may be in an attacker's hands; what it gave is taken back.
    if (code.sid) revoke(context, code.sid, "its authorization code was used again");
    return invalidGrant("The code was used already");
  }
  code.used = true;
  if (code.expiresAt <= context.now()) return invalidGrant("The code has expired");
  const verifier = query.get("code_verifier") ?? "";
  if (!VERIFIER.test(verifier) || s256(verifier) !== code.codeChallenge) return invalidGrant("The code_verifier does not match the challenge");
  if (code.clientId !== clientId) return invalidGrant("The code was issued to another client");
  const account = context.state.accounts.get(code.accountId);
  if (!account) return invalidGrant("The account is gone");
  code.sid = context.state.startSession(account.id, clientId, code.authTime);
  return issueTokens(context, account, code.sid);
}

/**
 * OAuth 2.0 Security BCP §4.14: refresh tokens rotate on every use, stay with the client they were
 * issued to, expire, and a used one that comes back (someone else has a copy) ends the session.
 */
async function refreshTokenGrant(query: URLSearchParams, clientId: string, context: EmulatorContext): Promise<Reply> {
  const refresh = context.state.refreshTokens.get(query.get("refresh_token") ?? "");
  if (!refresh) return invalidGrant("The refresh token is unknown");
  const session = context.state.liveSession(refresh.sid);
  if (!session) return invalidGrant("The session of this refresh token has ended");
  if (refresh.used) {
    revoke(context, refresh.sid, "a used refresh token was presented again");
    return invalidGrant("The refresh token was used already; the session has ended");
  }
  if (session.clientId !== clientId) return invalidGrant("The refresh token was issued to another client");
  if (refresh.expiresAt <= context.now()) return invalidGrant("The refresh token has expired");
  refresh.used = true;
  const account = context.state.accounts.get(session.accountId);
  if (!account) return invalidGrant("The account is gone");
  return issueTokens(context, account, refresh.sid);
}

export const authV2Calls: Pick<
  CallHandlers,
  "authorize" | "otp" | "accountCreate" | "login" | "token" | "logout" | "account" | "accountEdit" | "accountEditConfirm"
> = {
  authorize(request, context) {
    const query = request.url.searchParams;
    const clientId = query.get("client_id") ?? "";
    const challenge = query.get("code_challenge") ?? "";
    if (!Object.values(context.model.services.clientIds).includes(clientId)) {
      return problem(400, "invalid_client", "Unknown client_id");
    }
    if (query.get("response_type") !== "code" || query.get("scope") !== "privacypro") {
      return problem(400, "invalid_request", "response_type must be code and scope privacypro");
    }
    if (!S256_CHALLENGE.test(challenge) || (query.get("code_challenge_method") ?? "S256") !== "S256") {
      return problem(400, "invalid_request", "code_challenge must be an S256 challenge");
    }
    const id = randomToken();
    context.state.authSessions.set(id, { codeChallenge: challenge, clientId, expiresAt: context.now() + ms(SERVICE_POLICY.authSessionSeconds) });
    return {
      kind: "empty",
      status: 204,
      headers: { "set-cookie": `${AUTH_SESSION_COOKIE}=${id}; HttpOnly; Path=/; SameSite=Lax; Max-Age=${SERVICE_POLICY.authSessionSeconds}` },
    };
  },

  otp(request, context) {
    return sendSignInCode(request, context);
  },

  accountCreate(request, context) {
    const session = authSession(request, context);
    if (!session) return noSession();
    return issueCode(context, session, context.state.createAccount(null));
  },

  login(request, context) {
    const session = authSession(request, context);
    if (!session) return noSession();
    let body: z.infer<typeof loginBodySchema>;
    try {
      body = loginBodySchema.parse(JSON.parse(request.body));
    } catch {
      return problem(400, "invalid_request", "Send JSON { email, otp, method: 'otp' }");
    }
    const account = signInWithCode(request, context, body.email, body.otp);
    if (isReply(account)) return account;
    return issueCode(context, session, account);
  },

  async token(request, context) {
    const query = request.url.searchParams;
    const clientId = query.get("client_id") ?? "";
    if (!Object.values(context.model.services.clientIds).includes(clientId)) {
      return problem(400, "invalid_client", "Unknown client_id");
    }
    const grant = query.get("grant_type");
    if (grant === "authorization_code") return authorizationCodeGrant(query, clientId, context);
    if (grant === "refresh_token") return refreshTokenGrant(query, clientId, context);
    return problem(400, "unsupported_grant_type", "grant_type must be authorization_code or refresh_token");
  },

  async logout(request, context) {
    const caller = await authenticate(request, context);
    if (isReply(caller)) return caller;
    revoke(context, caller.sid!, "logout");
    return json(200, { status: "logged_out" });
  },

  async account(request, context) {
    const caller = await authenticate(request, context);
    return isReply(caller) ? caller : json(200, accountBody(caller.account));
  },

  async accountEdit(request, context) {
    const caller = await authenticate(request, context);
    return isReply(caller) ? caller : startEmailEdit(request, context, caller);
  },

  async accountEditConfirm(request, context) {
    const caller = await authenticate(request, context);
    return isReply(caller) ? caller : confirmEmailEdit(request, context, caller);
  },
};
