// The browser tests drive Debian's Chromium (npm cannot download browsers here).
// Install it with apt-get when it is missing, so `npm test` works on a fresh machine.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

const CHROMIUM = "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  const sudo = process.getuid && process.getuid() === 0 ? "" : "sudo ";
  console.log("Chromium is missing: installing Debian's chromium package (needed by the browser tests)...");
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: "inherit",
  });
}
