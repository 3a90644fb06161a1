import { Command } from "commander";
import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { compileTemplates, importTemplates } from "../build/templates.js";
import { loadSite, type SiteModel } from "../config/load.js";
import { checkNames, checkSchema } from "../config/schema/check.js";
import { formatError, type SiteError } from "../errors.js";
import { chromiumChecks } from "./browser/chromium-checks.js";
import type { CheckContext } from "./context.js";
import { readDist, type DistSite } from "./dist.js";
import { fetchExternalLinks } from "./external.js";
import { htmlReport } from "./report/html.js";
import { humanReport, paintFor } from "./report/human.js";
import { jsonReport } from "./report/json.js";
import { runChecks, type BrowserChecks } from "./run.js";

export interface CheckOptions {
  root: string;
  skipBrowser?: boolean;
  external?: boolean;
  json?: boolean;
  report?: string;
}

/** What the command touches outside itself; tests pass their own. */
export interface CheckIo {
  stdout: { write(text: string): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown };
  env: NodeJS.ProcessEnv;
  setExitCode(code: 0 | 1 | 2): void;
  browser: BrowserChecks;
}

const defaultIo: CheckIo = {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  setExitCode: (code) => {
    process.exitCode = code;
  },
  browser: chromiumChecks,
};

export function checkCommand(io: CheckIo = defaultIo): Command {
  return new Command("check")
    .description("Prove that a built site may ship: exit 0 when no check finds an error, 1 when one does, 2 when the checks could not run")
    .argument("[dir]", "the built site (what `site build` wrote)", "dist")
    .option("-C, --root <dir>", "the site folder (holding site.yaml); severities and budgets come from it", ".")
    .option("--skip-browser", "skip the checks that need Chromium (accessibility, CSP violations at load time)")
    .option("--external", "also fetch every external link (they are only listed otherwise)")
    .option("--json", "print the whole result as JSON instead of the report for people")
    .option("--report <file>", "also write a self-contained HTML report with each route's weight against its budget")
    .addHelpText("after", helpText())
    .action(async (dir: string, options: CheckOptions) => {
      io.setExitCode(await check(dir, options, io));
    });
}

async function check(dir: string, options: CheckOptions, io: CheckIo): Promise<0 | 1 | 2> {
  const rootDir = resolve(options.root);
  const distDir = resolve(rootDir, dir);
  const started = performance.now();
  const [dist, model, templates] = await Promise.all([readDist(distDir), loadSite(rootDir), templateNames(rootDir)]);
  if (!dist.ok || !model.ok) {
    const errors = [...(dist.ok ? [] : dist.errors), ...(model.ok ? [] : model.errors)];
    return couldNotRun(io, errors);
  }
  const context: CheckContext = {
    dist: dist.value,
    model: model.value,
    contentText: await contentTexts(rootDir, dist.value),
    templateNames: templates,
  };
  const loadMs = Math.round(performance.now() - started);
  let run;
  try {
    run = await runChecks(context, {
      browser: options.skipBrowser ? null : io.browser,
      fetchExternal: options.external ? fetchExternalLinks : null,
    });
    run.durations = { load: loadMs, ...run.durations };
  } catch (error) {
    return couldNotRun(io, [{ code: "check-crashed", message: (error as Error).message, hint: (error as Error).message.includes("chromium") ? "run with --skip-browser, or install Chromium" : undefined }]);
  }
  io.stdout.write(options.json ? jsonReport(run, dir) : humanReport(run, dir, paintFor(io.stdout, io.env)));
  if (options.report) {
    await writeFile(resolve(options.report), htmlReport(run, { dist: dir, brand: model.value.site.brand }));
    if (!options.json) io.stdout.write(`report written to ${options.report}\n`);
  }
  return run.errors > 0 ? 1 : 0;
}

function couldNotRun(io: CheckIo, errors: SiteError[]): 2 {
  io.stderr.write(`site check could not run:\n${errors.map((error) => `  ${formatError(error)}\n`).join("")}`);
  return 2;
}

/** Content files the pages came from, to tell whether a problem is in Markdown or in a template. */
async function contentTexts(rootDir: string, dist: DistSite): Promise<(file: string) => string | null> {
  const files = [...new Set(dist.pages.flatMap((page) => page.meta.source.content ?? []))];
  const texts = new Map(await Promise.all(files.map(async (file) => [file, await readFile(join(rootDir, file), "utf8").catch(() => null)] as const)));
  return (file) => texts.get(file) ?? null;
}

async function templateNames(rootDir: string): Promise<string[] | null> {
  const compiled = await compileTemplates(rootDir);
  if (!compiled.ok) return null;
  const templates = await importTemplates(compiled.value.file).catch(() => null);
  return templates?.ok ? Object.keys(templates.value) : null;
}

function helpText(): string {
  const severities = checkSchema.shape.severity.shape;
  const rows = checkNames.map((name) => `  ${name.padEnd(14)} ${severities[name].description ?? ""}`);
  return `
Checks:
${rows.join("\n")}

HTML rules: html-validate's "standard" preset (content models, required attributes, no duplicate
ids), no references to missing ids, headings in order, labelled inputs, non-empty title and
headings, alt text, exactly one h1 and a meta description. Pages whose markup differs only in
words and locale are validated once. The browser checks run in one Chromium: axe-core on one
page per template in the default locale and one other language, light and dark; every route of
the default locale loads under the CSP of _headers, which must report no violation.

Each check's severity is set in site.yaml (config/check.yaml in this repository):
  check:
    severity:
      links: error     # error: fails the check (exit 1); warn: reported, does not fail; off: not run
Budgets per kind of page are under check.budgets (marketing, island) in KB; paths on the site's
host that another server answers under check.links.servedElsewhere; the accessibility check's
second language under check.accessibility.otherLocale.

Exit codes: 0 no errors (warnings allowed), 1 errors found, 2 could not run (no build, bad site.yaml).

Examples:
  $ site check                         check dist/ with every check
  $ site check --skip-browser          everything but the Chromium checks (fast, for every change)
  $ site check --json > check.json     for machines
  $ site check --report check.html     with a chart of each route's weight against its budget`;
}
