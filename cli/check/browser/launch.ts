import { existsSync } from "node:fs";
import type { Browser } from "playwright-core";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Headless Chromium without calls home: the checks must not depend on the network.
 * playwright-core is imported here, not at the top, so `--skip-browser` never loads it.
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
    ],
  });
}
