import { describe, expect, it } from "vitest";
import { meetsMinimumOs, supportsExtension } from "../../../runtime/core/browser-fit.js";
import { detectPlatform } from "../../../runtime/core/platform.js";
import { loadRuntimeConfig } from "./config.js";
import { UA, wide } from "./user-agents.js";

const config = loadRuntimeConfig().platform;

describe("what a visitor's browser and OS can take (SPEC §9)", () => {
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
