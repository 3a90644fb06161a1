import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layoutShiftFindings, measureLayoutShift } from "../../../../cli/check/browser/layout-shift.js";
import type { DistPage } from "../../../../cli/check/dist.js";
import { launchChromium } from "../../../helpers/browser.js";

/** Two pages: one whose script puts a banner above the text after first paint, one that leaves room for it. */
const PAGES: Record<string, string> = {
  "/shifting/": `<!doctype html><html><head><title>t</title><script type="module" src="/late-banner.js"></script></head>
<body><main id="main"><h1>Heading</h1><p>${"Words ".repeat(200)}</p></main></body></html>`,
  "/stable/": `<!doctype html><html><head><title>t</title><style>#slot{min-height:200px}</style><script type="module" src="/late-banner.js"></script></head>
<body><div id="slot"></div><main id="main"><h1>Heading</h1><p>${"Words ".repeat(200)}</p></main></body></html>`,
  // After first paint, as the runtime's banner comes in for a new visitor; a fixed delay would race
  // the paint on a busy machine (a shift before first paint counts for nothing).
  "/late-banner.js": `new PerformanceObserver((list, observer) => {
  observer.disconnect();
  requestAnimationFrame(() => {
    const banner = Object.assign(document.createElement("aside"), { textContent: "Add us to your browser" });
    banner.style.height = "200px";
    (document.getElementById("slot") ?? document.body).prepend(banner);
  });
}).observe({ type: "paint", buffered: true });`,
};

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = PAGES[request.url ?? ""];
    response
      .writeHead(body ? 200 : 404, { "content-type": request.url?.endsWith(".js") ? "text/javascript" : "text/html" })
      .end(body ?? "");
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => server.close(done));
});

const page = (url: string) =>
  ({ meta: { url, source: { template: "templates/pages/Test.tsx" } }, parsed: null }) as unknown as DistPage;

describe("layout shift in site check", () => {
  it("measures what moves when the runtime inserts content after first paint, and reports it over the budget", async () => {
    const pages = [page("/shifting/"), page("/stable/")];
    const measured = await measureLayoutShift(browser, origin, pages, {
      maxCls: 0.1,
      viewports: [{ width: 412, height: 823 }],
    });
    const [shifting, stable] = measured;
    expect(shifting!.cls).toBeGreaterThan(0.1);
    expect(shifting!.moved.length).toBeGreaterThan(0);
    expect(stable).toMatchObject({ url: "/stable/", cls: 0, viewport: "412×823", budget: 0.1 });
    const findings = layoutShiftFindings(measured, pages);
    expect(findings.map((finding) => [finding.code, finding.page, finding.source])).toEqual([
      ["over-budget-cls", "/shifting/", "templates/pages/Test.tsx"],
    ]);
    expect(findings[0]!.message).toMatch(
      /^Cumulative Layout Shift 0\.\d+ in a 412×823 window, over the budget of 0\.1; moved: </,
    );
  }, 60_000);

  it("measures each configured window", async () => {
    const measured = await measureLayoutShift(browser, origin, [page("/stable/")], {
      maxCls: 0.05,
      viewports: [
        { width: 320, height: 640 },
        { width: 1280, height: 800 },
      ],
    });
    expect(measured.map((shift) => [shift.viewport, shift.cls])).toEqual([
      ["320×640", 0],
      ["1280×800", 0],
    ]);
  }, 60_000);
});
