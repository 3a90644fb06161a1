import { createHash } from "node:crypto";
import * as z from "zod";
import type {
  AccountResponse,
  TokenResponse,
} from "../../../contracts/service-answers.js";
import { SERVICE_ERRORS } from "../../../contracts/service-errors.js";
import {
  authenticate,
  isEmail,
  isReply,
  otpProblem,
  type CallHandlers,
  type CallRequest,
  type EmulatorContext,
} from "./context.js";
import { cookie, json, problem, type Reply } from "./http.js";
import type { Account } from "./state.js";
import { randomToken } from "./tokens.js";

export const AUTH_SESSION_COOKIE = "quietly_auth_session";

const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/** Computed here with node:crypto, independently of the browser client, so PKCE is really checked. */
const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

const loginBodySchema = z.object({ email: z.string(), otp: z.string(), method: z.literal("otp") });

export const accountBody = (account: Account): AccountResponse => ({
  id: account.id,
  email: account.email,
  entitlements: account.entitlements.map((product) => ({ product })),
});

function authSession(request: CallRequest, context: EmulatorContext) {
  const id = cookie(request.req, AUTH_SESSION_COOKIE);
  const session = id ? context.state.authSessions.get(id) : undefined;
  return id && session ? { id, ...session } : null;
}

function issueCode(context: EmulatorContext, sessionId: string, session: { codeChallenge: string; clientId: string }, account: Account): Reply {
  context.state.authSessions.delete(sessionId);
  const code = randomToken();
  context.state.codes.set(code, { accountId: account.id, codeChallenge: session.codeChallenge, clientId: session.clientId, used: false });
  return json(200, { code });
}

async function issueTokens(context: EmulatorContext, account: Account, ttlSeconds: number): Promise<Reply> {
  const { token } = await context.signer.sign({ sub: account.id, email: account.email }, ttlSeconds);
  const refresh = randomToken(32);
  context.state.refreshTokens.set(refresh, { accountId: account.id, used: false });
  const body: TokenResponse & { token_type: string; expires_in: number } = {
    access_token: token,
    refresh_token: refresh,
    token_type: "Bearer",
    expires_in: ttlSeconds,
  };
  return json(200, body);
}

const invalidGrant = (message: string) => problem(400, SERVICE_ERRORS.invalidGrant, message);

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
    context.state.authSessions.set(id, { codeChallenge: challenge, clientId });
    return { kind: "empty", status: 204, headers: { "set-cookie": `${AUTH_SESSION_COOKIE}=${id}; HttpOnly; Path=/; SameSite=Lax` } };
  },

  otp(request, context) {
    return sendSignInCode(request, context);
  },

  accountCreate(request, context) {
    const session = authSession(request, context);
    if (!session) return problem(401, "invalid_session", "Open an auth session with authorize first");
    return issueCode(context, session.id, session, context.state.createAccount(null));
  },

  login(request, context) {
    const session = authSession(request, context);
    if (!session) return problem(401, "invalid_session", "Open an auth session with authorize first");
    let body: z.infer<typeof loginBodySchema>;
    try {
      body = loginBodySchema.parse(JSON.parse(request.body));
    } catch {
      return problem(400, "invalid_request", "Send JSON { email, otp, method: 'otp' }");
    }
    const account = signInWithCode(context, body.email, body.otp);
    if (isReply(account)) return account;
    return issueCode(context, session.id, session, account);
  },

  async token(request, context) {
    const query = request.url.searchParams;
    const clientId = query.get("client_id") ?? "";
    if (!Object.values(context.model.services.clientIds).includes(clientId)) {
      return problem(400, "invalid_client", "Unknown client_id");
    }
    const grant = query.get("grant_type");
    if (grant === "authorization_code") {
      const code = context.state.codes.get(query.get("code") ?? "");
      if (!code || code.used) return invalidGrant("The code is unknown or was used already");
      code.used = true;
      const verifier = query.get("code_verifier") ?? "";
      if (!VERIFIER.test(verifier) || s256(verifier) !== code.codeChallenge) return invalidGrant("The code_verifier does not match the challenge");
      if (code.clientId !== clientId) return invalidGrant("The code was issued to another client");
      const account = context.state.accounts.get(code.accountId);
      if (!account) return invalidGrant("The account is gone");
      const ttl = Number(query.get("ttl") ?? context.accessTokenTtlSeconds);
      if (!Number.isInteger(ttl) || ttl <= 0) return problem(400, "invalid_request", "ttl must be a positive whole number of seconds");
      return issueTokens(context, account, ttl);
    }
    if (grant === "refresh_token") {
      const refresh = context.state.refreshTokens.get(query.get("refresh_token") ?? "");
      if (!refresh || refresh.used) return invalidGrant("The refresh token is unknown, used or revoked");
      refresh.used = true;
      const account = context.state.accounts.get(refresh.accountId);
      if (!account) return invalidGrant("The account is gone");
      return issueTokens(context, account, context.accessTokenTtlSeconds);
    }
    return problem(400, "unsupported_grant_type", "grant_type must be authorization_code or refresh_token");
  },

  async logout(request, context) {
    const caller = await authenticate(request, context);
    if (isReply(caller)) return caller;
    if (caller.jti) context.state.revokedAccessTokens.add(caller.jti);
    for (const refresh of context.state.refreshTokens.values()) {
      if (refresh.accountId === caller.account.id) refresh.used = true;
    }
    return json(200, { status: "logged_out" });
  },

  async account(request, context) {
    const caller = await authenticate(request, context);
    return isReply(caller) ? caller : json(200, accountBody(caller.account));
  },

  async accountEdit(request, context) {
    const caller = await authenticate(request, context);
    return isReply(caller) ? caller : startEmailEdit(request, context, caller.account);
  },

  async accountEditConfirm(request, context) {
    const caller = await authenticate(request, context);
    return isReply(caller) ? caller : confirmEmailEdit(request, context, caller.account);
  },
};

/** Shared by v1 and v2: e-mails a one-time sign-in code to the address in the query. */
export function sendSignInCode(request: CallRequest, context: EmulatorContext): Reply {
  const email = request.url.searchParams.get("email");
  if (!isEmail(email)) return problem(400, "invalid_email", "A valid e-mail address is required");
  const message = context.state.sendOtp(email, "Your one-time sign-in code");
  context.log(`[emulator] e-mail to ${email}: ${message.text}`);
  return json(200, { status: "sent" });
}

/**
 * Shared by v1 and v2 login. The code is checked before anything about the address is looked at,
 * so the answer never tells whether an address has an account. Whoever holds a valid code owns the
 * address: an address without an account gets a new one, which is how a first purchase signs up.
 */
export function signInWithCode(context: EmulatorContext, email: string, otp: string): Account | Reply {
  const result = context.state.consumeOtp(email, otp);
  if (result !== "ok") return otpProblem(result);
  return context.state.accountByEmail(email) ?? context.state.createAccount(email);
}

/**
 * Shared by v1 and v2: the new address gets a one-time code, the caller gets the hash of the request.
 * No address removes the e-mail at once: there is nowhere to send a code, and the caller is signed in.
 */
export function startEmailEdit(request: CallRequest, context: EmulatorContext, account: Account): Reply {
  const email = request.url.searchParams.get("email");
  if (email === "") {
    account.email = null;
    context.log(`[emulator] account ${account.id} removed its e-mail address`);
    return json(200, { hash: randomToken() });
  }
  if (!isEmail(email)) return problem(400, "invalid_email", "A valid e-mail address is required");
  const owner = context.state.accountByEmail(email);
  if (owner && owner.id !== account.id) return problem(400, SERVICE_ERRORS.emailTaken, "Another account uses this e-mail address");
  const hash = randomToken();
  context.state.emailEdits.set(hash, { accountId: account.id, email });
  const message = context.state.sendOtp(email, "Confirm your new e-mail address");
  context.log(`[emulator] e-mail to ${email}: ${message.text}`);
  return json(200, { hash });
}

export function confirmEmailEdit(request: CallRequest, context: EmulatorContext, account: Account): Reply {
  const query = request.url.searchParams;
  const edit = context.state.emailEdits.get(query.get("hash") ?? "");
  if (!edit || edit.email !== query.get("email")) return problem(404, "edit_not_found", "No e-mail change with this hash and address");
  if (edit.accountId !== account.id) return problem(403, "forbidden", "This e-mail change belongs to another account");
  const result = context.state.consumeOtp(edit.email, query.get("otp") ?? "");
  if (result !== "ok") return otpProblem(result);
  context.state.emailEdits.delete(query.get("hash") ?? "");
  account.email = edit.email;
  return json(200, { status: "confirmed", email: edit.email });
}
