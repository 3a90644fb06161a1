import { describe, expect, it } from "vitest";
import {
  clickIds, experimentParams, forceSadBannerParam, param, platformParam, sourceParam, sourceTag, subscribedOverrideParam, tagParam,
} from "../../../runtime/core/params.js";
import { safeValue } from "../../../runtime/core/safe-value.js";

const q = (search: string) => new URLSearchParams(search);

describe("query parameters (SPEC §2)", () => {
  it("reads every parameter of the spec", () => {
    const query = q(
      "?origin=funnel_home&source=de&atb=v500-3&va=b&t=hb&platform=mobile&featurePage=vpn&force_sad_banner=1&exp_subscriptionpromo=banner&subscribed_override=true&environment=staging",
    );
    expect(["origin", "atb", "va", "featurePage", "environment"].map((name) => param(query, name))).toEqual(["funnel_home", "v500-3", "b", "vpn", "staging"]);
    expect(sourceParam(query)).toBe("de");
    expect(tagParam(query)).toEqual({ tag: "hb", kind: "homepage" });
    expect(platformParam(query)).toBe("mobile");
    expect(forceSadBannerParam(query)).toBe(true);
    expect(experimentParams(query)).toEqual({ subscriptionpromo: "banner" });
    expect(subscribedOverrideParam(query)).toBe(true);
  });

  it("ignores any value containing <, > or /", () => {
    const query = q("?origin=%3Cscript%3Ealert(1)%3C%2Fscript%3E&featurePage=a%2Fb&exp_subscriptionpromo=%3Eb&environment=x>y&t=h/");
    expect(param(query, "origin")).toBeNull();
    expect(param(query, "featurePage")).toBeNull();
    expect(param(query, "environment")).toBeNull();
    expect(tagParam(query)).toBeNull();
    expect(safeValue("fine_value.1")).toBe("fine_value.1");
    expect(safeValue("a<b")).toBeNull();
  });

  it("accepts source only as exactly two lowercase letters", () => {
    expect(sourceParam(q("?source=us"))).toBe("us");
    for (const bad of ["US", "usa", "u", "u1", ""]) expect(sourceParam(q(`?source=${bad}`))).toBeNull();
  });

  it("tells homepage sources (h, h plus one lowercase letter or _) from default-search ones", () => {
    for (const tag of ["h", "hb", "h_"]) expect(sourceTag(tag).kind).toBe("homepage");
    for (const tag of ["hB", "hbb", "h1", "ddg", "ah"]) expect(sourceTag(tag).kind).toBe("default-search");
  });

  it("accepts platform desktop or mobile, subscribed_override true or false, nothing else", () => {
    expect(platformParam(q("?platform=tablet"))).toBeNull();
    expect(platformParam(q("?platform=desktop"))).toBe("desktop");
    expect(subscribedOverrideParam(q("?subscribed_override=false"))).toBe(false);
    expect(subscribedOverrideParam(q("?subscribed_override=yes"))).toBeNull();
    expect(forceSadBannerParam(q(""))).toBe(false);
  });

  it("notes click ids without keeping their values", () => {
    expect(clickIds(q("?gclid=abc&msclkid="))).toEqual({ gclid: true, msclkid: true });
    expect(clickIds(q(""))).toEqual({ gclid: false, msclkid: false });
  });

  it("forces the sad banner when force_sad_banner is present, and not for false or 0 (issue 21, item 5)", () => {
    for (const forced of ["?force_sad_banner", "?force_sad_banner=1", "?force_sad_banner=true"]) expect(forceSadBannerParam(q(forced)), forced).toBe(true);
    for (const not of ["?force_sad_banner=false", "?force_sad_banner=0", ""]) expect(forceSadBannerParam(q(not)), not).toBe(false);
  });

  it("takes t only as a tag made of letters, digits, _ . and -", () => {
    expect(tagParam(q("?t=ffab-2.1_x"))).toEqual({ tag: "ffab-2.1_x", kind: "default-search" });
    for (const bad of ['a"b', "a b", "x".repeat(41), "%22onfocus%3D1"]) expect(tagParam(q(`?t=${encodeURIComponent(bad)}`)), bad).toBeNull();
  });
});
