import { describe, expect, it } from "vitest";
import { detectPlatform, deviceForWidth } from "../../../runtime/core/platform.js";
import { loadRuntimeConfig } from "./config.js";
import { UA, wide } from "./user-agents.js";

const config = loadRuntimeConfig().platform;

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
});
