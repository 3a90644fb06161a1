import type { RuntimeConfig } from "../../cli/config/schema.js";
import type { browserNames, operatingSystems } from "../../cli/config/schema/runtime.js";

export type OperatingSystem = (typeof operatingSystems)[number];
export type BrowserName = (typeof browserNames)[number];
export type Device = "mobile" | "tablet" | "desktop";
export type AppPlatform = "mac" | "windows" | "ios" | "android";

export interface Platform {
  os: OperatingSystem;
  osVersion: number[];
  browser: BrowserName;
  browserVersion: number;
  mobile: boolean;
  app: AppPlatform | null;
}

const version = (text: string | undefined) => (text ?? "").split(/[._]/).map(Number).filter((n) => !Number.isNaN(n));

function detectOs(ua: string): { os: OperatingSystem; osVersion: number[] } {
  let m: RegExpExecArray | null;
  if ((m = /(?:iPhone|iPad|iPod).*? OS (\d+[_\d]*)/.exec(ua))) return { os: "ios", osVersion: version(m[1]) };
  if ((m = /Android (\d+(?:\.\d+)*)/.exec(ua))) return { os: "android", osVersion: version(m[1]) };
  if ((m = /Windows NT (\d+(?:\.\d+)?)/.exec(ua))) return { os: "windows", osVersion: version(m[1]) };
  if ((m = /Mac OS X (\d+[_.\d]*)/.exec(ua))) return { os: "mac", osVersion: version(m[1]) };
  if (/Macintosh/.test(ua)) return { os: "mac", osVersion: [] };
  if (/Linux|CrOS/.test(ua)) return { os: "linux", osVersion: [] };
  return { os: "other", osVersion: [] };
}

function detectBrowser(ua: string, isBrave: boolean): { browser: BrowserName; browserVersion: number } {
  const major = (re: RegExp) => Number(re.exec(ua)?.[1] ?? 0);
  if (/Edg(?:e|A|iOS)?\//.test(ua)) return { browser: "edge", browserVersion: major(/Edg(?:e|A|iOS)?\/(\d+)/) };
  if (/OPR\/|Opera/.test(ua)) return { browser: "opera", browserVersion: major(/(?:OPR|Version)\/(\d+)/) };
  if (/Firefox\/|FxiOS\//.test(ua)) return { browser: "firefox", browserVersion: major(/(?:Firefox|FxiOS)\/(\d+)/) };
  if (/MSIE |Trident\//.test(ua)) return { browser: "ie", browserVersion: major(/(?:MSIE |rv:)(\d+)/) };
  if (/Chrome\/|CriOS\//.test(ua)) return { browser: isBrave ? "brave" : "chrome", browserVersion: major(/(?:Chrome|CriOS)\/(\d+)/) };
  if (/Safari\//.test(ua)) return { browser: "safari", browserVersion: major(/Version\/(\d+)/) };
  return { browser: "other", browserVersion: 0 };
}

/**
 * OS, browser, mobile and in-app detection. `isBrave` comes from navigator.brave (Brave hides
 * itself in the user agent); the viewport size from window.
 */
export function detectPlatform(
  ua: string,
  viewport: { width: number; height: number },
  isBrave: boolean,
  config: RuntimeConfig["platform"],
): Platform {
  const { os, osVersion } = detectOs(ua);
  const mobileUa = /Mobi|Android|iPhone|iPad|iPod/.test(ua);
  const smallScreen = viewport.width < config.mobileMaxWidth && viewport.height < config.mobileMaxHeight;
  const inApp = ua.includes(config.appUserAgentToken);
  return {
    os,
    osVersion,
    ...detectBrowser(ua, isBrave),
    mobile: smallScreen || mobileUa,
    app: inApp && (os === "mac" || os === "windows" || os === "ios" || os === "android") ? os : null,
  };
}

/** SPEC §9 breakpoints: mobile up to 425px, tablet up to 800px, desktop above. */
export function deviceForWidth(width: number, breakpoints: RuntimeConfig["platform"]["breakpoints"]): Device {
  if (width <= breakpoints.mobile) return "mobile";
  return width <= breakpoints.tablet ? "tablet" : "desktop";
}

/** SPEC §9: desktop browsers below 60 are legacy, Safari below 9, IE 11 or below. */
export function isLegacyBrowser(platform: Platform, config: RuntimeConfig["platform"]): boolean {
  if (platform.mobile) return false;
  if (platform.browser === "ie") return platform.browserVersion <= config.legacyBelow.ieAtOrBelow;
  if (platform.browser === "safari") return platform.browserVersion < config.legacyBelow.safari;
  if (platform.browser === "other") return false;
  return platform.browserVersion < config.legacyBelow.desktop;
}

/** SPEC §9: the extension needs Firefox 91+, Chrome or Brave 92+. */
export function supportsExtension(platform: Platform, config: RuntimeConfig["platform"]): boolean {
  if (platform.mobile) return false;
  const { firefox, chrome, brave } = config.minimumExtensionVersion;
  const minimum = { firefox, chrome, brave }[platform.browser as "firefox" | "chrome" | "brave"];
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
