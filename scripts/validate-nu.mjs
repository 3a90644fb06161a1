// The Nu HTML Checker (vnu, the W3C validator) on the built pages: the independent reference
// that visitors, auditors and browser makers check markup with. `site check` runs html-validate,
// which is fast and in process but does not know every rule vnu does.
//
//   node scripts/validate-nu.mjs [--sample] [--dist DIR]
//
// Every .html file under DIR (default dist/), or with --sample the site-wide pages and every page
// of the default language and of one right-to-left language (every template and every English
// content page, in both directions). Prints each distinct error once with where it occurs, and
// exits 1 when vnu reports an error. Java runs vnu; on Debian it is installed when missing.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, sep } from "node:path";
import { parseArgs } from "node:util";
import { ensureJava } from "./ensure-java.mjs";

const SHOWN_PER_ERROR = 3;

function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The first path segment under dist is the page's language; files at the top are site-wide. */
const localeOf = (dist, file) => {
  const parts = relative(dist, file).split(sep);
  return parts.length > 1 ? parts[0] : null;
};

const isRtl = (file) => /<html[^>]*\sdir="rtl"/i.test(readFileSync(file, "utf8").slice(0, 2000));

/** The site-wide pages and those of the default language and of the first right-to-left one. */
function samplePages(dist, files) {
  const manifest = JSON.parse(readFileSync(join(dist, "manifest.json"), "utf8"));
  const byLocale = Map.groupBy(files, (file) => localeOf(dist, file));
  const rtl = manifest.site.locales.find((locale) => byLocale.get(locale)?.some(isRtl));
  const chosen = [null, manifest.site.defaultLocale, rtl].filter((locale) => locale !== undefined);
  return { files: chosen.flatMap((locale) => byLocale.get(locale) ?? []), locales: chosen.filter(Boolean) };
}

const require = createRequire(import.meta.url);

/**
 * Up to this many pages the JVM runs with its quick compiler only: such a run is over before the
 * optimising compiler's work pays back (172 pages: 4.0 CPU seconds instead of 9.5, 900 pages: 12
 * instead of 20, in the same time). On all 2,742 pages the optimised code wins (30 s instead of 40).
 */
const QUICK_COMPILER_MAX_PAGES = 1000;

/** The quick compiler's larger frames need more than the default 1 MB of stack for vnu's schema. */
const jvmOptions = (pages) => (pages <= QUICK_COMPILER_MAX_PAGES ? ["-XX:TieredStopAtLevel=1", "-Xss8m"] : []);

function runVnu(files) {
  const jar = String(require("vnu-jar"));
  const output = execFileSync(
    "java",
    [
      ...jvmOptions(files.length),
      "-jar",
      jar,
      "--errors-only",
      "--no-langdetect",
      "--exit-zero-always",
      "--format",
      "json",
      "--stdout",
      ...files,
    ],
    {
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  return JSON.parse(output).messages;
}

/** Each distinct error once, with the pages it occurs on, most frequent first. */
function report(dist, messages) {
  const errors = messages.filter((message) => message.type === "error" || message.type === "non-document-error");
  const groups = Map.groupBy(errors, (error) => error.message);
  const lines = [...groups]
    .sort((a, b) => b[1].length - a[1].length)
    .flatMap(([message, occurrences]) => {
      const where = occurrences.map((error) => {
        const file = error.url ? relative(dist, decodeURIComponent(new URL(error.url).pathname)) : "(vnu)";
        return `${file}${error.lastLine ? `:${error.lastLine}:${error.firstColumn ?? error.lastColumn}` : ""}`;
      });
      const more = where.length > SHOWN_PER_ERROR ? [`    and ${where.length - SHOWN_PER_ERROR} more`] : [];
      return [
        `  ${message} (${where.length}×)`,
        ...where.slice(0, SHOWN_PER_ERROR).map((place) => `    ${place}`),
        ...more,
      ];
    });
  const pages = new Set(errors.map((error) => error.url)).size;
  return { count: errors.length, pages, lines };
}

function main() {
  const { values } = parseArgs({
    options: { sample: { type: "boolean", default: false }, dist: { type: "string", default: "dist" } },
  });
  const dist = values.dist;
  if (!existsSync(dist) || htmlFiles(dist).length === 0) {
    console.error(
      `No built pages in ${dist}/: run \`node bin/site.mjs build\` first (or \`npm run validate:nu\`, which builds).`,
    );
    return 2;
  }
  ensureJava();
  const all = htmlFiles(dist);
  const { files, locales } = values.sample ? samplePages(dist, all) : { files: all, locales: null };
  const started = performance.now();
  const messages = runVnu(files);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const { count, pages, lines } = report(dist, messages);
  for (const line of lines) console.log(line);
  const verdict = count === 0 ? "no errors" : `${count} error${count === 1 ? "" : "s"}`;
  const scope = `${count === 0 ? files.length : `${pages} of ${files.length}`} pages${locales ? ` (site-wide, ${locales.join(", ")}; ${all.length} built)` : ""}`;
  console.log(`Nu HTML Checker ${require("vnu-jar/package.json").version}: ${verdict} on ${scope} (${seconds} s)`);
  return count === 0 ? 0 : 1;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(`The Nu HTML Checker could not run: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 2;
}
