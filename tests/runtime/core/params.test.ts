import { describe, expect, it } from "vitest";
import { readParams, sourceTag } from "../../../runtime/core/params.js";
import { safeValue } from "../../../runtime/core/safe-value.js";

describe("query parameters (SPEC §2)", () => {
  it("reads every parameter of the spec", () => {
    const p = readParams(
      "?origin=funnel_home&source=de&atb=v500-3&va=b&t=hb&platform=mobile&featurePage=vpn&force_sad_banner=1&exp_subscriptionpromo=banner&subscribed_override=true&environment=staging",
    );
    expect(p).toMatchObject({
      origin: "funnel_home",
      source: "de",
      atb: "v500-3",
      va: "b",
      t: { tag: "hb", kind: "homepage" },
      platform: "mobile",
      featurePage: "vpn",
      forceSadBanner: true,
      experiments: { subscriptionpromo: "banner" },
      subscribedOverride: true,
      environment: "staging",
    });
  });

  it("ignores any value containing <, > or /", () => {
    const p = readParams("?origin=%3Cscript%3Ealert(1)%3C%2Fscript%3E&featurePage=a%2Fb&exp_subscriptionpromo=%3Eb&environment=x>y");
    expect(p.origin).toBeNull();
    expect(p.featurePage).toBeNull();
    expect(p.experiments).toEqual({});
    expect(p.environment).toBeNull();
    expect(safeValue("fine_value.1")).toBe("fine_value.1");
    expect(safeValue("a<b")).toBeNull();
  });

  it("accepts source only as exactly two lowercase letters", () => {
    expect(readParams("?source=us").source).toBe("us");
    for (const bad of ["US", "usa", "u", "u1", ""]) expect(readParams(`?source=${bad}`).source).toBeNull();
  });

  it("tells homepage sources (h, h plus one lowercase letter or _) from default-search ones", () => {
    for (const tag of ["h", "hb", "h_"]) expect(sourceTag(tag).kind).toBe("homepage");
    for (const tag of ["hB", "hbb", "h1", "ddg", "ah"]) expect(sourceTag(tag).kind).toBe("default-search");
  });

  it("accepts platform desktop or mobile, subscribed_override true or false, nothing else", () => {
    expect(readParams("?platform=tablet").platform).toBeNull();
    expect(readParams("?platform=desktop").platform).toBe("desktop");
    expect(readParams("?subscribed_override=false").subscribedOverride).toBe(false);
    expect(readParams("?subscribed_override=yes").subscribedOverride).toBeNull();
    expect(readParams("").forceSadBanner).toBe(false);
  });

  it("notes click ids without keeping their values", () => {
    const p = readParams("?gclid=abc&msclkid=");
    expect(p.gclid).toBe(true);
    expect(p.msclkid).toBe(true);
    expect(readParams("").gclid).toBe(false);
  });
});
