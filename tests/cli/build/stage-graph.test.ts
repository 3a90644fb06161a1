import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite, type BuildProgress, type BuildSummary } from "../../../cli/build/build.js";
import { BUILD_STAGES } from "../../../cli/build/stages/index.js";
import type { Result } from "../../../cli/errors.js";
import { copyFixture } from "../../helpers/fixture-site.js";
import { pageList } from "../../fixtures/stages/page-list.js";
import { TIMED_STAGES } from "../../helpers/timed-stages.js";

describe("a stage added to the build: one module and one registration", () => {
  let site: Awaited<ReturnType<typeof copyFixture>>;
  const events: BuildProgress[] = [];
  let built: Result<BuildSummary>;

  beforeAll(async () => {
    site = await copyFixture("site-basic");
    built = await buildSite({
      rootDir: site.dir,
      outDir: join(site.dir, "dist"),
      environment: "production",
      stages: [...BUILD_STAGES, pageList],
      onProgress: (event) => events.push(event),
    });
  });
  afterAll(() => site.remove());

  it("runs, and what it writes is in the output folder with the rest of the build", async () => {
    if (!built.ok) throw new Error(JSON.stringify(built.errors));
    const listed = (await readFile(join(site.dir, "dist/pages.txt"), "utf8")).trim().split("\n");
    const manifest = JSON.parse(await readFile(join(site.dir, "dist/manifest.json"), "utf8")) as {
      pages: { url: string }[];
    };
    expect(listed.length).toBe(built.value.pages);
    expect(new Set(listed)).toEqual(new Set(manifest.pages.map((page) => page.url)));
  });

  it("is timed with the build's own stages: in the summary and the progress line, after those registered before it", () => {
    if (!built.ok) throw new Error(JSON.stringify(built.errors));
    expect(built.value.stages.map((timing) => timing.stage)).toEqual([...TIMED_STAGES, "page-list"]);
    const started = events.find((event) => event.stage === "page-list" && event.state === "started");
    const done = events.find((event) => event.stage === "page-list" && event.state === "done");
    const render = events.find((event) => event.stage === "render" && event.state === "done");
    expect(started?.position).toBe(TIMED_STAGES.length);
    expect(render?.position).toBe(TIMED_STAGES.indexOf("render"));
    expect(done).toBeDefined();
  });
});
