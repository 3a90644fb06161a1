import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { htmlValidator, type ValidateHtml } from "../../../../cli/check/checks/html-rules.js";
import {
  readHtmlVerdicts,
  rememberingValidator,
  writeHtmlVerdicts,
} from "../../../../cli/check/checks/html-verdicts.js";
import { copyFixture, REPO_ROOT } from "../../../helpers/fixture-site.js";

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>About</title><meta name="description" content="About us"></head>` +
  `<body><main><h1>About</h1>${body}</main></body></html>`;
const DUPLICATE_IDS = page('<p id="a">One</p><p id="a">Two</p>');
const SOUND = page("<p>One</p>");

/** html-validate, counting the pages it was asked to judge. */
function countingValidator() {
  const judged: string[] = [];
  const real = htmlValidator();
  const make = (): ValidateHtml => (html, filename) => {
    judged.push(filename);
    return real(html, filename);
  };
  return { make, judged };
}

const summary = (validate: ValidateHtml, html: string) =>
  validate(html, "page.html").map((message) => `${message.ruleId} ${message.line}:${message.column}`);

describe("html verdicts kept between runs of site check", () => {
  it("judges each markup once: the next run answers from the verdicts the first kept, errors included", () => {
    const first = countingValidator();
    const run1 = rememberingValidator(first.make, {}, "cli-1");
    const reported = summary(run1.validate, DUPLICATE_IDS);
    expect(reported).toEqual(["no-dup-id 1:181"]);
    expect(summary(run1.validate, SOUND)).toEqual([]);
    expect(first.judged).toEqual(["page.html", "page.html"]);

    const second = countingValidator();
    const run2 = rememberingValidator(second.make, JSON.parse(JSON.stringify(run1.used())), "cli-1");
    expect(summary(run2.validate, DUPLICATE_IDS)).toEqual(reported);
    expect(summary(run2.validate, SOUND)).toEqual([]);
    expect(second.judged).toEqual([]);
  });

  it("judges again what another CLI judged (new rules or html-validate), and markup that changed", () => {
    const run1 = rememberingValidator(countingValidator().make, {}, "cli-1");
    run1.validate(SOUND, "page.html");
    const newer = countingValidator();
    const run2 = rememberingValidator(newer.make, run1.used(), "cli-2");
    run2.validate(SOUND, "page.html");
    const edited = countingValidator();
    const run3 = rememberingValidator(edited.make, run1.used(), "cli-1");
    run3.validate(DUPLICATE_IDS, "page.html");
    expect([newer.judged.length, edited.judged.length]).toEqual([1, 1]);
  });

  it("judges again a key whose kept verdict is not a list of messages (a file edited by hand)", () => {
    const run1 = rememberingValidator(countingValidator().make, {}, "cli-1");
    run1.validate(DUPLICATE_IDS, "page.html");
    const [key] = Object.keys(run1.used());
    const again = countingValidator();
    const run2 = rememberingValidator(again.make, { [key!]: 5 } as never, "cli-1");
    expect(summary(run2.validate, DUPLICATE_IDS)).toEqual(["no-dup-id 1:181"]);
    expect(again.judged).toHaveLength(1);
  });

  it("keeps only what this run used, so the verdicts of pages no longer built are let go", () => {
    const run1 = rememberingValidator(countingValidator().make, {}, "cli-1");
    run1.validate(SOUND, "page.html");
    run1.validate(DUPLICATE_IDS, "page.html");
    const run2 = rememberingValidator(countingValidator().make, run1.used(), "cli-1");
    run2.validate(SOUND, "page.html");
    expect(Object.keys(run2.used())).toHaveLength(1);
  });
});

describe("the verdicts file", () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), "html-verdicts-"));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("is written under .site-cache/check/ and read back as written", async () => {
    const run = rememberingValidator(htmlValidator, {}, "cli-1");
    run.validate(DUPLICATE_IDS, "page.html");
    await writeHtmlVerdicts(root, run.used());
    expect(JSON.parse(await readFile(join(root, ".site-cache/check/html-verdicts.json"), "utf8"))).toEqual(
      JSON.parse(JSON.stringify(run.used())),
    );
    expect(await readHtmlVerdicts(root)).toEqual(JSON.parse(JSON.stringify(run.used())));
  });

  it("is no verdicts at all when missing, cut short or not an object", async () => {
    expect(await readHtmlVerdicts(root)).toEqual({});
    await mkdir(join(root, ".site-cache/check"), { recursive: true });
    for (const text of ['{"a": [', "[1, 2]", "null"]) {
      await writeFile(join(root, ".site-cache/check/html-verdicts.json"), text);
      expect(await readHtmlVerdicts(root)).toEqual({});
    }
  });
});

/** `site check` as a maintainer runs it: the compiled CLI (npm test compiles it first), twice. */
describe("site check, run again", () => {
  const site = (dir: string, ...args: string[]) =>
    spawnSync(process.execPath, [join(REPO_ROOT, "bin/site.mjs"), ...args, "--root", dir], {
      encoding: "utf8",
    });
  const verdictsFile = (dir: string) => join(dir, ".site-cache/check/html-verdicts.json");
  let fixture: Awaited<ReturnType<typeof copyFixture>>;
  beforeEach(async () => {
    fixture = await copyFixture("site-basic");
    expect(site(fixture.dir, "build", "--quiet").status).toBe(0);
  });
  afterEach(() => fixture.remove());

  it("reports a page broken since the last run, answers the rest from kept verdicts, and --no-cache keeps none", async () => {
    const first = site(fixture.dir, "check", "--skip-browser");
    expect(first.status).toBe(0);
    const kept = Object.keys(JSON.parse(await readFile(verdictsFile(fixture.dir), "utf8")));
    expect(kept.length).toBeGreaterThan(0);

    const about = "dist/en/about/index.html";
    await fixture.write(about, (await fixture.read(about)).replace("<main", '<p id="x"></p><p id="x"></p><main'));
    const second = site(fixture.dir, "check", "--skip-browser");
    expect(second.status).toBe(1);
    expect(second.stdout).toContain('/en/about/: Duplicate ID "x" [no-dup-id]');
    const now = Object.keys(JSON.parse(await readFile(verdictsFile(fixture.dir), "utf8")));
    expect(now.filter((key) => !kept.includes(key))).toHaveLength(1);

    await rm(join(fixture.dir, ".site-cache/check"), { recursive: true });
    const again = site(fixture.dir, "check", "--skip-browser", "--no-cache");
    expect(again.stdout).toContain('/en/about/: Duplicate ID "x" [no-dup-id]');
    await expect(readFile(verdictsFile(fixture.dir), "utf8")).rejects.toThrow(/ENOENT/);
  }, 60_000);
});
