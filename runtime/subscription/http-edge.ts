import * as v from "valibot";
import type { BuildEnvironment } from "../../contracts/browser-config.js";
import type { ServicesConfig } from "../../contracts/config/index.js";
import type { ServiceCallName } from "../../contracts/config/services.js";
import { communicationError, COMMUNICATION_ERROR, SubscriptionError, type Logger, type Refusal } from "./errors.js";
import { retryAfterSeconds } from "./retry-after.js";

type Query = Record<string, string | undefined>;

export interface CallOptions {
  query?: Query;
  json?: unknown;
  bearer?: string;
  /** Sends and accepts cookies: the auth session of v2 sign-in lives in one. */
  credentials?: boolean;
  pathParams?: Record<string, string>;
  /**
   * Error answers that are not a failure of the service but an answer the visitor can act on,
   * by the `error` field of the service's error body: { invalid_otp: "wrong-code" }.
   */
  refusals?: Partial<Record<string, Refusal>>;
}

export interface HttpEdgeDeps {
  fetch: typeof fetch;
  services: ServicesConfig;
  environment: BuildEnvironment;
  log: Logger;
  /** The clock a Retry-After date is read against. */
  now?: () => number;
}

/** Absolute URL of a call in an environment, from the one call table in the services config. */
export function callUrl(
  services: ServicesConfig,
  environment: BuildEnvironment,
  name: ServiceCallName,
  options: Pick<CallOptions, "query" | "pathParams"> = {},
): URL {
  const call = services.calls[name];
  // SPEC §8: an unknown service name throws; a typo must not turn into a request to nowhere.
  if (!call) throw new Error(`Unknown service call "${name}"`);
  const path = call.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = options.pathParams?.[key];
    if (value === undefined) throw new Error(`The path of ${name} needs {${key}}`);
    return encodeURIComponent(value);
  });
  const url = new URL(path, services.environments[environment][call.host]);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return url;
}

export type HttpEdge = ReturnType<typeof createHttpEdge>;

/**
 * The HTTP edge of the subscription engine. Whatever goes wrong on the wire (no answer, a time-out,
 * a status that is not ok, a body that is not the promised JSON) becomes the one communication
 * error of SPEC §8, logged once here and thrown.
 */
export function createHttpEdge(deps: HttpEdgeDeps) {
  const fail = (cause: unknown, response?: Response): never => {
    deps.log(COMMUNICATION_ERROR, cause);
    throw communicationError(cause, response ? retryAfterSeconds(response, deps.now ?? Date.now) : null);
  };

  async function send(name: ServiceCallName, options: CallOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (options.bearer !== undefined) headers.authorization = `Bearer ${options.bearer}`;
    if (options.json !== undefined) headers["content-type"] = "application/json";
    try {
      return await deps.fetch(callUrl(deps.services, deps.environment, name, options), {
        method: deps.services.calls[name].method,
        headers,
        body: options.json === undefined ? undefined : JSON.stringify(options.json),
        credentials: options.credentials ? "include" : "same-origin",
        signal: AbortSignal.timeout(deps.services.requestTimeoutMs),
      });
    } catch (error) {
      return fail(error);
    }
  }

  /** A refusal the caller named becomes its own error; any other error answer is the communication error. */
  async function refuse(name: ServiceCallName, response: Response, refusals: CallOptions["refusals"]): Promise<never> {
    if (refusals) {
      const body: unknown = await response.json().catch(() => null);
      const code = typeof body === "object" && body !== null ? (body as { error?: unknown }).error : undefined;
      const refusal = typeof code === "string" ? refusals[code] : undefined;
      if (refusal) throw new SubscriptionError(refusal, `${name} refused: ${code}`);
    }
    return fail(new Error(`${name} answered HTTP ${response.status}`), response);
  }

  async function read<S extends v.GenericSchema>(
    name: ServiceCallName,
    response: Response,
    schema: S,
    refusals?: CallOptions["refusals"],
  ): Promise<v.InferOutput<S>> {
    if (!response.ok) return refuse(name, response, refusals);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      return fail(error);
    }
    const parsed = v.safeParse(schema, body);
    return parsed.success ? parsed.output : fail(new v.ValiError(parsed.issues));
  }

  return {
    send,
    read,
    /** A call whose answer must be ok and match `schema`. */
    async json<S extends v.GenericSchema>(
      name: ServiceCallName,
      schema: S,
      options: CallOptions = {},
    ): Promise<v.InferOutput<S>> {
      return read(name, await send(name, options), schema, options.refusals);
    },
    /** A call whose answer must carry exactly this status; its body does not matter. */
    async expectStatus(name: ServiceCallName, status: number, options: CallOptions = {}): Promise<void> {
      const response = await send(name, options);
      if (response.status !== status)
        fail(new Error(`${name} answered HTTP ${response.status}, not ${status}`), response);
    },
    /** A call that only has to succeed. */
    async expectOk(name: ServiceCallName, options: CallOptions = {}): Promise<void> {
      const response = await send(name, options);
      if (!response.ok) await refuse(name, response, options.refusals);
    },
  };
}
