// Lighthouse's mobile performance score of built pages, served as production serves them: over
// HTTP/2 with Brotli. Served over HTTP/1.1 the home page's picture waited for a free connection
// behind the head's scripts and Lighthouse timed its LCP 0.3 s later than over HTTP/2.
//
//   node scripts/lighthouse.mjs [--runs 5] [--dist DIR] [PATH...]   (default /en/ /en/pro/ /en/mac/)
//
// Runs each page --runs times and prints every score and the medians: Lighthouse's simulated
// phone multiplies the CPU time it observes by four, so one run on a shared machine says little.
// Lighthouse comes from the npm registry through npx (pinned below), Chromium from Debian, and
// the certificate of 127.0.0.1 from openssl; run it on a quiet machine after `npm run build`.
import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { parseArgs, promisify } from "node:util";
import { brotliCompressSync } from "node:zlib";

const LIGHTHOUSE = "lighthouse@12.2.3";
const CHROMIUM = "/usr/bin/chromium";
const METRICS = {
  "first-contentful-paint": "FCP",
  "largest-contentful-paint": "LCP",
  "total-blocking-time": "TBT",
  "cumulative-layout-shift": "CLS",
  "speed-index": "SI",
};
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css",
  ".js": "text/javascript",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".woff2": "font/woff2",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
};

const { values, positionals } = parseArgs({
  options: { runs: { type: "string", default: "5" }, dist: { type: "string", default: "dist" } },
  allowPositionals: true,
});
const runs = Number(values.runs);
const paths = positionals.length ? positionals : ["/en/", "/en/pro/", "/en/mac/"];
if (!existsSync(join(values.dist, "manifest.json"))) {
  console.error(`No built site in ${values.dist}/: run \`npm run build\` first.`);
  process.exit(2);
}
if (!existsSync(CHROMIUM)) {
  console.error(`Lighthouse drives Chromium at ${CHROMIUM}: install it with \`apt-get install chromium\`.`);
  process.exit(2);
}

/** A throw-away certificate for 127.0.0.1: browsers speak HTTP/2 only over TLS. */
function certificate() {
  const dir = mkdtempSync(join(tmpdir(), "lighthouse-cert-"));
  try {
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"],
        ...["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")],
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** dist/ as a CDN serves it: text compressed with Brotli (once per file), a year's cache. */
function serve(dist) {
  const compressed = new Map();
  const server = createSecureServer({ ...certificate(), allowHTTP1: true }, (request, response) => {
    let file = join(dist, normalize(decodeURIComponent(new URL(request.url, "https://x").pathname)));
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!file.startsWith(dist) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const type = TYPES[extname(file)] ?? "application/octet-stream";
    const headers = { "content-type": type, "cache-control": "public, max-age=31536000" };
    let body = readFileSync(file);
    if (/text|javascript|json|svg|xml/.test(type) && /\bbr\b/.test(request.headers["accept-encoding"] ?? "")) {
      if (!compressed.has(file)) compressed.set(file, brotliCompressSync(body));
      body = compressed.get(file);
      headers["content-encoding"] = "br";
    }
    response.writeHead(200, headers).end(body);
  });
  return new Promise((ready) => server.listen(0, "127.0.0.1", () => ready(server)));
}

/**
 * One Lighthouse run of `url`: the score out of 100 and each metric in milliseconds (CLS unitless).
 * Asynchronous: this process serves the pages meanwhile.
 */
async function lighthouse(url) {
  const { stdout: report } = await promisify(execFile)(
    "npx",
    [
      ...["--yes", LIGHTHOUSE, url, "--only-categories=performance", "--output=json", "--output-path=stdout"],
      "--quiet",
      "--chrome-flags=--headless --no-sandbox --ignore-certificate-errors",
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 << 20, encoding: "utf8" },
  );
  const { categories, audits } = JSON.parse(report);
  return {
    score: Math.round(categories.performance.score * 100),
    ...Object.fromEntries(Object.entries(METRICS).map(([id, name]) => [name, audits[id].numericValue])),
  };
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const shown = (name, value) => (name === "CLS" ? value.toFixed(3) : `${Math.round(value)} ms`);

const dist = join(process.cwd(), values.dist);
const server = await serve(dist);
const origin = `https://127.0.0.1:${server.address().port}`;
try {
  for (const path of paths) {
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await lighthouse(origin + path));
    const metrics = Object.values(METRICS)
      .map((name) => `${name} ${shown(name, median(results.map((result) => result[name])))}`)
      .join(", ");
    console.log(
      `${path}  performance ${results.map((result) => result.score).join(", ")} (median ${median(results.map((result) => result.score))}); median ${metrics}`,
    );
  }
} finally {
  server.close();
}
