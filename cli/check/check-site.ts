import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { readSiteInputs } from "../build/site-inputs.js";
import { cliFingerprint, FROM_SOURCES } from "../cli-fingerprint.js";
import { loadSnapshot } from "../i18n/snapshot.js";
import { CONTENT_DIR } from "../site-layout.js";
import { formatError, type SiteError } from "../errors.js";
import type { CheckIo, CheckOptions } from "./command.js";
import type { CheckContext } from "./context.js";
import { htmlValidator } from "./checks/html-rules.js";
import { readHtmlVerdicts, rememberingValidator, writeHtmlVerdicts } from "./checks/html-verdicts.js";
import { readDist } from "./dist.js";
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
  const [dist, site] = await Promise.all([readDist(distDir), readSiteInputs(rootDir)]);
  if (!dist.ok || !site.ok) {
    const errors = [...(dist.ok ? [] : dist.errors), ...(site.ok ? [] : site.errors)];
    return couldNotRun(io, errors);
  }
  const { model, locate, markdown } = site.value;
  const translations = await loadSnapshot(model);
  if (translations.errors.length) return couldNotRun(io, translations.errors);
  // Run from its sources (the tests), the CLI has no fingerprint to say its rules are the same. The
  // Node.js version judges too: a verdict of one Node line says nothing of another's.
  const fingerprint = cliFingerprint();
  const verdicts =
    options.cache === false || fingerprint === FROM_SOURCES
      ? null
      : rememberingValidator(
          () => htmlValidator(),
          await readHtmlVerdicts(rootDir),
          `${fingerprint} ${process.version}`,
        );
  const context: CheckContext = {
    dist: dist.value,
    model,
    locate,
    contentText: (file) => markdown.get(file.slice(CONTENT_DIR.length + 1))?.body ?? null,
    templateNames: site.value.templateNames,
    content: site.value.found,
    islands: site.value.islands,
    translations: translations.snapshot,
    validateHtml: verdicts?.validate,
  };
  const loadMs = Math.round(performance.now() - started);
  let run;
  try {
    run = await runChecks(context, {
      browser: options.skipBrowser ? null : io.browser,
      fetchExternal: options.external ? fetchExternalLinks : null,
    });
    run.durations = { load: loadMs, ...run.durations };
    const used = verdicts?.used() ?? {};
    // A cache: a folder it cannot write to costs the next run time, not this run its verdict.
    if (Object.keys(used).length) await writeHtmlVerdicts(rootDir, used).catch(() => undefined);
  } catch (error) {
    return couldNotRun(io, [
      {
        code: "check-crashed",
        message: (error as Error).message,
        hint: (error as Error).message.includes("chromium")
          ? "run with --skip-browser, or install Chromium"
          : undefined,
      },
    ]);
  }
  io.stdout.write(options.json ? jsonReport(run, dir) : humanReport(run, dir, paintFor(io.stdout, io.env)));
  if (options.report) {
    await writeFile(resolve(options.report), htmlReport(run, { dist: dir, brand: model.site.brand }));
    if (!options.json) io.stdout.write(`report written to ${options.report}\n`);
  }
  return run.errors > 0 ? 1 : 0;
}

function couldNotRun(io: CheckIo, errors: SiteError[]): 2 {
  io.stderr.write(`site check could not run:\n${errors.map((error) => `  ${formatError(error)}\n`).join("")}`);
  return 2;
}
