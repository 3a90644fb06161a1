import type { IncomingMessage } from "node:http";
import { isOwnLoopbackHost } from "../loopback.js";
import { problem, type Reply } from "./http.js";

/** The emulator's own pages and controls: never shared with another origin. */
export const ADMIN_PREFIX = "/__emulator/";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Why a request to an admin path is refused; null when it may go on. Nothing there answers another
 * origin: it grants no CORS, and a command that changes something must come from this origin (or
 * from a program, which sends no Origin) and, when it has a body, be JSON: a content type a
 * cross-site form cannot send, and a cross-site script cannot either without a preflight this
 * server refuses (as it refuses a DELETE's). The card and portal pages take their own
 * same-origin form posts.
 */
export function adminRefusal(req: IncomingMessage, path: string, port: number): Reply | null {
  const method = req.method ?? "GET";
  if (method === "OPTIONS")
    return problem(403, "cross_origin", "The emulator's own paths are not shared with other origins");
  if (!UNSAFE_METHODS.has(method)) return null;
  const origin = req.headers.origin;
  const site = req.headers["sec-fetch-site"];
  if (
    (origin !== undefined && !isOwnOrigin(origin, port)) ||
    (site !== undefined && site !== "same-origin" && site !== "none")
  ) {
    return problem(403, "cross_origin", "Commands to the emulator come from its own origin only");
  }
  const page = path.startsWith(`${ADMIN_PREFIX}checkout/`) || path.startsWith(`${ADMIN_PREFIX}portal/`);
  if (!page && method !== "DELETE" && !/^application\/json\s*(;|$)/i.test(req.headers["content-type"] ?? "")) {
    return problem(415, "unsupported_media_type", "Send commands to the emulator as application/json");
  }
  return null;
}

function isOwnOrigin(origin: string, port: number): boolean {
  try {
    const url = new URL(origin);
    return url.protocol === "http:" && isOwnLoopbackHost(url.host, port);
  } catch {
    return false;
  }
}
