import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript, so that an old Node can read it
import { ENGINES_RANGE, isSupportedNode, unsupportedNodeMessage } from "../../bin/node-support.mjs";
import { REPO_ROOT } from "../helpers/fixture-site.js";

/** The machine's own Node, outside the one npm scripts run on, when it is not a supported one (Debian's 20 here). */
function unsupportedSystemNode(): string | null {
  for (const candidate of ["/usr/bin/node", "/usr/local/bin/node"]) {
    try {
      const version = execFileSync(candidate, ["--version"], { encoding: "utf8" }).trim();
      if (!isSupportedNode(version)) return candidate;
    } catch {
      // not installed there
    }
  }
  return null;
}

describe("the Node versions site runs on", () => {
  it("are the LTS lines 22 (from 22.12), 24 and 26, and package.json's engines says the same", () => {
    expect(["v22.12.0", "v22.23.3", "v24.0.0", "v24.21.0", "v26.10.0"].filter((v) => !isSupportedNode(v))).toEqual([]);
    expect(
      ["v18.20.0", "v20.20.2", "v22.11.0", "v23.11.0", "v25.2.1", "v27.0.0"].filter((v) => isSupportedNode(v)),
    ).toEqual([]);
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8"));
    expect(pkg.engines.node).toBe(ENGINES_RANGE);
  });

  it("include the Node the project pins for its npm scripts, which is the one running these tests", () => {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8"));
    expect(isSupportedNode(`v${pkg.devDependencies.node}`)).toBe(true);
    expect(process.version).toBe(`v${pkg.devDependencies.node}`);
  });

  it("tell a person on another Node which versions to use, before anything else runs", () => {
    const message = unsupportedNodeMessage("v20.20.2");
    expect(message).toContain("Node.js v20.20.2 is not supported");
    expect(message).toContain("22 (22.12 or later), 24 and 26");
  });

  const old = unsupportedSystemNode();
  it.runIf(old)("stops site at once on the machine's unsupported Node, with exit code 2 and that message", () => {
    const run = spawnSync(old!, [join(REPO_ROOT, "bin/site.mjs"), "build", "--out", "never-written"], {
      cwd: REPO_ROOT,
      encoding: "utf8",
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /^site: Node\.js v\d+\.\d+\.\d+ is not supported\. site runs on the Node\.js LTS lines 22/,
    );
    expect(run.stdout).toBe("");
  });
});
