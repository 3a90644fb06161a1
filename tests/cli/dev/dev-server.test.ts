import { open, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDevServer, type DevServer } from "../../../cli/dev/dev-server.js";
import { launchChromium } from "../../helpers/browser.js";
import { copyFixture } from "../../helpers/fixture-site.js";

describe("site dev in Chromium", () => {
  let fixture: Awaited<ReturnType<typeof copyFixture>>;
  let dev: DevServer;
  let browser: Browser;
  const log: string[] = [];

  beforeAll(async () => {
    fixture = await copyFixture("site-basic");
    dev = await startDevServer({ rootDir: fixture.dir, port: 0, log: (line) => log.push(line) });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await dev?.close();
    await fixture?.remove();
  });

  it("shows a Markdown edit in the open tab without a manual reload", async () => {
    const page = await browser.newPage();
    const cspErrors: string[] = [];
    page.on("console", (message) => message.type() === "error" && cspErrors.push(message.text()));
    await page.goto(`${dev.url}/en/about/`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("About Fixture");
    await page.locator("html[data-site-live]").waitFor({ state: "attached" });

    const source = join(fixture.dir, "content/en/about.md");
    const update = dev.nextUpdate();
    await writeFile(
      source,
      (await readFile(source, "utf8")).replace("title: About Fixture", "title: About us, edited"),
    );
    const { ms, files } = await update;
    expect(files).toEqual(["en/about/index.html", "en/pro/welcome/index.html"]);
    expect(ms).toBeLessThan(2000);
    await expect.poll(() => page.locator("h1").textContent(), { timeout: 5000 }).toBe("About us, edited");
    expect(cspErrors).toEqual([]);
  });

  it("shows a broken file's error over the page and keeps the last good page", async () => {
    const page = await browser.newPage();
    await page.goto(`${dev.url}/en/terms/`);
    await page.locator("html[data-site-live]").waitFor({ state: "attached" });
    const update = dev.nextUpdate();
    await writeFile(join(fixture.dir, "content/en/terms.md"), "---\ntitle: Terms\ntoc: often\n---\n");
    const { errors } = await update;
    expect(errors[0]).toMatchObject({ file: "content/en/terms.md", line: 3, column: 6 });
    await expect
      .poll(() => page.locator("[data-site-dev-error]").textContent())
      .toContain('content/en/terms.md:3:6 toc: expected a boolean, found "often"');
    expect(await page.locator("h1").textContent()).toBe("Terms");
    expect(await readFile(join(dev.outDir, "en/terms/index.html"), "utf8")).toContain("<h1>Terms</h1>");
  });

  it("renders the saved text when a save arrives as a truncate, then a write", async () => {
    const file = await open(join(fixture.dir, "content/en/about.md"), "w");
    await new Promise((resolve) => setTimeout(resolve, 40));
    await file.writeFile("---\ntitle: Written in two steps\n---\nBody\n");
    await file.close();
    await expect
      .poll(() => readFile(join(dev.outDir, "en/about/index.html"), "utf8"), { timeout: 5000 })
      .toContain("<h1>Written in two steps</h1>");
  });

  it("answers the page's pixels and usage events as the main host would, instead of with a 404", async () => {
    const response = await fetch(`${dev.url}/t/page.view?page=home&locale=en`);
    expect(response.status).toBe(204);
    expect((await fetch(`${dev.url}/tnowhere`)).status).toBe(404);
  });

  it("serves a localised 404 with the status a host would send", async () => {
    const response = await fetch(`${dev.url}/de/nowhere/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('lang="de"');
  });
});
