import { describe, expect, it } from "vitest";
import { detectPlatform, deviceForWidth, meetsMinimumOs, supportsExtension } from "../../../runtime/core/platform.js";
import { loadRuntimeConfig } from "./config.js";

const config = loadRuntimeConfig().platform;
const wide = { width: 1440, height: 900 };
const UA = {
  macChrome: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  macSafari: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  oldMac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_12_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/8.0 Safari/605.1.15",
  winEdge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  winFirefox90: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:90.0) Gecko/20100101 Firefox/90.0",
  win7Chrome50: "Mozilla/5.0 (Windows NT 6.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/50.0.2661.102 Safari/537.36",
  ie11: "Mozilla/5.0 (Windows NT 6.3; Trident/7.0; rv:11.0) like Gecko",
  iphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  android: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
};

describe("platform detection (SPEC §6, §9)", () => {
  it("detects OS and browser", () => {
    expect(detectPlatform(UA.macChrome, wide, false, config)).toMatchObject({ os: "mac", browser: "chrome", browserVersion: 131, mobile: false, app: null });
    expect(detectPlatform(UA.macChrome, wide, true, config).browser).toBe("brave");
    expect(detectPlatform(UA.macSafari, wide, false, config)).toMatchObject({ os: "mac", browser: "safari", browserVersion: 17 });
    expect(detectPlatform(UA.winEdge, wide, false, config)).toMatchObject({ os: "windows", browser: "edge" });
    expect(detectPlatform(UA.ie11, wide, false, config)).toMatchObject({ os: "windows", browser: "ie", browserVersion: 11 });
    expect(detectPlatform(UA.iphone, wide, false, config)).toMatchObject({ os: "ios", mobile: true });
    expect(detectPlatform(UA.android, wide, false, config)).toMatchObject({ os: "android", mobile: true });
  });

  it("counts as mobile a small screen (width under 1000 and height under 600) or a mobile user agent", () => {
    const { mobileMaxWidth: w, mobileMaxHeight: h } = config;
    expect(detectPlatform(UA.macChrome, { width: w - 1, height: h - 1 }, false, config).mobile).toBe(true);
    expect(detectPlatform(UA.macChrome, { width: w, height: h - 1 }, false, config).mobile).toBe(false);
    expect(detectPlatform(UA.macChrome, { width: w - 1, height: h }, false, config).mobile).toBe(false);
  });

  it("recognises in-app visitors by the app's user-agent token, per platform", () => {
    const token = ` ${config.appUserAgentToken}/7.1`;
    expect(detectPlatform(UA.macSafari + token, wide, false, config).app).toBe("mac");
    expect(detectPlatform(UA.winEdge + token, wide, false, config).app).toBe("windows");
    expect(detectPlatform(UA.iphone + token, wide, false, config).app).toBe("ios");
    expect(detectPlatform(UA.android + token, wide, false, config)).toMatchObject({ app: "android", appVersion: "7.1" });
    expect(detectPlatform(UA.android, wide, false, config)).toMatchObject({ app: null, appVersion: null });
  });

  it("maps widths to the breakpoints: mobile 425, tablet 800, desktop above", () => {
    const bp = config.breakpoints;
    expect(deviceForWidth(bp.mobile, bp)).toBe("mobile");
    expect(deviceForWidth(bp.mobile + 1, bp)).toBe("tablet");
    expect(deviceForWidth(bp.tablet, bp)).toBe("tablet");
    expect(deviceForWidth(bp.tablet + 1, bp)).toBe("desktop");
  });

  it("offers the extension on Firefox 91+, Chrome and Brave 92+", () => {
    const ext = (ua: string, brave = false) => supportsExtension(detectPlatform(ua, wide, brave, config), config);
    expect(ext(UA.winFirefox90)).toBe(false);
    expect(ext(UA.winFirefox90.replaceAll("90.0", "91.0"))).toBe(true);
    expect(ext(UA.macChrome.replace("131.", "91."))).toBe(false);
    expect(ext(UA.macChrome.replace("131.", "92."), true)).toBe(true);
    expect(ext(UA.macSafari)).toBe(false);
    expect(ext(UA.android)).toBe(false);
    // Edge runs Chrome's engine under Chrome's version numbers, from its own store.
    expect(ext(UA.winEdge)).toBe(true);
    expect(ext(UA.winEdge.replaceAll("131.", "91."))).toBe(false);
    expect(ext(UA.ie11)).toBe(false);
  });

  it("checks the minimum desktop OS as far as user agents tell", () => {
    const os = (ua: string) => meetsMinimumOs(detectPlatform(ua, wide, false, config), config);
    expect(os(UA.macSafari)).toBe(true);
    expect(os(UA.oldMac)).toBe(false);
    expect(os(UA.winEdge)).toBe(true);
    expect(os(UA.win7Chrome50)).toBe(false);
    expect(os(UA.iphone)).toBe(false);
  });
});
