// `npm test`: every check the repository has, in the order that fails soonest and builds the site
// once. Steps in one group run side by side (this machine has two cores, and no step of a group
// keeps both busy alone), background ones at a lower priority; each step's output is shown when
// it ends, and a failing step stops the run after its group.
//
//   node scripts/test.mjs
//
// The site is built into dist/ before the tests, which read it through SITE_TEST_DIST instead of
// building the 2,800 pages again; `site check`, the Nu checker and the other Node.js lines read
// the same dist/. At the end a table says how long each step took (README, "Tests").
import { spawn } from "node:child_process";
import { setPriority } from "node:os";

const node = process.execPath;
const root = new URL("..", import.meta.url).pathname;
const bin = (path) => `${root}node_modules/${path}`;

const TSC_CACHE = ".site-cache/tsc/tsbuildinfo";

/** Each group runs after the one before has passed; the steps of a group run at once. */
const GROUPS = [
  [
    {
      name: "Chromium, fonts and Java present",
      commands: [["scripts/ensure-chromium.mjs"], ["scripts/ensure-java.mjs"]],
    },
  ],
  [{ name: "compile the CLI", commands: [["scripts/compile-cli.mjs"]] }],
  // The build needs only the compiled CLI: it runs beside the types and lint, which take longer.
  [
    // Incremental: tsc keeps what it learnt of each file in .site-cache/ and checks again only
    // the files that changed and those that depend on them (15 s cold, 4 s with nothing changed).
    {
      name: "types (tsc --noEmit)",
      commands: [[bin("typescript/bin/tsc"), "--noEmit", "--incremental", "--tsBuildInfoFile", TSC_CACHE]],
    },
    {
      name: "lint (Biome, knip)",
      commands: [[bin("@biomejs/biome/bin/biome"), "check", "--error-on-warnings", "."], [bin("knip/bin/knip.js")]],
    },
    { name: "site build (dist/)", commands: [["bin/site.mjs", "build", "--quiet"]] },
  ],
  // The checks of dist/ run beside vitest at a lower priority: on two cores vitest leaves about a
  // third of the CPU idle (Chromium and the servers it drives mostly wait on each other), and at the
  // lowest priority the kernel gives them that idle time and little more. site check mostly
  // waits on Chromium too, the Nu checker is one Java thread, and the other Node.js lines build
  // and check in their own processes.
  [
    {
      name: "vitest (unit, then browser flows)",
      commands: [[bin("vitest/vitest.mjs"), "run"]],
      env: { SITE_TEST_DIST: "dist" },
      live: true,
    },
    { name: "site check dist", commands: [["bin/site.mjs", "check"]], background: true },
    { name: "Nu HTML checker (sample)", commands: [["scripts/validate-nu.mjs", "--sample"]], background: true },
    { name: "other Node.js lines", commands: [["scripts/node-lines.mjs"]], background: true },
  ],
];

/** A background step's niceness: it and every process it starts (Chromium, Java) yield the CPU. */
const BACKGROUND_NICENESS = 19;

/** Runs one Node.js command; resolves with its exit code and, unless it streams, its output. */
function run(args, { env = {}, live = false, background = false } = {}) {
  return new Promise((done) => {
    const child = spawn(node, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    // Set before the child starts anything of its own, which inherits it.
    if (background) setPriority(child.pid, BACKGROUND_NICENESS);
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => done({ code: code ?? 1, output }));
  });
}

/** A step's commands one after the other, until one fails. */
async function step({ name, commands, env, live, background }, report) {
  const started = performance.now();
  if (!live) console.log(`▶ ${name}${background ? " (in the background)" : ""}`);
  let result = { code: 0, output: "" };
  for (const args of commands) {
    const next = await run(args, { env, live, background });
    result = { code: next.code, output: result.output + next.output };
    if (next.code !== 0) break;
  }
  const seconds = (performance.now() - started) / 1000;
  const ok = result.code === 0;
  report(() => {
    if (!live) process.stdout.write(result.output);
    console.log(`${ok ? "✓" : "✗"} ${name} (${seconds.toFixed(0)} s)`);
  });
  return { name, seconds, ok };
}

const started = performance.now();
const results = [];
for (const group of GROUPS) {
  // A step's own report, in one block when it ends: steps side by side would interleave their
  // lines. Beside a step that streams (vitest), the others' reports wait until the group ends.
  const held = [];
  const report = group.some((entry) => entry.live) ? (print) => held.push(print) : (print) => print();
  const done = await Promise.all(group.map((entry) => step(entry, report)));
  for (const print of held) print();
  results.push(...done);
  if (done.some((result) => !result.ok)) break;
}
const total = (performance.now() - started) / 1000;
const width = Math.max(...results.map((result) => result.name.length));
console.log(`\n${"step".padEnd(width)}  seconds`);
for (const result of results)
  console.log(`${result.name.padEnd(width)}  ${result.seconds.toFixed(0).padStart(7)}${result.ok ? "" : "  failed"}`);
console.log(`${"npm test".padEnd(width)}  ${total.toFixed(0).padStart(7)}  (wall time; steps of a group overlap)`);
process.exit(results.every((result) => result.ok) && results.length === GROUPS.flat().length ? 0 : 1);
