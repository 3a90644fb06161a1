import type { RuntimeConfig } from "../../contracts/config/index.js";
import type { browserNames, operatingSystems } from "../../contracts/config/runtime.js";

type OperatingSystem = (typeof operatingSystems)[number];
type BrowserName = (typeof browserNames)[number];
export type Device = "mobile" | "tablet" | "desktop";
type AppPlatform = "mac" | "windows" | "ios" | "android";

export interface Platform {
  os: OperatingSystem;
  osVersion: number[];
  browser: BrowserName;
  browserVersion: number;
  mobile: boolean;
  app: AppPlatform | null;
  /** Version the app reports after its user-agent token (QuietlyApp/7.1 -> "7.1"). */
  appVersion: string | null;
}

const version = (text: string | undefined) => (text ? text.split(/[._]/).map(Number) : []);

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, and iPhones say "like Mac OS X".
const SYSTEMS: [OperatingSystem, RegExp][] = [
  ["ios", /(?:iPhone|iPad|iPod).*? OS (\d+[_\d]*)/],
  ["android", /Android (\d+(?:\.\d+)*)/],
  ["windows", /Windows NT (\d+(?:\.\d+)?)/],
  ["mac", /Macintosh(?:.*?Mac OS X (\d+[_.\d]*))?/],
  ["linux", /Linux|CrOS/],
];
const BROWSERS: [BrowserName, RegExp][] = [
  ["edge", /Edg(?:e|A|iOS)?\/(\d+)/],
  ["opera", /OPR\/(\d+)/],
  ["firefox", /(?:Firefox|FxiOS)\/(\d+)/],
  ["ie", /(?:MSIE |Trident\/.*rv:)(\d+)/],
  ["chrome", /(?:Chrome|CriOS)\/(\d+)/],
  ["safari", /Version\/(\d+).*Safari\//],
];

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
  let os: OperatingSystem = "other";
  let osVersion: number[] = [];
  for (const [name, re] of SYSTEMS) {
    const m = re.exec(ua);
    if (m) {
      os = name;
      osVersion = version(m[1]);
      break;
    }
  }
  let browser: BrowserName = "other";
  let browserVersion = 0;
  for (const [name, re] of BROWSERS) {
    const m = re.exec(ua);
    if (m) {
      browser = name === "chrome" && isBrave ? "brave" : name;
      browserVersion = Number(m[1]);
      break;
    }
  }
  const mobileUa = /Mobi|Android|iPhone|iPad|iPod/.test(ua);
  const smallScreen = viewport.width < config.mobileMaxWidth && viewport.height < config.mobileMaxHeight;
  const token = ua.indexOf(config.appUserAgentToken);
  const inApp = token >= 0;
  return {
    os,
    osVersion,
    browser,
    browserVersion,
    mobile: smallScreen || mobileUa,
    app: inApp && (os === "mac" || os === "windows" || os === "ios" || os === "android") ? os : null,
    appVersion: inApp ? (/^\/([\w.]+)/.exec(ua.slice(token + config.appUserAgentToken.length))?.[1] ?? null) : null,
  };
}

/** SPEC §9 breakpoints: mobile up to 425px, tablet up to 800px, desktop above. */
export function deviceForWidth(width: number, breakpoints: RuntimeConfig["platform"]["breakpoints"]): Device {
  if (width <= breakpoints.mobile) return "mobile";
  return width <= breakpoints.tablet ? "tablet" : "desktop";
}
