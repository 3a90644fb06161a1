// The browser tests drive Debian's Chromium (npm cannot download browsers here).
// Install it with apt-get when it is missing, so `npm test` works on a fresh machine: the tests and
// `site check` drive `chromium-headless-shell` (half the CPU per page load of `chromium --headless`,
// cli/check/browser/launch.ts), Lighthouse and the product pictures the full `chromium`.
//
// The screenshot test of right-to-left, CJK and Indic pages needs fonts for those scripts, which a
// bare Debian lacks (its DejaVu covers Latin, Greek, Cyrillic, Arabic and Hebrew): without them
// Chromium draws boxes. Measured on this 2-core machine: fonts-noto-core (Devanagari, Thai and
// more, 12 MB) installs in about 4 s, fonts-noto-cjk (Chinese, Japanese, Korean, 57 MB) in about
// 11 s, once; a machine that has them pays only for two fc-list calls.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

const sudo = process.getuid && process.getuid() === 0 ? "" : "sudo ";
const missing = ["chromium", "chromium-headless-shell"].filter((pkg) => !existsSync(`/usr/bin/${pkg}`));
const hasFont = (lang) => {
  try {
    return execSync(`fc-list :lang=${lang} family`, { encoding: "utf8" }).trim() !== "";
  } catch {
    return false;
  }
};
// Each package and a script it covers.
for (const [pkg, lang] of [
  ["fonts-noto-core", "hi"],
  ["fonts-noto-core", "th"],
  ["fonts-noto-cjk", "ja"],
  ["fonts-noto-cjk", "ko"],
]) {
  if (!missing.includes(pkg) && !hasFont(lang)) missing.push(pkg);
}
if (missing.length) {
  console.log(`Installing Debian's ${missing.join(", ")} (the browser tests and their screenshots need them)...`);
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`,
    {
      stdio: "inherit",
    },
  );
}
