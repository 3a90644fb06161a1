// The Nu HTML Checker (scripts/validate-nu.mjs and the tests that run it) needs Java 17 or later.
// Install Debian's default-jre-headless with apt-get when java is missing, so `npm test` works on a
// fresh machine, as scripts/ensure-chromium.mjs does for Chromium.
import { execSync, spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";

const JAVA_MIN = 17;

/** The Java release `java -version` reports, or null when there is no java. */
function javaRelease() {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) return null;
  const match = /version "(?:1\.)?(\d+)/.exec(`${result.stderr}${result.stdout}`);
  return match ? Number(match[1]) : 0;
}

export function ensureJava() {
  if (javaRelease() === null) {
    const sudo = process.getuid && process.getuid() === 0 ? "" : "sudo ";
    console.log("Java is missing: installing Debian's default-jre-headless package (needed by the Nu HTML Checker)...");
    execSync(
      `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless`,
      { stdio: "inherit" },
    );
  }
  const release = javaRelease();
  if (release === null || release < JAVA_MIN) {
    throw new Error(
      `the Nu HTML Checker needs Java ${JAVA_MIN} or later; \`java -version\` reports ${release ?? "no java"}`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) ensureJava();
