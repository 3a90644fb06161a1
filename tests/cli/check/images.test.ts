import { readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../../cli/build/build.js";
import { copyFixture } from "../../helpers/fixture-site.js";
import { siteCheck } from "./run-check.js";

type Fixture = Awaited<ReturnType<typeof copyFixture>>;

async function built(edit?: (site: Fixture) => Promise<void>): Promise<Fixture> {
  const site = await copyFixture("picture-site");
  await edit?.(site);
  const result = await buildSite({ rootDir: site.dir, outDir: join(site.dir, "dist"), environment: "production" });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return site;
}

const findings = (out: string, code: string) => out.split("\n").filter((line) => line.includes(`[${code}]`));

// Builds that encode pictures and draw cards cold: slow on a busy machine.
describe("site check on pictures and share previews", { timeout: 180_000 }, () => {
  let sound: Fixture;
  beforeAll(async () => {
    sound = await built();
  }, 120_000);
  afterAll(() => sound.remove());

  it("passes a site whose pictures fit the budgets and whose pages all have their share previews", async () => {
    const result = await siteCheck(sound.dir);
    expect(result.out).toContain("✓ passed");
    expect(result.code).not.toBe(1);
  });

  it("fails a page whose first screen's pictures outweigh the budget, as a phone fetches them", async () => {
    const yaml = await sound.read("site.yaml");
    await sound.write(
      "site.yaml",
      `${yaml}\ncheck:\n  severity: {}\n  budgets:\n    marketing: { jsGzipKb: 10, configGzipKb: 4, cssGzipKb: 20, htmlGzipKb: 40, imageKb: 300, firstScreenImageKb: 1 }\n    island: { jsGzipKb: 90, configGzipKb: 8, cssGzipKb: 20, htmlGzipKb: 40, imageKb: 300, firstScreenImageKb: 1 }\n`.replace(
        /\n {2}- [^\n]*check\.yaml/,
        "",
      ),
    );
    const result = await siteCheck(sound.dir);
    await sound.write("site.yaml", yaml);
    expect(result.code).toBe(1);
    const over = findings(result.out, "over-budget-first-image");
    expect(over.length).toBeGreaterThan(0);
    expect(result.out).toMatch(/First-screen images [\d.]+ KB as a phone fetches them/);
    // The about page's pictures are all lazy: nothing of its first screen.
    expect(result.out).toMatch(/\/en\/(?!about)/);
  });

  it("fails a share image that is not in the build", async () => {
    const copy = await built();
    try {
      const card = readdirSync(join(copy.dir, "dist/assets/share"))[0]!;
      await rm(join(copy.dir, "dist/assets/share", card));
      const result = await siteCheck(copy.dir);
      expect(result.code).toBe(1);
      expect(findings(result.out, "share-preview-missing").join("\n")).toContain("is not a file of the build");
    } finally {
      await copy.remove();
    }
  });

  it("fails an <img> without width and height", async () => {
    const site = await built(async (copy) => {
      const template = await copy.read("templates/index.tsx");
      await copy.write(
        "templates/index.tsx",
        template.replace(
          '<Picture src="badge.png"',
          '<img src="/favicon.svg" alt="" />\n      <Picture src="badge.png"',
        ),
      );
    });
    try {
      const result = await siteCheck(site.dir);
      expect(result.code).toBe(1);
      expect(findings(result.out, "site/img-size").join("\n")).toContain("without width and height");
    } finally {
      await site.remove();
    }
  });
});
