import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/** A path the server answers with code instead of a file (the newsletter endpoint under `site dev`). */
export type PathHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;
import { readFile, stat } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, relative, sep } from "node:path";
import { isOwnLoopbackHost } from "./loopback.js";
import { headersFor, parseHeadersFile, type HeaderRule } from "../headers-file.js";
import {
  LIVE_RELOAD_EVENTS_PATH,
  LIVE_RELOAD_SCRIPT_PATH,
  liveReloadClient,
  type LiveReloadHub,
} from "./live-reload.js";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
};

const RELOAD_TAG = `<script type="module" src="${LIVE_RELOAD_SCRIPT_PATH}"></script>`;

/**
 * Serves a built site the way a static host would: folder URLs, a 404 page per locale, and the
 * security headers of its _headers file, so CSP problems show up while developing.
 */
export interface StaticServer {
  url: string;
  server: Server;
  close(): Promise<void>;
  /** The _headers file changes with the build: read it again on the next request. */
  refreshHeaders(): void;
}

export async function startStaticServer(options: {
  dir: string;
  port: number;
  host?: string;
  hub?: LiveReloadHub;
  handlers?: ReadonlyMap<string, PathHandler>;
}): Promise<StaticServer> {
  let rules: HeaderRule[] | null = null;
  const headerRules = async () =>
    (rules ??= parseHeadersFile(await readFile(join(options.dir, "_headers"), "utf8").catch(() => "")));

  let port = 0;
  const server = createServer((request, response) => {
    serve(request, response).catch((error: Error) => {
      response.writeHead(500, { "content-type": "text/plain" });
      response.end(`site dev: ${error.message}`);
    });
  });

  async function serve(request: IncomingMessage, response: ServerResponse) {
    if (!isOwnLoopbackHost(request.headers.host, port)) {
      response.writeHead(403, { "content-type": "text/plain; charset=utf-8" });
      return response.end("site dev answers only to its loopback address");
    }
    const url = new URL(request.url ?? "/", "http://localhost");
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return respond(response, 404, null, "/");
    }
    if (options.hub && path === LIVE_RELOAD_EVENTS_PATH) return options.hub.connect(response);
    if (options.hub && path === LIVE_RELOAD_SCRIPT_PATH) {
      response.writeHead(200, { "content-type": TYPES[".js"]!, "cache-control": "no-store" });
      return response.end(liveReloadClient);
    }
    const handler = options.handlers?.get(path) ?? prefixHandler(options.handlers, path);
    if (handler) return handler(request, response);
    const file = resolveFile(options.dir, path);
    if (!file) return respond(response, 400, null, path);
    const info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      if (!path.endsWith("/")) {
        response.writeHead(301, { location: `${folderLocation(options.dir, file)}${url.search}` });
        return response.end();
      }
      return respond(response, 200, join(file, "index.html"), path);
    }
    return respond(response, info ? 200 : 404, info ? file : null, path);
  }

  async function respond(response: ServerResponse, status: number, file: string | null, path: string) {
    let target = file;
    if (status === 404 || !target) {
      const locale = /^\/([^/]+)\//.exec(path)?.[1];
      const localised = locale ? join(options.dir, locale, "404.html") : null;
      target = localised && (await stat(localised).catch(() => null)) ? localised : join(options.dir, "404.html");
      status = 404;
    }
    let body: Buffer | string = await readFile(target).catch(() => Buffer.from("Not found"));
    const type = TYPES[extname(target)] ?? "application/octet-stream";
    if (type.startsWith("text/html") && options.hub)
      body = body.toString("utf8").replace("</head>", `${RELOAD_TAG}\n</head>`);
    // Lowercase names: the site's Cache-Control replaces this default instead of being sent beside it.
    const headers: Record<string, string> = { "content-type": type, "cache-control": "no-store" };
    for (const header of headersFor(await headerRules(), path)) {
      const name = header.name.toLowerCase();
      // The site's own caching is kept for the files it serves (its assets, named by their content,
      // so an edit gives a new name and the pages a new reference): a reload reuses React and the
      // runtime, compiled, instead of fetching and compiling them again. Everything else is fetched
      // anew, a 404 too; HSTS would pin this loopback port to HTTPS.
      if (name === "strict-transport-security" || (name === "cache-control" && status !== 200)) continue;
      headers[name] = header.value;
    }
    response.writeHead(status, headers);
    response.end(body);
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host ?? "127.0.0.1", resolve);
  });
  const address = server.address() as AddressInfo;
  port = address.port;
  return {
    url: `http://${address.address}:${address.port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        options.hub?.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    refreshHeaders: () => {
      rules = null;
    },
  };
}

/** The file under `dir` for a URL path, or null when the path tries to leave `dir`. */
function resolveFile(dir: string, path: string): string | null {
  const target = normalize(join(dir, path));
  return target === dir || target.startsWith(dir.endsWith(sep) ? dir : dir + sep) ? target : null;
}

/**
 * Where a folder asked for without its slash is sent: built from the folder found on disk, not
 * from the decoded request, so it is always a path of this site. The request
 * `/%2Fevil.example%2F..%2Fen` names the folder en/, and must not come back as
 * `//evil.example/../en/`, which a browser reads as another site.
 */
function folderLocation(dir: string, folder: string): string {
  return `/${relative(dir, folder).split(sep).map(encodeURIComponent).join("/")}/`;
}

/** A handler whose key ends in "/" answers every path below it (the pixel path, say). */
function prefixHandler(handlers: ReadonlyMap<string, PathHandler> | undefined, path: string): PathHandler | undefined {
  for (const [key, handler] of handlers ?? []) if (key.endsWith("/") && path.startsWith(key)) return handler;
  return undefined;
}
