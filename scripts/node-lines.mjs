// The other supported Node.js LTS lines, in CI: the npm scripts and the whole test suite run on the
// Node pinned in package.json; here each other line (bin/node-support.mjs) builds the real site and a
// small fixture site, must write the same bytes as the pinned Node, must measure the real site's
// languages as the pinned Node does (`site i18n status` counts sentences with Intl, whose data
// differs between Node lines: README's table is the pinned Node's, a vitest test keeps it so), and
// checks the fixture with `site check`, Chromium included.
//
//   node scripts/node-lines.mjs [--dist DIR]
//
// DIR (default dist/) is the real site as the pinned Node built it, by `npm test` just before. Each
// Node is installed once from the npm registry (the `node` package) under node_modules/.cache/.
// The real site is not checked again on each line: its bytes are those the pinned Node's full
// check passed, and `site check` on the fixture runs the same checker code on each line (the real
// site's check took 35 s a line, which `npm test` gives to vitest instead).
import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { parseArgs, promisify } from "node:util";
import { OTHER_TESTED_RELEASES } from "../bin/node-support.mjs";
import { nodeBinary } from "./node-binary.mjs";

const root = new URL("..", import.meta.url).pathname;
const { values } = parseArgs({ options: { dist: { type: "string", default: "dist" } } });
const pinnedDist = resolve(root, values.dist);
const run = promisify(execFile);

/** Every file under `dir`, relative, sorted. */
function files(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** Whether two paths name one file: the builds link the pictures from the shared image cache. */
function sameFile(a, b) {
  const [left, right] = [statSync(a), statSync(b)];
  return left.ino === right.ino && left.dev === right.dev;
}

/** How many files build `b` has, and those whose bytes differ from build `a`'s or that only one has. */
function differences(a, b) {
  const left = files(a);
  const right = files(b);
  const [inLeft, inRight] = [new Set(left), new Set(right)];
  const differ = left.filter(
    (file) =>
      !inRight.has(file) ||
      (!sameFile(join(a, file), join(b, file)) && !readFileSync(join(a, file)).equals(readFileSync(join(b, file)))),
  );
  const extra = right.filter((file) => !inLeft.has(file));
  return { count: right.length, differ: [...differ, ...extra] };
}

/**
 * Runs `site` on `node`; resolves with a line saying how long it took and what it printed, rejects
 * with its output.
 */
async function site(node, args, label) {
  const started = performance.now();
  let stdout;
  try {
    ({ stdout } = await run(node, [join(root, "bin/site.mjs"), ...args], { cwd: root, maxBuffer: 64 * 1024 * 1024 }));
  } catch (error) {
    throw new Error(`${label} failed:\n${error.stdout}${error.stderr}`);
  }
  return { line: `  ✓ ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`, stdout };
}

/** The completeness table README.md holds (between the markers of cli/i18n/readme.ts). */
function readmeTable() {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const block =
    /<!-- site i18n status --write-readme: start[^\n]*-->\n([\s\S]*?)\n<!-- site i18n status --write-readme: end -->/.exec(
      readme,
    );
  if (!block) throw new Error("README.md has no `site i18n status --write-readme` block to compare with");
  return block[1].trim();
}

/** Everything one Node line must do; the lines run side by side, each on a core. */
async function checkLine(version, scratch) {
  const node = nodeBinary(version, root);
  const lines = [`Node.js ${execFileSync(node, ["--version"], { encoding: "utf8" }).trim()}:`];
  const dist = join(scratch, `real-${version}`);
  lines.push((await site(node, ["build", "--no-cache", "--quiet", "--out", dist], "site build of the real site")).line);
  const { count, differ } = differences(pinnedDist, dist);
  if (differ.length)
    throw new Error(
      `${lines.join("\n")}\n  ✗ ${differ.length} files differ from the pinned Node's build, among them: ${differ.slice(0, 5).join(", ")}`,
    );
  lines.push(`  ✓ the same ${count} files, byte for byte, as the pinned Node's build`);
  const status = await site(
    node,
    ["i18n", "status", "--dist", dist, "--markdown"],
    "site i18n status of the real site",
  );
  const measured = status.stdout.trim().split("\n");
  const pinned = readmeTable().split("\n");
  const rows = measured.filter((row, index) => row !== pinned[index]);
  if (rows.length || measured.length !== pinned.length)
    throw new Error(
      `${lines.join("\n")}\n  ✗ site i18n status measures the languages differently from the pinned Node (README's table); this line's rows that differ:\n${rows.join("\n")}`,
    );
  lines.push(status.line, "  ✓ the same completeness table as the pinned Node's (README.md)");
  const fixture = join(scratch, `fixture-${version}`);
  const fixtureRoot = ["--root", "tests/fixtures/site-basic"];
  const fixtureBuild = ["build", "--no-cache", "--quiet", ...fixtureRoot, "--out", fixture];
  lines.push((await site(node, fixtureBuild, "site build of the fixture site")).line);
  // --no-cache: the checker itself runs on this line, not the verdicts an earlier run kept.
  const fixtureCheck = ["check", fixture, ...fixtureRoot, "--no-cache"];
  lines.push((await site(node, fixtureCheck, "site check of the fixture site, Chromium checks included")).line);
  return lines.join("\n");
}

if (!existsSync(join(pinnedDist, "index.html"))) {
  console.error(`node-lines: ${relative(root, pinnedDist)}/ holds no build; run \`npm run build\` first.`);
  process.exit(2);
}
const scratch = mkdtempSync(join(tmpdir(), "site-node-lines-"));
const results = await Promise.allSettled(OTHER_TESTED_RELEASES.map((version) => checkLine(version, scratch)));
rmSync(scratch, { recursive: true, force: true });
for (const result of results) {
  if (result.status === "fulfilled") console.log(result.value);
  else console.error(`node-lines: ${result.reason.message}`);
}
const failed = results.some((result) => result.status === "rejected");
process.exit(failed ? 1 : 0);
