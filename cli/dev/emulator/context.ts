import type { IncomingMessage } from "node:http";
import type { RuntimeConfig, ServicesConfig, SiteInfo, SubscriptionConfig } from "../../../contracts/config/index.js";
import { SERVICE_ERRORS } from "../../../contracts/service-errors.js";
import type { ServiceCallName } from "../../../contracts/config/services.js";
import { isLoopbackHostname } from "../loopback.js";
import type { Budgets, Charge } from "./budgets.js";
import type { BudgetLimits } from "./policy.js";
import { bearerToken, problem, rateLimited, type Reply } from "./http.js";
import type { Account, EmulatorState } from "./state.js";
import type { TokenSigner } from "./tokens.js";

/** The part of the site model the emulator reads. */
export interface EmulatorModel {
  site: Pick<SiteInfo, "baseUrl" | "hosts">;
  services: ServicesConfig;
  subscription: SubscriptionConfig;
  /** The newsletter endpoint the emulator answers for `site dev` (the main host's, in production). */
  runtime?: Pick<RuntimeConfig, "endpoints">;
}

export interface EmulatorContext {
  model: EmulatorModel;
  state: EmulatorState;
  signer: TokenSigner;
  budgets: Budgets;
  /** The budgets' limits: the service's, unless a test suite of many visitors widened the per-client ones. */
  limits: BudgetLimits;
  log: (line: string) => void;
  now: () => number;
  /** This emulator's own address, for the checkout and portal pages it links to. */
  baseUrl: string;
}

export interface CallRequest {
  req: IncomingMessage;
  url: URL;
  params: Record<string, string>;
  body: string;
  /** Who is asking, for the per-client budgets: the network address the request came from. */
  client: string;
}

type CallHandler = (request: CallRequest, context: EmulatorContext) => Promise<Reply> | Reply;
export type CallHandlers = Record<ServiceCallName, CallHandler>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string | null): value is string => value !== null && EMAIL.test(value);

/** SPEC §5's e-mail check: trimmed and lower-cased, so "Victim@Example.com" is the same address (and the same budget). */
export const normalEmail = (value: string | null): string | null => value?.trim().toLowerCase() ?? null;

/** The requester's address; an IPv4 address seen through an IPv6 socket counts as itself. */
export const clientOf = (req: IncomingMessage): string => (req.socket.remoteAddress ?? "unknown").replace(/^::ffff:/, "");

const unauthorized = () => problem(401, SERVICE_ERRORS.invalidToken, "The access token is missing, expired or revoked");

/** The answer to a one-time code that is not "ok". */
export const otpProblem = (result: "wrong" | "expired") =>
  result === "expired"
    ? problem(401, SERVICE_ERRORS.expiredOtp, "The one-time code has expired")
    : problem(401, SERVICE_ERRORS.invalidOtp, "The one-time code is wrong");

/** 429 when any of the charges is over its budget; null when the call may go on. */
export function overBudget(context: EmulatorContext, charges: Charge[]): Reply | null {
  const wait = context.budgets.retryAfter(charges);
  return wait === null ? null : rateLimited(wait);
}

/**
 * Where checkout and the portal may send a visitor back to: the site's own hosts (its main host and
 * sub-hosts, the start page, the onion address) and loopback, where `site dev` serves it. Anything
 * else would make the emulator an open redirect.
 */
export function isSiteUrl(value: string, site: EmulatorModel["site"]): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (url.username || url.password) return false;
  const host = url.hostname;
  if (isLoopbackHostname(host)) return true;
  const { main, startPage, onion } = site.hosts;
  const own = host === main || host.endsWith(`.${main}`) || host === startPage || host === onion || host === new URL(site.baseUrl).hostname;
  return own && (url.protocol === "https:" || host === onion);
}

export interface Caller {
  account: Account;
  /** When the caller last signed in with a code (OIDC auth_time), for calls that need a recent one. */
  authTime: number;
  /** The v2 session the access token belongs to; null for a legacy v1 token. */
  sid: string | null;
}

/** A v2 access token that is signed by us, unexpired, of a live session, and of an existing account. */
export async function authenticate(request: CallRequest, context: EmulatorContext): Promise<Caller | Reply> {
  const token = bearerToken(request.req);
  const claims = token ? await context.signer.verify(token) : null;
  const session = claims ? context.state.liveSession(claims.sid) : null;
  const account = session && claims ? context.state.accounts.get(claims.sub) : undefined;
  return session && account ? { account, authTime: session.authTime, sid: claims!.sid } : unauthorized();
}

/** A legacy v1 auth_token. */
export function authenticateLegacy(request: CallRequest, context: EmulatorContext): Caller | Reply {
  const legacy = context.state.legacyTokens.get(bearerToken(request.req) ?? "");
  const account = legacy ? context.state.accounts.get(legacy.accountId) : undefined;
  return legacy && account ? { account, authTime: legacy.authTime, sid: null } : unauthorized();
}

/** The subscription calls take either kind of token. */
export async function authenticateEither(request: CallRequest, context: EmulatorContext): Promise<Caller | Reply> {
  const legacy = authenticateLegacy(request, context);
  return isReply(legacy) ? authenticate(request, context) : legacy;
}

export const isReply = <T extends object>(value: T | Reply): value is Reply => "kind" in value;
