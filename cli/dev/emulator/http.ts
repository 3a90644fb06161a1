import type { IncomingMessage, ServerResponse } from "node:http";
import { SERVICE_ERRORS } from "../../../contracts/service-errors.js";
import { isLoopbackOrigin } from "../loopback.js";

/** What a handler answers; the server turns it into bytes (and faults may bend it on the way). */
export type Reply =
  | { kind: "json"; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: "html"; status: number; body: string; headers?: Record<string, string> }
  | { kind: "redirect"; location: string }
  | { kind: "empty"; status: number; headers?: Record<string, string> };

export const json = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({
  kind: "json",
  status,
  body,
  headers,
});
export const html = (status: number, body: string, headers?: Record<string, string>): Reply => ({
  kind: "html",
  status,
  body,
  headers,
});
export const redirect = (location: string): Reply => ({ kind: "redirect", location });

/** An error answer in the shape the real service uses: a machine code and a sentence. */
export const problem = (
  status: 400 | 401 | 403 | 404 | 405 | 415 | 500,
  error: string,
  message: string,
  headers?: Record<string, string>,
): Reply => json(status, { error, message }, headers);

/** 429: a budget is spent; Retry-After says in how many seconds the call can work again. */
export const rateLimited = (retryAfterSeconds: number): Reply =>
  json(
    429,
    { error: SERVICE_ERRORS.rateLimited, message: `Too many attempts; try again in ${retryAfterSeconds} seconds` },
    { "retry-after": String(retryAfterSeconds) },
  );

const MAX_BODY_BYTES = 64 * 1024;

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error("request body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization ?? "";
  const match = /^Bearer (\S+)$/.exec(header);
  return match?.[1] ?? null;
}

export function cookie(req: IncomingMessage, name: string): string | null {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}

/**
 * The site's pages run on another loopback port (`site dev`), so they are cross-origin here. Only
 * loopback origins are answered: a page on the open web must not drive a developer's emulator.
 */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !isLoopbackOrigin(origin)) return {};
  return {
    "access-control-allow-origin": origin,
    "access-control-allow-credentials": "true",
    "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
    "access-control-allow-headers": "authorization, content-type, accept",
    "access-control-max-age": "600",
    // A page on another origin reads only the safelisted headers unless told: a 429's wait is in this one.
    "access-control-expose-headers": "retry-after",
    vary: "Origin",
  };
}

export function writeReply(res: ServerResponse, reply: Reply, extraHeaders: Record<string, string>): void {
  switch (reply.kind) {
    case "json":
      res.writeHead(reply.status, {
        ...extraHeaders,
        ...reply.headers,
        "content-type": "application/json; charset=utf-8",
      });
      res.end(JSON.stringify(reply.body));
      return;
    case "html":
      res.writeHead(reply.status, { ...extraHeaders, ...reply.headers, "content-type": "text/html; charset=utf-8" });
      res.end(reply.body);
      return;
    case "redirect":
      res.writeHead(303, { ...extraHeaders, location: reply.location });
      res.end();
      return;
    case "empty":
      res.writeHead(reply.status, { ...extraHeaders, ...reply.headers });
      res.end();
  }
}

export { escapeHtml } from "../../html.js";
