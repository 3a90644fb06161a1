import type { RuntimeConfig } from "../../contracts/config/index.js";
import type { Platform } from "./platform.js";

/**
 * SPEC §9: the extension needs Firefox 91+, Chrome or Brave 92+. Edge is Chrome's engine with
 * Chrome's version numbers and has its own store link, so it takes Chrome's minimum.
 */
export function supportsExtension(platform: Platform, config: RuntimeConfig["platform"]): boolean {
  if (platform.mobile) return false;
  const { firefox, chrome, brave } = config.minimumExtensionVersion;
  const minimum = { firefox, chrome, brave, edge: chrome }[platform.browser as "firefox" | "chrome" | "brave" | "edge"];
  return minimum !== undefined && platform.browserVersion >= minimum;
}

/**
 * SPEC §9 minimum OS for the desktop browser. User agents report macOS and Windows versions
 * coarsely (macOS is frozen at 10.15.7, Windows 11 says NT 10.0), so this is a lower bound.
 */
export function meetsMinimumOs(platform: Platform, config: RuntimeConfig["platform"]): boolean {
  const [major = 0, minor = 0] = platform.osVersion;
  if (platform.os === "mac") {
    const min = config.minimumOs.mac;
    return major > min.major || (major === min.major && minor >= min.minor);
  }
  if (platform.os === "windows") return major >= config.minimumOs.windows.ntMajor;
  return false;
}
