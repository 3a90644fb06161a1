import { existsSync } from "node:fs";
import type { Browser } from "playwright-core";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Headless Chromium without calls home: the checks must not depend on the network.
 * playwright-core is imported here, not at the top, so `--skip-browser` never loads it.
 * Every host but the loopback one the site is served from fails to resolve at once, so a page
 * never waits on a host this machine cannot reach. A route handler would do the same, but it
 * sends every request of every page through this process first: a quarter of a page's load time.
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `chromium was not found at ${CHROMIUM}; install it (apt-get install chromium) or set CHROMIUM_PATH`,
    );
  }
  const { chromium } = await import("playwright-core");
  return chromium.launch({
    executablePath: CHROMIUM,
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
