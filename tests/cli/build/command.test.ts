import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../../cli/build/build.js";
import { copyFixture, REPO_ROOT } from "../../helpers/fixture-site.js";
import { fileTree } from "../../helpers/tree.js";
// @ts-expect-error: the benchmark's corpus writer is plain JavaScript
import { writeSyntheticSite } from "../../../bench/synthetic-site.mjs";
import { TIMED_STAGES } from "../../helpers/timed-stages.js";

const run = promisify(execFile);
const SITE = join(REPO_ROOT, "bin/site.mjs");

async function site(args: string[], cwd: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, [SITE, ...args], {
      cwd,
      env: { ...process.env, NO_COLOR: "1" },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("the site command", () => {
  let fixture: Awaited<ReturnType<typeof copyFixture>>;
  beforeAll(async () => {
    fixture = await copyFixture("site-basic");
  });
  afterAll(() => fixture.remove());

  it("builds and prints a summary a person can read", async () => {
    const { code, stdout } = await site(["build"], fixture.dir);
    expect(code).toBe(0);
    expect(stdout).toMatch(/✓ Built 8 pages in 2 locales into dist\/ in [\d.]+ m?s/);
    expect(stdout).toMatch(/[\d.]+ KB of HTML · \d+ assets, [\d.]+ KB/);
    expect(stdout).toMatch(/JavaScript on pages without an island: \d+ B gzipped at most/);
    expect(stdout).toMatch(
      /^ {2}load [\d.]+ m?s · content [\d.]+ m?s · plan [\d.]+ m?s · images [\d.]+ m?s · bundle [\d.]+ m?s · render [\d.]+ m?s · write [\d.]+ m?s · report [\d.]+ m?s$/m,
    );
    expect(stdout).toMatch(
      /Islands: React [\d.]+ KB gzipped in one shared chunk; each island's own code gzipped: hello \d+ B/,
    );
    expect(stdout).toMatch(
      /JavaScript on pages with an island: [\d.]+ KB gzipped at most \(\/(en|de)\/pro\/welcome\/\)/,
    );
  });

  it("gives each stage's name and time with --json", async () => {
    const { code, stdout } = await site(["build", "--json", "--out", "dist-json"], fixture.dir);
    expect(code).toBe(0);
    const summary = JSON.parse(stdout);
    expect(summary.stages.map((timing: { stage: string }) => timing.stage)).toEqual([...TIMED_STAGES]);
    expect(
      summary.stages.every((timing: { ms: number; startMs: number }) => timing.ms >= 0 && timing.startMs >= 0),
    ).toBe(true);
  });

  it("renders in worker threads when asked, with the same bytes as one thread", async () => {
    const one = await site(["build", "--json", "--workers", "1", "--out", "dist-one"], fixture.dir);
    const two = await site(["build", "--json", "--workers", "2", "--out", "dist-two"], fixture.dir);
    expect(JSON.parse(one.stdout).workers).toBe(1);
    expect(JSON.parse(two.stdout).workers).toBe(2);
    for (const file of ["en/index.html", "de/about/index.html", "manifest.json", "sitemap.xml"]) {
      expect(await fixture.read(`dist-two/${file}`)).toBe(await fixture.read(`dist-one/${file}`));
    }
  });

  it("hands the pages to a writer thread on a larger site, with the same bytes as writing them directly", async () => {
    const dir = await mkdtemp(join(tmpdir(), "site-writer-"));
    try {
      // Enough pages for the main thread to start its writer thread (the sources, run in-process, have none).
      await writeSyntheticSite(dir, 300, REPO_ROOT);
      const threaded = await site(["build", "--json", "--workers", "1", "--no-cache", "--out", "dist-threaded"], dir);
      expect(threaded.code).toBe(0);
      expect(JSON.parse(threaded.stdout).firstPageMs).toBeGreaterThan(0);
      const direct = await buildSite({
        rootDir: dir,
        outDir: join(dir, "dist-direct"),
        environment: "production",
        workers: 1,
        cache: false,
      });
      expect(direct.ok).toBe(true);
      expect(await fileTree(join(dir, "dist-threaded"))).toEqual(await fileTree(join(dir, "dist-direct")));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("ends the writer thread and exits 1 when a template throws on a larger site, keeping dist/", async () => {
    const dir = await mkdtemp(join(tmpdir(), "site-writer-fails-"));
    try {
      await writeSyntheticSite(dir, 300, REPO_ROOT);
      expect((await site(["build", "--quiet"], dir)).code).toBe(0);
      const before = await readFile(join(dir, "dist/en/docs/page-250/index.html"), "utf8");
      const templates = join(dir, "templates/index.tsx");
      await writeFile(
        templates,
        (await readFile(templates, "utf8")).replace(
          "function Doc(props: Props) {",
          'function Doc(props: Props) {\n  if (props.page.url === "/en/docs/page-250/") throw new Error("no page 250 today");',
        ),
      );
      // A writer thread left running would keep the process alive past the test's timeout.
      const failed = await site(["build", "--no-cache"], dir);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain(
        'rendering failed: /en/docs/page-250/ (template "doc", locale en): no page 250 today [render-failed]',
      );
      expect(failed.stderr).not.toContain("bug in site");
      expect(failed.stderr).not.toMatch(/\n\s+at /);
      // --verbose adds the template's stack, which names the template's file.
      const verbose = await site(["build", "--no-cache", "--verbose"], dir);
      expect(verbose.stderr).toMatch(/\n\s+at Doc .*templates/);
      expect(await readFile(join(dir, "dist/en/docs/page-250/index.html"), "utf8")).toBe(before);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it("exits 1 with file:line:column and no stack trace on a broken site.yaml, keeping dist/", async () => {
    await site(["build"], fixture.dir);
    const before = await readFile(join(fixture.dir, "dist/en/index.html"), "utf8");
    const yaml = await fixture.read("site.yaml");
    const broken = yaml.replace("defaultLocale: en", "defaultLocale: en\n  brandd: x");
    await fixture.write("site.yaml", broken);
    const line = broken.split("\n").indexOf("  brandd: x") + 1;
    const { code, stderr } = await site(["build"], fixture.dir);
    await fixture.write("site.yaml", yaml);
    expect(code).toBe(1);
    expect(stderr).toContain("Build failed with 1 problem (dist/ left unchanged):");
    expect(stderr).toContain(`site.yaml:${line}:3 site.brandd: unknown field "brandd" [config-unknown-field]`);
    expect(stderr).toContain('hint: did you mean "brand"?');
    expect(stderr).toContain(
      "Run `site errors config-unknown-field` (or another code) for what it means and what to do.",
    );
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(await readFile(join(fixture.dir, "dist/en/index.html"), "utf8")).toBe(before);
  });

  it("blames the disk, not a template nor itself, when the output folder cannot be made", async () => {
    await fixture.write("not-a-folder", "a file where the output's parent folder should be");
    const { code, stderr } = await site(["build", "--out", "not-a-folder/dist"], fixture.dir);
    expect(code).toBe(1);
    expect(stderr).toContain("[write-failed]");
    expect(stderr).toContain("hint: check that the output folder is writable and the disk has room");
    expect(stderr).not.toMatch(/template|bug in site/);
  });

  it("says where to run it when there is no site.yaml", async () => {
    const empty = await mkdtemp(join(tmpdir(), "site-empty-"));
    const { code, stderr } = await site(["build"], empty);
    await rm(empty, { recursive: true });
    expect(code).toBe(1);
    expect(stderr).toContain("site.yaml: site.yaml was not found [file-missing]");
  });

  it("explains every option with an example in --help", async () => {
    const { stdout } = await site(["build", "--help"], REPO_ROOT);
    for (const option of ["--out", "--env", "--root", "--workers", "--quiet"]) expect(stdout).toContain(option);
    expect(stdout.replace(/\s+/g, " ")).toContain('(choices: "production", "staging", "local", default: "production")');
    expect(stdout).toContain("$ site build --env staging");
  });

  it("writes a JSON Schema of site.yaml derived from the zod schema", async () => {
    const out = join(fixture.dir, "schema.json");
    const { code } = await site(["schema", "--out", out], fixture.dir);
    expect(code).toBe(0);
    const schema = JSON.parse(await readFile(out, "utf8"));
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(["site", "locales", "routes", "themes", "include"]),
    );
    expect(schema.properties.routes.items.properties.specificPurpose.type).toBe("boolean");
    expect(schema.required ?? []).toEqual([]);
    await writeFile(out, "");
  });
});
