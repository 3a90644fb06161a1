// npm run bench: build synthetic sites of 1,000 and 4,000 Markdown pages cold, three times each,
// and a one-file edit in `site dev`; print medians against the targets of the build issue. With
// `hugo` on the PATH, the 4,000-page site (and 20,000 pages) is built by both in paired runs and the
// ratios printed; the site-only 4,000-page rows are then left to that comparison.
// Every paired run is made on the pinned Node (npm run bench runs on it) and again, cold and with one
// file edited, on each other supported Node line (bin/node-support.mjs).
// Then a corpus of real posts (bench/real-posts.mjs), cold and one-edit, against Hugo on the same files.
// `--quick`: three paired runs, no 20,000-page site.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { OTHER_TESTED_RELEASES } from "../bin/node-support.mjs";
import { nodeBinary } from "../scripts/node-binary.mjs";
import { compareWithHugo } from "./compare-hugo.mjs";
import { compareRealPosts } from "./real-posts.mjs";
import { writeSyntheticSite } from "./synthetic-site.mjs";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const site = join(repoRoot, "bin/site.mjs");
const RUNS = 3;
const quick = process.argv.includes("--quick");
const hugoOnPath = spawnSync("hugo", ["version"]).status === 0;
const TARGETS = { pagesPerSecond: 2000, firstPageMs: 300, peakRssMb: 400, devEditMs: 100 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function buildOnce(dir, workers, out) {
  const result = spawnSync(process.execPath, [site, "build", "--json", "-C", dir, "--workers", workers, "--out", out], {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split("\n").at(-1));
}

/**
 * What this machine's disk allows: plain Node writing the same pages (same count, folders and
 * sizes) with nothing else to do. The build can only approach it.
 */
async function measureWriteFloor(dir, out) {
  const manifest = JSON.parse(await readFile(join(dir, out, "manifest.json"), "utf8"));
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const target = join(dir, `floor-${run}`);
    const started = performance.now();
    for (const page of manifest.pages) {
      const file = join(target, page.file);
      mkdirSync(join(file, ".."), { recursive: true });
      writeFileSync(file, Buffer.alloc(page.htmlBytes, 120));
    }
    times.push(performance.now() - started);
  }
  return median(times);
}

async function measureDevEdit(dir) {
  const dev = spawn(process.execPath, [site, "dev", "--port", "0", "--no-emulator", "-C", dir], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  dev.stdout.on("data", (chunk) => (output += chunk));
  const waitFor = async (pattern, from) => {
    for (let i = 0; i < 600; i++) {
      const match = pattern.exec(output.slice(from));
      if (match) return match;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`site dev did not print ${pattern}:\n${output}`);
  };
  await waitFor(/Ready:/, 0);
  const source = join(dir, "content/en/docs/page-1.md");
  const target = join(dir, ".site-cache/dev/en/docs/page-1/index.html");
  const original = await readFile(source, "utf8");
  const wall = [];
  const reported = [];
  for (let i = 0; i < 7; i++) {
    const marker = `edited-${i}`;
    const from = output.length;
    const started = performance.now();
    await writeFile(source, original.replace("Intro paragraph", marker));
    while (!(await readFile(target, "utf8")).includes(marker)) {
      if (performance.now() - started > 10_000)
        throw new Error(`site dev did not write the edit within 10 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 2));
    }
    wall.push(performance.now() - started);
    reported.push(
      Number((await waitFor(/re-rendered 1 page after content\/en\/docs\/page-1\.md in (\d+) ms/, from))[1]),
    );
  }
  // Its folder is removed next: wait until it has stopped writing there.
  const exited = new Promise((resolve) => dev.once("exit", resolve));
  dev.kill("SIGINT");
  await exited;
  return { wallMs: median(wall), renderMs: median(reported) };
}

const rows = [];
for (const pages of hugoOnPath ? [1000] : [1000, 4000]) {
  const dir = await mkdtemp(join(tmpdir(), `site-bench-${pages}-`));
  await writeSyntheticSite(dir, pages, repoRoot);
  for (const workers of ["1", "2"]) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      // Cold: no compiled templates. Each run writes a fresh folder, because deleting thousands of
      // folders just before a build slows the disk for the build that follows.
      await rm(join(dir, ".site-cache"), { recursive: true, force: true });
      runs.push(buildOnce(dir, workers, `out-${workers}-${i}`));
    }
    const floorMs = workers === "1" ? await measureWriteFloor(dir, `out-1-${RUNS - 1}`) : rows.at(-1).floorMs;
    rows.push({
      floorMs,
      pages: pages + 1,
      workers: runs[0].workers,
      pagesPerSecond: Math.round(median(runs.map((r) => r.pages / (r.totalMs / 1000)))),
      totalMs: Math.round(median(runs.map((r) => r.totalMs))),
      firstPageMs: Math.round(median(runs.map((r) => r.firstPageMs))),
      peakRssMb: Math.round(median(runs.map((r) => r.peakRssBytes)) / 1024 / 1024),
    });
  }
  if (pages === 1000) rows.devEdit = await measureDevEdit(dir);
  await rm(dir, { recursive: true, force: true });
}

console.log(
  `site build, cold, median of ${RUNS} runs (${process.platform}, ${(await import("node:os")).availableParallelism()} cores, Node ${process.versions.node})\n`,
);
console.log("pages   threads  pages/s  build ms  first page ms  peak RSS MB  build / disk floor");
for (const row of rows) {
  console.log(
    `${String(row.pages).padEnd(8)}${String(row.workers).padEnd(9)}${String(row.pagesPerSecond).padEnd(9)}${String(row.totalMs).padEnd(10)}${String(row.firstPageMs).padEnd(15)}${String(row.peakRssMb).padEnd(13)}${(row.totalMs / row.floorMs).toFixed(2)}x (floor ${Math.round(row.floorMs)} ms: plain Node writing the same files, median of ${RUNS})`,
  );
}
const best4000 = rows
  .filter((r) => r.pages === (hugoOnPath ? 1001 : 4001))
  .sort((a, b) => b.pagesPerSecond - a.pagesPerSecond)[0];
console.log(
  `\nsite dev, one Markdown edit on the 1,001-page site, median of 7: ${Math.round(rows.devEdit.wallMs)} ms until on disk (${rows.devEdit.renderMs} ms reported by site dev)`,
);
const verdict = (ok) => (ok ? "met" : "MISSED");
console.log(
  `\nTargets: ${TARGETS.pagesPerSecond} pages/s at ${best4000.pages - 1} pages: ${best4000.pagesPerSecond} (${verdict(best4000.pagesPerSecond >= TARGETS.pagesPerSecond)}, ${(best4000.pagesPerSecond / TARGETS.pagesPerSecond).toFixed(2)}x)`,
);
console.log(
  `         first page under ${TARGETS.firstPageMs} ms: ${best4000.firstPageMs} ms (${verdict(best4000.firstPageMs < TARGETS.firstPageMs)})`,
);
console.log(
  `         peak RSS under ${TARGETS.peakRssMb} MB: ${Math.max(...rows.map((r) => r.peakRssMb))} MB (${verdict(Math.max(...rows.map((r) => r.peakRssMb)) < TARGETS.peakRssMb)})`,
);
console.log(
  `         dev edit under ${TARGETS.devEditMs} ms: ${Math.round(rows.devEdit.wallMs)} ms (${verdict(rows.devEdit.wallMs < TARGETS.devEditMs)})`,
);

const nodes = OTHER_TESTED_RELEASES.map((version) => ({ version, binary: nodeBinary(version, repoRoot) }));
if (hugoOnPath) {
  await compareWithHugo({ repoRoot, siteBin: site, runs: quick ? 3 : 5, quick, nodes });
  await compareRealPosts({ repoRoot, siteBin: site, runs: quick ? 3 : 5 });
} else console.log("\nhugo is not on the PATH: no comparison (apt-get install hugo)");
