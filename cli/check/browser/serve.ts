import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join } from "node:path";
import { fileFor } from "../checks/links.js";
import type { DistSite } from "../dist.js";
import { headersFor, parseHeadersFile } from "../../headers-file.js";

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * Serves dist/ as a static host would, with the headers of _headers (the CSP above all)
 * sent as real response headers, so Chromium enforces exactly what production sends.
 */
export async function serveDist(dist: DistSite): Promise<{ origin: string; close(): Promise<void> }> {
  const rules = parseHeadersFile(dist.headers ?? "");
  const server = createServer(async (request, response) => {
    try {
      const path = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
      const file = fileFor(path, dist.files);
      const served = file ?? (dist.files.has("404.html") ? "404.html" : null);
      for (const header of headersFor(rules, path)) response.setHeader(header.name, header.value);
      if (served === null) {
        response.writeHead(404, { "content-type": "text/plain" }).end("not found");
        return;
      }
      const body = await readFile(join(dist.dir, served));
      response
        .writeHead(file ? 200 : 404, { "content-type": TYPES[extname(served)] ?? "application/octet-stream" })
        .end(body);
    } catch (error) {
      response.writeHead(500, { "content-type": "text/plain" }).end((error as Error).message);
    }
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
