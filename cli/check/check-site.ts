import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { compileTemplates, importTemplates } from "../build/templates.js";
import { loadSite } from "../config/load.js";
import { formatError, type SiteError } from "../errors.js";
import type { CheckIo, CheckOptions } from "./command.js";
import type { CheckContext } from "./context.js";
import { readDist, type DistSite } from "./dist.js";
import { fetchExternalLinks } from "./external.js";
import { htmlReport } from "./report/html.js";
import { humanReport, paintFor } from "./report/human.js";
import { jsonReport } from "./report/json.js";
import { runChecks } from "./run.js";

/** `site check`'s work: read the build and the site, run every check, report, return the exit code. */
export async function checkSite(dir: string, options: CheckOptions, io: CheckIo): Promise<0 | 1 | 2> {
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
