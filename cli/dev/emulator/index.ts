import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { ServiceCallName } from "../../../contracts/config/services.js";
import { authV2Calls } from "./auth-v2-calls.js";
import { billingCalls } from "./billing-calls.js";
import { clientOf, type CallHandlers, type EmulatorContext, type EmulatorModel } from "./context.js";
import { createBudgets } from "./budgets.js";
import { SERVICE_POLICY, type BudgetLimits } from "./policy.js";
import { ADMIN_PREFIX, adminRefusal } from "./guard.js";
import { isOwnLoopbackHost } from "../loopback.js";
import { createFaults, faultRequestSchema, stripField, type Faults } from "./faults.js";
import { corsHeaders, json, problem, readBody, writeReply, type Reply } from "./http.js";
import { legacyCalls } from "./legacy-calls.js";
import { NEWSLETTER_LIST_PATH, newsletterList, newsletterReply } from "./newsletter-calls.js";
import { CHECKOUT_PAGE_PATH, checkoutPage, PORTAL_PAGE_PATH, portalPage } from "./pages.js";
import { createState } from "./state.js";
import { createTokenSigner } from "./tokens.js";

export interface EmulatorOptions {
  /** Defaults to the port of services.environments.local; 0 picks a free one. */
  port?: number;
  host?: string;
  model: EmulatorModel;
  log?: (line: string) => void;
  /** The emulator's clock, so tests can let tokens, codes and budgets run out. */
  now?: () => number;
  /** Budgets other than the service's (MANY_VISITORS_ONE_ADDRESS, for suites of many visitors). */
  budgets?: Partial<BudgetLimits>;
}

export interface RunningEmulator {
  url: string;
  close(): Promise<void>;
}

const DEFAULT_HOST = "127.0.0.1";

const handlers: CallHandlers = { ...authV2Calls, ...legacyCalls, ...billingCalls };

/** The port the site's local environment points at. */
export function defaultEmulatorPort(model: EmulatorModel): number {
  return Number(new URL(model.services.environments.local.auth).port);
}

interface Route {
  name: ServiceCallName;
  method: string;
  pattern: RegExp;
  keys: string[];
}

/** One route per call of the services config: the same table the browser client builds URLs from. */
function routesOf(model: EmulatorModel): Route[] {
  return (
    Object.entries(model.services.calls) as [ServiceCallName, EmulatorModel["services"]["calls"][ServiceCallName]][]
  ).map(([name, call]) => {
    const keys: string[] = [];
    const source = call.path
      .split(/(\{\w+\})/)
      .map((part) => {
        const key = /^\{(\w+)\}$/.exec(part)?.[1];
        if (key) {
          keys.push(key);
          return "([^/]+)";
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      })
      .join("");
    return { name, method: call.method, pattern: new RegExp(`^${source}$`), keys };
  });
}

/**
 * The subscription API on loopback: every call of SPEC §7 with the paths and shapes of the services
 * config, plus an outbox, a fault switch and the checkout and portal pages under /__emulator/.
 */
export async function startEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const log = options.log ?? (() => {});
  const now = options.now ?? Date.now;
  const routes = routesOf(options.model);
  const faults = createFaults();
  const sockets = new Set<Socket>();
  const context: EmulatorContext = {
    model: options.model,
    state: createState(now),
    signer: createTokenSigner(now),
    budgets: createBudgets(now),
    limits: { ...SERVICE_POLICY.budgets, ...options.budgets },
    log,
    now,
    baseUrl: "",
  };
  let port = 0;

  const server = createServer((req, res) => {
    handle(req, res, context, routes, faults, port).catch((error: unknown) => {
      log(`[emulator] ${req.method} ${req.url} failed: ${String(error)}`);
      if (!res.headersSent) writeReply(res, problem(500, "internal_error", "The emulator failed"), {});
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? defaultEmulatorPort(options.model), options.host ?? DEFAULT_HOST, () => resolve());
  });
  const address = server.address() as AddressInfo;
  port = address.port;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  context.baseUrl = `http://${host}:${address.port}`;
  log(`[emulator] subscription API emulator on ${context.baseUrl}`);

  return {
    url: context.baseUrl,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Calls held open by a time-out fault would keep close() waiting forever.
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  context: EmulatorContext,
  routes: Route[],
  faults: Faults,
  port: number,
): Promise<void> {
  if (!isOwnLoopbackHost(req.headers.host, port)) {
    writeReply(res, problem(403, "host_not_allowed", "The emulator answers only to its loopback address"), {});
    return;
  }
  const method = req.method ?? "GET";
  const url = new URL(req.url ?? "/", context.baseUrl);
  if (url.pathname.startsWith(ADMIN_PREFIX)) {
    const refused = adminRefusal(req, url.pathname, port);
    writeReply(res, refused ?? adminRoute(method, url, await readBody(req), context, faults), {});
    return;
  }
  // The API itself answers the site's pages, which `site dev` serves on another loopback port.
  const cors = corsHeaders(req.headers.origin);
  if (method === "OPTIONS") {
    writeReply(res, { kind: "empty", status: 204 }, cors);
    return;
  }
  const body = await readBody(req);
  const newsletter = newsletterReply(method, url, body, context);
  if (newsletter) {
    writeReply(res, newsletter, cors);
    return;
  }

  const route = routes.find((candidate) => candidate.pattern.test(url.pathname) && candidate.method === method);
  if (!route) {
    const known = routes.some((candidate) => candidate.pattern.test(url.pathname));
    writeReply(
      res,
      known ? json(405, { error: "method_not_allowed" }) : problem(404, "not_found", `No call at ${url.pathname}`),
      cors,
    );
    return;
  }
  const match = route.pattern.exec(url.pathname) ?? [];
  const params = Object.fromEntries(route.keys.map((key, index) => [key, decodeURIComponent(match[index + 1] ?? "")]));

  const fault = faults.take(route.name);
  const logCall = (outcome: string) => context.log(`[emulator] ${route.name}: ${method} ${url.pathname} ${outcome}`);
  switch (fault.action) {
    case "hang":
      logCall("held open (time-out fault)");
      return;
    case "raw":
      res.writeHead(fault.status, { ...cors, "content-type": "application/json" });
      res.end(fault.body);
      logCall(`${fault.status} (malformed JSON fault)`);
      return;
    case "reply":
      writeReply(res, fault.reply, cors);
      logCall("500 (fault)");
      return;
    case "handle":
    case "strip": {
      const reply = await handlers[route.name]({ req, url, params, body, client: clientOf(req) }, context);
      writeReply(res, fault.action === "strip" ? stripField(reply, fault.field) : reply, cors);
      logCall(
        `${reply.kind === "redirect" ? 303 : reply.status}${fault.action === "strip" ? " (missing-field fault)" : ""}`,
      );
    }
  }
}

/** The emulator's own pages and controls, under ADMIN_PREFIX. */
function adminRoute(method: string, url: URL, body: string, context: EmulatorContext, faults: Faults): Reply {
  const path = url.pathname;
  if (path.startsWith(CHECKOUT_PAGE_PATH))
    return checkoutPage(method, path.slice(CHECKOUT_PAGE_PATH.length), body, context);
  if (path.startsWith(PORTAL_PAGE_PATH)) return portalPage(method, path.slice(PORTAL_PAGE_PATH.length), body, context);
  if (path === "/__emulator/outbox" && method === "GET") {
    const email = url.searchParams.get("email");
    return json(200, { messages: context.state.outbox.filter((message) => email === null || message.to === email) });
  }
  if (path === NEWSLETTER_LIST_PATH && method === "GET") return newsletterList(context);
  if (path === "/__emulator/faults") {
    if (method === "GET") return json(200, { faults: faults.list() });
    if (method === "DELETE") {
      faults.clear();
      return json(200, { faults: [] });
    }
    if (method === "POST") {
      let parsed;
      try {
        parsed = faultRequestSchema.safeParse(JSON.parse(body));
      } catch {
        parsed = null;
      }
      if (!parsed?.success) return problem(400, "invalid_fault", "Send JSON { call, fault, field?, times? }");
      faults.set(parsed.data);
      return json(200, { faults: faults.list() });
    }
  }
  return problem(404, "not_found", `Nothing at ${path}`);
}
