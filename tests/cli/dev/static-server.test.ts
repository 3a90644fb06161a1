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
