import { Command, InvalidArgumentError, Option } from "commander";
import { resolve } from "node:path";
import { errorsHelp, formatError } from "../errors.js";
import { colours, formatBytes, formatMs } from "../terminal/format.js";
import { progressLine } from "../terminal/progress.js";
import type { BuildProgress, BuildSummary } from "./build.js";

function parseNow(value: string): Date {
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time) || !/^\d{4}-\d{2}-\d{2}/.test(value))
    throw new InvalidArgumentError("a date like 2026-03-14 or 2026-03-14T09:00:00Z");
  return new Date(time);
}

export function buildCommand(): Command {
  return new Command("build")
    .description("Build every route in every locale into a deployable folder")
    .option("-o, --out <dir>", "output folder (replaced only when the build succeeds)", "dist")
    .addOption(
      new Option("-e, --env <environment>", "which service hosts the pages call")
        .choices(["production", "staging", "local"])
        .default("production"),
    )
    .option("-C, --root <dir>", "the site folder (holding site.yaml)", ".")
    .option("--workers <n>", "render threads; 'auto' starts them when the page count makes it pay", "auto")
    .option("--no-cache", "render every page, even those whose inputs have not changed since the last build")
    .option("-q, --quiet", "print errors only")
    .option("--json", "print the summary as JSON (pages, bytes, timings, peak memory) for scripts")
    .option(
      "--now <date>",
      "build as on this date (2026-03-14 or 2026-03-14T09:00:00Z): collection entries dated later are left out",
      parseNow,
    )
    .addHelpText(
      "after",
      `
Examples:
  $ site build                       build into dist/ for production
  $ site build --env staging         pages call the staging hosts
  $ site build --out public --quiet  build into public/, print nothing unless it fails
  $ site build --json                machine-readable summary (used by npm run bench)
  $ site build --no-cache            render every page again
  $ site build --now 2026-03-14      the site as it will be on that day, scheduled posts included

Pages whose inputs (Markdown, messages, config, templates, bundles) have not changed since the
last build into the same folder are taken over from it, byte for byte, instead of rendered
(the page cache lives in .site-cache/build/). Any doubt renders the page. Such a build removes
only files an earlier build wrote; --no-cache builds a fresh folder.

Collections (site.yaml's collections:) leave drafts out, and entries dated after the build's
clock until a build on or after their date: a scheduled post appears with the first build then.

A failed build exits with code 1, names each problem's file:line:column, and leaves the
previous output folder exactly as it was.`,
    )
    .action(
      async (options: {
        out: string;
        env: "production" | "staging" | "local";
        root: string;
        workers: string;
        cache: boolean;
        quiet?: boolean;
        json?: boolean;
        now?: Date;
      }) => {
        const rootDir = resolve(options.root);
        const progress = progressLine(process.stderr);
        // Loaded here so `site --help` and the other commands never pay for the build's modules.
        const { buildSite } = await import("./build.js");
        const result = await buildSite({
          rootDir,
          outDir: resolve(rootDir, options.out),
          environment: options.env,
          workers: options.workers === "auto" ? "auto" : Number(options.workers),
          cache: options.cache,
          now: options.now ?? new Date(),
          onProgress:
            options.quiet || options.json ? undefined : progressText((text, force) => progress.update(text, force)),
        });
        progress.clear();
        const c = colours(process.stderr);
        if (!result.ok) {
          process.stderr.write(
            `${c.red(c.bold(`Build failed with ${result.errors.length} problem${result.errors.length === 1 ? "" : "s"}`))} (${options.out}/ left unchanged):\n`,
          );
          for (const error of result.errors) process.stderr.write(`  ${formatError(error)}\n`);
          process.stderr.write(c.dim(`${errorsHelp(result.errors)}\n`));
          process.exitCode = 1;
          return;
        }
        if (options.json) {
          const { manifest: _manifest, ...summary } = result.value;
          process.stdout.write(
            `${JSON.stringify({ ...summary, peakRssBytes: process.resourceUsage().maxRSS * 1024 })}\n`,
          );
        } else if (!options.quiet)
          process.stdout.write(summaryText(result.value, options.out, colours(process.stdout)));
      },
    );
}

/** What islands weigh: React once (shared and cached), then each island's own code, then the heaviest page. */
function islandLines(js: BuildSummary["islandJs"]): string[] {
  if (!js.islands.length) return [];
  const own = js.islands
    .map(
      (island) =>
        `${island.name} ${formatBytes(island.ownGzipBytes)}${island.onDemandGzipBytes ? ` (+${formatBytes(island.onDemandGzipBytes)} on demand)` : ""}`,
    )
    .join(", ");
  return [
    `  Islands: ${js.react ? `React ${formatBytes(js.react.gzipBytes)} gzipped in one shared chunk; ` : ""}each island's own code gzipped: ${own}`,
    `  JavaScript on pages with an island: ${formatBytes(js.heaviestPage.gzipBytes)} gzipped at most${js.heaviestPage.page ? ` (${js.heaviestPage.page})` : ""}`,
  ];
}

function summaryText(summary: BuildSummary, out: string, c: ReturnType<typeof colours>): string {
  const lines = [
    `${c.green("✓")} Built ${c.bold(String(summary.pages))} pages in ${summary.locales} locales into ${out}/ in ${c.bold(formatMs(summary.totalMs))}` +
      ` (${Math.round(summary.pages / (summary.totalMs / 1000))} pages/s, first page after ${formatMs(summary.firstPageMs)}${summary.workers > 1 ? `, ${summary.workers} render threads` : ""})`,
    ...(summary.reused
      ? [
          `  ${summary.pages - summary.reused} rendered, ${summary.reused} unchanged since the last build (--no-cache renders them all)`,
        ]
      : []),
    `  ${formatBytes(summary.htmlBytes)} of HTML · ${summary.assets} assets, ${formatBytes(summary.assetBytes)}`,
    `  JavaScript on pages without an island: ${formatBytes(summary.marketingJs.gzipBytes)} gzipped at most${summary.marketingJs.page ? ` (${summary.marketingJs.page})` : ""}`,
    ...islandLines(summary.islandJs),
    c.dim(`  ${summary.stages.map((timing) => `${timing.stage} ${formatMs(timing.ms)}`).join(" · ")}`),
  ];
  if (summary.warnings.length) {
    const total = summary.warnings.length;
    lines.push(
      c.yellow(
        `  ${total} locale${total === 1 ? "" : "s"} with untranslated messages (shown in the default language); \`site check\` lists them`,
      ),
    );
  }
  return `${lines.join("\n")}\n`;
}

/**
 * The progress line: each stage by name, with its time once done ("load 95 ms · content 180 ms ·
 * bundle..."), and the page count while rendering.
 */
function progressText(show: (text: string, force: boolean) => void): (event: BuildProgress) => void {
  const done = new Map<string, number>();
  const running = new Set<string>();
  const positions = new Map<string, number>();
  let pages = "";
  return (event) => {
    positions.set(event.stage, event.position);
    if (event.state === "started") running.add(event.stage);
    else if (event.state === "done") {
      running.delete(event.stage);
      done.set(event.stage, event.ms);
    } else pages = ` ${event.done}/${event.total} pages`;
    const inOrder = [...positions].sort((a, b) => a[1] - b[1]).map(([stage]) => stage);
    const parts = inOrder.flatMap((stage) =>
      done.has(stage)
        ? [`${stage} ${formatMs(done.get(stage)!)}`]
        : running.has(stage)
          ? [`${stage}...${stage === "render" ? pages : ""}`]
          : [],
    );
    show(parts.join(" · "), event.state !== "pages");
  };
}
