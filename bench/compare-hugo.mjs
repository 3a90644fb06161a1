// Paired runs of `site build` and `hugo` on the same Markdown corpus: each round builds one then the
// other, alternating which goes first, so a busy moment on a shared machine falls on both.
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { writeHugoSite, writeSyntheticSite } from "./synthetic-site.mjs";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs a command under /usr/bin/time: wall, user + sys and peak RSS of the process and its children. */
function measure(command, args, { env = {}, firstPageDir } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const timeFile = join(tmpdir(), `bench-time-${process.pid}-${Math.random().toString(36).slice(2)}`);
    const child = spawn("/usr/bin/time", ["-f", "%U %S %M", "-o", timeFile, command, ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    // Hugo says nothing about its first page: watch for the first page folder to appear.
    let firstPageMs = null;
    const poll = firstPageDir
      ? setInterval(() => {
          try {
            if (readdirSync(firstPageDir).length) {
              firstPageMs = performance.now() - started;
              clearInterval(poll);
            }
          } catch {
            // not there yet
          }
        }, 2)
      : null;
    child.on("close", async (code) => {
      const wallMs = performance.now() - started;
      if (poll) clearInterval(poll);
      if (code !== 0) return reject(new Error(`${command} ${args.join(" ")} failed (${code}):\n${stderr}`));
      const [user, sys, maxRssKb] = (await readFile(timeFile, "utf8")).trim().split("\n").at(-1).split(" ").map(Number);
      await rm(timeFile, { force: true });
      resolve({ wallMs, cpuMs: (user + sys) * 1000, peakRssMb: maxRssKb / 1024, firstPageMs, stdout });
    });
  });
}

/**
 * `threads`: a number of render threads, or "auto" (what `site build` picks for the machine);
 * `node`: the Node.js binary that runs site (the one running the benchmark unless given).
 */
function siteBuild(siteBin, dir, out, threads, node = process.execPath) {
  return measure(node, [siteBin, "build", "--json", "-C", dir, "--workers", String(threads), "--out", out]).then(
    (run) => {
      const summary = JSON.parse(run.stdout.trim().split("\n").at(-1));
      return { ...run, firstPageMs: summary.firstPageMs, threads: summary.workers };
    },
  );
}

/** Hugo's first page is watched for only into a fresh folder: in a reused one the pages are already there. */
function hugoBuild(dir, out, threads, { fresh = true } = {}) {
  return measure("hugo", ["--quiet", "--source", dir, "--destination", out], {
    env: { GOMAXPROCS: String(threads) },
    firstPageDir: fresh ? join(dir, out, "docs") : undefined,
  });
}

async function pairedRuns(runs, site, hugo) {
  const results = { site: [], hugo: [] };
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      results.site.push(await site(i));
      results.hugo.push(await hugo(i));
    } else {
      results.hugo.push(await hugo(i));
      results.site.push(await site(i));
    }
  }
  // The machine may be shared: CPU time (user + sys) is steadier than wall time under load.
  const summarise = (list) => ({
    wallMs: median(list.map((r) => r.wallMs)),
    cpuMs: median(list.map((r) => r.cpuMs)),
    peakRssMb: median(list.map((r) => r.peakRssMb)),
    firstPageMs: list.every((r) => r.firstPageMs != null) ? median(list.map((r) => r.firstPageMs)) : null,
    threads: list[0]?.threads,
  });
  return { site: summarise(results.site), hugo: summarise(results.hugo) };
}

async function corpus(pages, repoRoot) {
  const dir = await mkdtemp(join(tmpdir(), `site-vs-hugo-${pages}-`));
  await writeSyntheticSite(dir, pages, repoRoot);
  await writeHugoSite(join(dir, "hugo"), pages);
  return dir;
}

/** Cold: no compiled templates, a fresh output folder each run, for both. */
export function coldRuns(dir, siteBin, runs, threads, tag, hugoThreads = threads, node = undefined) {
  return pairedRuns(
    runs,
    async (i) => {
      await rm(join(dir, ".site-cache"), { recursive: true, force: true });
      return siteBuild(siteBin, dir, `out-${tag}-${i}`, threads, node);
    },
    (i) => hugoBuild(join(dir, "hugo"), `out-${tag}-${i}`, hugoThreads),
  );
}

/** The file the one-file edit changes, in each generator's layout (the same text in both), and the words it replaces. */
const SYNTHETIC_EDIT = {
  site: "content/en/docs/page-1.md",
  hugo: "hugo/content/docs/page-1.md",
  words: "Intro paragraph",
};

/** One Markdown file edited after a build into the same output folder (what CI does on a push). */
export async function editRuns(dir, siteBin, runs, threads, hugoThreads, node = undefined, edit = SYNTHETIC_EDIT) {
  const siteSource = join(dir, edit.site);
  const hugoSource = join(dir, edit.hugo);
  const original = await readFile(siteSource, "utf8");
  await rm(join(dir, "out-edit"), { recursive: true, force: true });
  await siteBuild(siteBin, dir, "out-edit", threads, node);
  await hugoBuild(join(dir, "hugo"), "out-edit", hugoThreads);
  return pairedRuns(
    runs,
    async (i) => {
      await writeFile(siteSource, original.replace(edit.words, `Edit ${i}`));
      return siteBuild(siteBin, dir, "out-edit", threads, node);
    },
    async (i) => {
      await writeFile(hugoSource, original.replace(edit.words, `Edit ${i}`));
      return hugoBuild(join(dir, "hugo"), "out-edit", hugoThreads, { fresh: false });
    },
  );
}

const seconds = (ms) => (ms == null ? "n/a" : `${(ms / 1000).toFixed(2)} s`);
const ratio = (a, b) => (a == null || b == null ? "n/a" : `${(a / b).toFixed(2)}x`);

/** The paired runs as a Markdown table, site against Hugo. */
export function printRows(rows) {
  console.log(
    "| run | site wall | Hugo wall | wall ratio | site CPU | Hugo CPU | site first page | Hugo first page | site peak RSS | Hugo peak RSS |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const { name, site, hugo } of rows) {
    console.log(
      `| ${name.includes("defaults") ? `${name}; site used ${site.threads} render thread${site.threads === 1 ? "" : "s"}` : name} | ${seconds(site.wallMs)} | ${seconds(hugo.wallMs)} | ${ratio(site.wallMs, hugo.wallMs)} | ${seconds(site.cpuMs)} | ${seconds(hugo.cpuMs)} | ${seconds(site.firstPageMs)} | ${seconds(hugo.firstPageMs)} | ${Math.round(site.peakRssMb)} MiB | ${Math.round(hugo.peakRssMb)} MiB |`,
    );
  }
}

/** `nodes`: the other Node.js lines to run site on, besides the one running this ({ version, binary }). */
export async function compareWithHugo({ repoRoot, siteBin, runs, quick, nodes = [] }) {
  const cores = availableParallelism();
  const threadCounts = [...new Set([1, 2, cores])];
  const rows = [];
  const dir = await corpus(4000, repoRoot);
  for (const threads of threadCounts)
    rows.push({
      name: `4,000 pages, cold, ${threads} thread${threads === 1 ? "" : "s"}`,
      ...(await coldRuns(dir, siteBin, runs, threads, `cold-${threads}`)),
    });
  // Each as it runs by default on this machine: site picks its render threads, Hugo uses every core.
  rows.push({
    name: `4,000 pages, cold, defaults (site auto, Hugo all ${cores} cores)`,
    auto: true,
    ...(await coldRuns(dir, siteBin, runs, "auto", "cold-auto", cores)),
  });
  rows.push({ name: `4,000 pages, one file edited, defaults`, ...(await editRuns(dir, siteBin, runs, "auto", cores)) });
  // The same two runs on each other supported Node line, each paired with Hugo again.
  for (const { version, binary } of nodes) {
    rows.push({
      name: `4,000 pages, cold, defaults, Node ${version}`,
      node: version,
      ...(await coldRuns(dir, siteBin, runs, "auto", `cold-${version}`, cores, binary)),
    });
    rows.push({
      name: `4,000 pages, one file edited, defaults, Node ${version}`,
      node: version,
      ...(await editRuns(dir, siteBin, runs, "auto", cores, binary)),
    });
  }
  await rm(dir, { recursive: true, force: true });
  if (!quick) {
    const big = await corpus(20000, repoRoot);
    rows.push({
      name: `20,000 pages, cold, defaults`,
      ...(await coldRuns(big, siteBin, Math.min(runs, 3), "auto", "cold", cores)),
    });
    await rm(big, { recursive: true, force: true });
  }
  const hugoVersion = await measure("hugo", ["version"]).then((r) => r.stdout.trim().split(" ").slice(0, 2).join(" "));
  console.log(`\nsite on Node ${process.versions.node} unless a row names another`);
  console.log(
    `site build against ${hugoVersion}: paired runs, median of ${runs} (20,000 pages: ${Math.min(runs, 3)}); ratio = site / Hugo, under 1 is faster`,
  );
  printRows(rows);
  const all = rows.find((row) => row.auto) ?? rows[0];
  const edit = rows.find((row) => row.name.includes("one file edited") && !row.node);
  const big = rows.find((row) => row.name.startsWith("20,000"));
  const verdict = (ok) => (ok ? "met" : "MISSED");
  console.log(`\nTargets (the build issue):`);
  console.log(
    `  cold build at or under Hugo's (defaults): ${ratio(all.site.wallMs, all.hugo.wallMs)} of Hugo's wall time (${verdict(all.site.wallMs <= all.hugo.wallMs)})`,
  );
  if (edit)
    console.log(
      `  one-file edit in at most a third of Hugo's cold build: ${seconds(edit.site.wallMs)} = ${ratio(edit.site.wallMs, all.hugo.wallMs)} of Hugo's ${seconds(all.hugo.wallMs)} (${verdict(edit.site.wallMs <= all.hugo.wallMs / 3)})`,
    );
  console.log(
    `  first page under 300 ms: ${seconds(all.site.firstPageMs)} cold${edit ? `, ${seconds(edit.site.firstPageMs)} after a one-file edit` : ""} (${verdict(all.site.firstPageMs < 300)})`,
  );
  if (big)
    console.log(
      `  peak memory under 400 MB at 20,000 pages: ${Math.round(big.site.peakRssMb)} MiB (${verdict(big.site.peakRssMb < 400)})`,
    );
  return rows;
}
