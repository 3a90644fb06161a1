// A Node.js binary of a given version, from the npm registry's `node` package, installed once under
// node_modules/.cache/node-lines/: how CI and the benchmark run `site` on the other supported lines.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

export function nodeBinary(version, repoRoot) {
  const dir = join(repoRoot, "node_modules/.cache/node-lines", version);
  const binary = join(dir, "node_modules/node/bin/node");
  if (!existsSync(binary)) {
    console.log(`Installing Node.js ${version} from the npm registry into ${relative(repoRoot, dir)}/ ...`);
    // A project of its own, which lets the `node` package run the script that fetches its binary.
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "package.json"), JSON.stringify({ private: true, allowScripts: { node: true } }));
    execFileSync("npm", ["install", "--no-save", "--no-package-lock", `node@${version}`], {
      cwd: dir,
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
  return binary;
}
