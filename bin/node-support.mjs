// Which Node.js `site` runs on: the LTS lines it is tested on in CI (.ci/run), each from the
// release that has what `site` uses. package.json's `engines` says the same (a test keeps it so).
// Plain JavaScript with no imports, so an old Node can read it and be told, not crash on syntax.

/** [major, minor]: each supported line from its first supported release. */
const SUPPORTED_LINES = [
  [22, 12],
  [24, 0],
  [26, 0],
];

/**
 * The release of each supported line that CI builds and checks the site with besides the pinned
 * one (package.json's devDependencies.node, which runs the npm scripts and the whole test suite).
 */
export const OTHER_TESTED_RELEASES = ["22.23.3", "24.21.0"];

/** The `engines.node` range for package.json. */
export const ENGINES_RANGE = SUPPORTED_LINES.map(([major, minor]) => `^${major}.${minor}.0`).join(" || ");

/** Whether `version` (as process.version gives it, "v24.21.0") is on a supported line. */
export function isSupportedNode(version) {
  const [major, minor] = version.replace(/^v/, "").split(".").map(Number);
  return SUPPORTED_LINES.some(([line, from]) => major === line && minor >= from);
}

/** What to tell someone running an unsupported Node, in a sentence or three. */
export function unsupportedNodeMessage(version) {
  const lines = SUPPORTED_LINES.map(([major, minor]) => (minor ? `${major} (${major}.${minor} or later)` : `${major}`));
  return [
    `site: Node.js ${version} is not supported. site runs on the Node.js LTS lines ${lines.slice(0, -1).join(", ")} and ${lines.at(-1)}.`,
    "  In this repository, npm scripts (npm run build, npm test) use the Node pinned in package.json; run `npm install` first.",
    "  To try another Node anyway, set SITE_ANY_NODE=1.",
  ].join("\n");
}
