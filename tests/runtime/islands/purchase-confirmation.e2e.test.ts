import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { buildSite } from "../../../cli/build/build.js";
import type { SiteModel } from "../../../cli/config/load.js";
import { startEmulator } from "../../../cli/dev/emulator/index.js";
import { startStaticServer } from "../../../cli/dev/static-server.js";
import { launchChromium } from "../../helpers/browser.js";
import { modelFor, repoModel, startCheckout } from "../subscription/support.js";

/**
 * The real page: a one-route site built for the local environment (its CSP, its #site-config, the
 * bundled island), served as `site dev` serves it, opened in Chromium, talking to the emulator.
 */
const REPO = resolve(import.meta.dirname, "../../..");
const SUCCESS_PATH = "/pro/welcome";

let model: SiteModel;
let dir: string;
let browser: Browser;
let emulator: { url: string; close(): Promise<void> };
let site: { url: string; close(): Promise<void> };

beforeAll(async () => {
  const base = await repoModel();
  emulator = await startEmulator({ port: 0, model: base });
  // Quick polling, so the unconfirmed case gives up in well under a second.
  model = { ...modelFor(base, emulator.url), subscription: { ...base.subscription, confirmation: { pollIntervalMs: 100, maxAttempts: 3 } } };
  dir = await mkdtemp(join(tmpdir(), "site-island-"));
  for (const shared of ["templates", "contracts", "runtime", "public", "node_modules"]) {
    await symlink(join(REPO, shared), join(dir, shared), "dir");
  }
  await mkdir(join(dir, "locales"));
  await symlink(join(REPO, "locales/en.yaml"), join(dir, "locales/en.yaml"));
  const include = ["content", "runtime", "check"].map((name) => relative(dir, join(REPO, "config", `${name}.yaml`)));
  await writeFile(
    join(dir, "site.yaml"),
    stringify({
      include,
      site: model.site,
      locales: [{ code: "en", name: "English" }],
      themes: model.themes,
      routes: [
        { path: "/", id: "home", template: "home", theme: "default", specificPurpose: true },
        { path: SUCCESS_PATH, id: "pro-welcome", template: "subscription", theme: "pro", island: "purchase-confirmation" },
      ],
      links: { menu: [{ label: "nav.subscription", href: SUCCESS_PATH }], footer: [] },
      services: model.services,
      subscription: model.subscription,
    }),
  );
  const built = await buildSite({ rootDir: dir, outDir: join(dir, "dist"), environment: "local", workers: 0 });
  if (!built.ok) throw new Error(JSON.stringify(built.errors, null, 2));
  site = await startStaticServer({ dir: join(dir, "dist"), port: 0 });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await emulator?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A visitor who opened checkout on this site: the refresh token it left in storage. */
async function checkoutStarted(pay: boolean): Promise<string> {
  const storage = await startCheckout(model, { successUrl: `${site.url}/en${SUCCESS_PATH}/`, pay });
  return storage.getItem(model.subscription.storageKeys.refreshToken)!;
}

async function openSuccessPage(refreshToken: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content-Security-Policy")) errors.push(message.text());
  });
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [model.subscription.storageKeys.refreshToken, refreshToken]);
  await page.goto(`${site.url}/en${SUCCESS_PATH}/?success=true&billing_period=yearly`);
  return { page, errors };
}

describe("purchase-confirmation on the built success page", () => {
  it("confirms a paid checkout with the API and says so", async () => {
    const { page, errors } = await openSuccessPage(await checkoutStarted(true));
    try {
      const box = page.locator('[data-island="purchase-confirmation"] [data-confirmation="confirmed"]');
      await box.waitFor();
      expect(await box.textContent()).toBe("Your subscription is active on this device.");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("does not believe success=true for an unpaid checkout and shows the communication error", async () => {
    const { page } = await openSuccessPage(await checkoutStarted(false));
    try {
      const alert = page.locator('[data-island="purchase-confirmation"] [role="alert"]');
      await alert.waitFor();
      expect(await alert.textContent()).toBe("There has been a communication error. Please try again.");
    } finally {
      await page.close();
    }
  });
});
