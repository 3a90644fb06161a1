import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStaticServer, type StaticServer } from "../../../cli/dev/static-server.js";
import { rawRequest } from "./emulator/support.js";

let dir: string;
let server: StaticServer;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "site-static-server-"));
  await mkdir(join(dir, "en", "pro"), { recursive: true });
  await writeFile(join(dir, "en", "index.html"), "<!doctype html><title>en</title>");
  await writeFile(join(dir, "en", "pro", "index.html"), "<!doctype html><title>pro</title>");
  await mkdir(join(dir, "assets"));
  await writeFile(join(dir, "assets", "main-3F2A1B0C.js"), "export {};");
  await writeFile(
    join(dir, "_headers"),
    "/*\n  X-Content-Type-Options: nosniff\n  Strict-Transport-Security: max-age=31536000\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n",
  );
  server = await startStaticServer({ dir, port: 0 });
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("site dev's static server never sends a visitor to another site", () => {
  it("answers a folder asked for without its slash with a redirect to that folder on this site, however the path is spelled", async () => {
    const attempts = {
      "/%2Fevil.example%2F..%2Fen": "/en/",
      "/%5Cevil.example%2F..%2Fen": "/en/",
      "//evil.example/..%2Fen": "/en/",
      "/en/%2E%2E/en/pro": "/en/pro/",
      "/en/pro?origin=funnel_pro_website": "/en/pro/?origin=funnel_pro_website",
    };
    for (const [path, expected] of Object.entries(attempts)) {
      const answer = await rawRequest(`${server.url}${path}`);
      const location = answer.headers.get("location");
      if (answer.status === 301) {
        expect(location, path).toBe(expected);
        expect(new URL(location!, server.url).origin, path).toBe(server.url);
      } else {
        expect(answer.status, path).toBe(404);
      }
    }
  });

  it("answers only its own loopback names, so a page on a rebound DNS name reads nothing", async () => {
    const port = new URL(server.url).port;
    expect((await rawRequest(`${server.url}/en/`, { headers: { host: `evil.example:${port}` } })).status).toBe(403);
    expect((await rawRequest(`${server.url}/en/`, { headers: { host: `localhost:${port}` } })).status).toBe(200);
  });

  it("answers a path that does not decode as not found, instead of failing", async () => {
    expect((await rawRequest(`${server.url}/en/%E0%A4%A`)).status).toBe(404);
  });
});

describe("site dev's static server caches as the site's _headers say, and only that", () => {
  it("lets the browser keep an asset the site marks immutable (its name changes with its content)", async () => {
    const answer = await rawRequest(`${server.url}/assets/main-3F2A1B0C.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("has pages, and assets that are not there, fetched anew on every load, and sends no HSTS for loopback", async () => {
    for (const path of ["/en/", "/assets/main-00000000.js"]) {
      const answer = await rawRequest(`${server.url}${path}`);
      expect(answer.headers.get("cache-control"), path).toBe("no-store");
      expect(answer.headers.get("strict-transport-security"), path).toBeNull();
    }
  });
});
