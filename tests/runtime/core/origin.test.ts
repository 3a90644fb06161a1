import { describe, expect, it } from "vitest";
import { broughtOrigin, buildOrigin, builtOrigin, checkOriginValue, defaultEntry, ORIGIN_KEYS, parseOrigin, sourceFromReferrer, withOriginPart, type OriginParts } from "../../../runtime/core/origin.js";
import { loadRuntimeConfig } from "./config.js";

const engines = loadRuntimeConfig().platform.searchEngineReferrers;
const none = { gclid: false, msclkid: false };

describe("origin (SPEC §3, §4, §5)", () => {
  it("joins the parts with underscores behind funnel", () => {
    expect(buildOrigin({ entry: "home", source: "website", campaign: "trial", content: "annual" })).toBe("funnel_home_website_trial_annual");
  });

  it("keeps an empty part's place, so the parts read back as the ones built", () => {
    expect(buildOrigin({ entry: "pro", content: "monthly" })).toBe("funnel_pro___monthly");
    expect(buildOrigin({ source: "google" })).toBe("funnel__google");
    expect(buildOrigin({ entry: "pro", campaign: "endorsement" })).toBe("funnel_pro__endorsement");
    expect(parseOrigin("funnel__google")).toEqual({ source: "google" });
    expect(parseOrigin("funnel_pro__endorsement")).toEqual({ entry: "pro", campaign: "endorsement" });
  });

  it("reads back every combination of parts it builds (round trip over all 16)", () => {
    const sample: Required<OriginParts> = { entry: "pro", source: "radio", campaign: "endorsement", content: "spot.v2" };
    for (let mask = 0; mask < 1 << ORIGIN_KEYS.length; mask += 1) {
      const parts: OriginParts = {};
      ORIGIN_KEYS.forEach((key, index) => {
        if (mask & (1 << index)) parts[key] = sample[key];
      });
      const origin = buildOrigin(parts);
      expect(checkOriginValue(origin), origin).toBeNull();
      expect(parseOrigin(origin), origin).toEqual(parts);
    }
  });

  it("refuses a part holding the separator, which would move the parts after it", () => {
    expect(() => buildOrigin({ entry: "home_page" })).toThrow(/separates the parts/);
  });

  it("reads campaign origins of the usual shape, and nothing from another shape", () => {
    expect(parseOrigin("funnel_home_website_usanniversary")).toEqual({ entry: "home", source: "website", campaign: "usanniversary" });
    expect(parseOrigin("funnel_pro_winback")).toEqual({ entry: "pro", source: "winback" });
    expect(parseOrigin("funnel_a_b_c_d_e")).toEqual({ entry: "a", source: "b", campaign: "c", content: "d_e" });
    expect(parseOrigin("newsletter")).toBeNull();
    expect(parseOrigin("funnelled")).toBeNull();
    expect(parseOrigin(null)).toBeNull();
  });

  it("rejects parts shorter than three characters with the spec's message", () => {
    expect(() => buildOrigin({ entry: "ab" })).toThrow("Origins must be at least three characters long");
    expect(checkOriginValue("ab")?.code).toBe("origin-too-short");
  });

  it("rejects other characters than letters, digits, underscore and period with the spec's message", () => {
    expect(() => buildOrigin({ entry: "home", campaign: "spring-sale" })).toThrow(
      "Origins may only contain alphanumeric characters, underscores, and periods",
    );
    expect(checkOriginValue("a.b_c1")).toBeNull();
  });

  it("throws when a key off the allowed list is set", () => {
    expect(withOriginPart({}, "campaign", "trial")).toEqual({ campaign: "trial" });
    expect(() => withOriginPart({}, "medium", "email")).toThrow(/Unknown origin key "medium"/);
  });

  it("makes an empty entry marketing except on download pages", () => {
    expect(defaultEntry("", false)).toBe("marketing");
    expect(defaultEntry(undefined, false)).toBe("marketing");
    expect(defaultEntry("", true)).toBe("");
    expect(defaultEntry("home", false)).toBe("home");
  });

  it("infers the source from the referrer and click ids", () => {
    expect(sourceFromReferrer("https://www.google.com/", none, engines)).toBe("google");
    expect(sourceFromReferrer("https://www.google.de/search", { gclid: true, msclkid: false }, engines)).toBe("paidsearchgoogle");
    expect(sourceFromReferrer("https://www.bing.com/", none, engines)).toBe("bing");
    expect(sourceFromReferrer("https://www.bing.com/", { gclid: false, msclkid: true }, engines)).toBe("paidsearchmicrosoft");
    expect(sourceFromReferrer("https://search.yahoo.com/", none, engines)).toBe("searchresults");
    expect(sourceFromReferrer("https://news.example.org/", none, engines)).toBe("website");
    expect(sourceFromReferrer("", none, engines)).toBe("website");
    expect(sourceFromReferrer("https://notgoogle.com/", none, engines)).toBe("website");
  });

  it("takes a valid origin parameter as the visitor's own and drops a hostile one", () => {
    expect(broughtOrigin("funnel_pro_radio")).toBe("funnel_pro_radio");
    expect(broughtOrigin("x\"onmouseover=alert(1)")).toBeNull();
    expect(broughtOrigin("a/b")).toBeNull();
    expect(broughtOrigin(null)).toBeNull();
  });

  it("builds a visitor's origin from the page's entry and the referrer", () => {
    const base = { isDownloadPage: false, referrer: "", clickIds: none, searchEngines: engines };
    expect(builtOrigin(base)).toBe("funnel_marketing_website");
    expect(builtOrigin({ ...base, referrer: "https://www.google.com/" })).toBe("funnel_marketing_google");
    // A download page from Google: no entry, and the source still reads back as the source.
    const mac = builtOrigin({ ...base, isDownloadPage: true, referrer: "https://www.google.com/" });
    expect(mac).toBe("funnel__google");
    expect(parseOrigin(mac)).toEqual({ source: "google" });
  });
});
