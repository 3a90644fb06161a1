import { existsSync } from "node:fs";
import type { Browser } from "playwright-core";

/**
 * Debian's two builds of Chromium, the lighter first. `chromium-headless-shell` is Chromium's old
 * headless mode on its own, without the browser's window machinery, and the build Playwright itself
 * drives for headless runs: on this machine it drew the design tests' 500 page loads with 111 CPU
 * seconds where `chromium --headless` took 206 (same Blink, same layout, same pixels).
 */
const CANDIDATES = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];

/** The Chromium to drive: CHROMIUM_PATH when set, else the first of Debian's builds installed. */
function chromiumPath(): string | null {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/**
 * Headless Chromium without calls home: the checks must not depend on the network.
 * playwright-core is imported here, not at the top, so `--skip-browser` never loads it.
 * Every host but the loopback one the site is served from fails to resolve at once, so a page
 * never waits on a host this machine cannot reach. A route handler would do the same, but it
 * sends every request of every page through this process first: a quarter of a page's load time.
 */
export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) {
    throw new Error(
      process.env.CHROMIUM_PATH
        ? `chromium was not found at CHROMIUM_PATH (${process.env.CHROMIUM_PATH})`
        : `chromium was not found at ${CANDIDATES.join(" or ")}; install it (apt-get install chromium-headless-shell) or set CHROMIUM_PATH`,
    );
  }
  const { chromium } = await import("playwright-core");
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]",
    ],
  });
}
