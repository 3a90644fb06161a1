import { describe, expect, it } from "vitest";
import { buildOrigin, checkOriginValue, defaultEntry, resolveOrigin, sourceFromReferrer, withOriginPart } from "../../../runtime/core/origin.js";
import { loadRuntimeConfig } from "./config.js";

const engines = loadRuntimeConfig().platform.searchEngineReferrers;
const none = { gclid: false, msclkid: false };

describe("origin (SPEC §3, §4, §5)", () => {
  it("joins the parts with underscores behind funnel", () => {
    expect(buildOrigin({ entry: "home", source: "website", campaign: "trial", content: "annual" })).toBe("funnel_home_website_trial_annual");
    expect(buildOrigin({ entry: "pro", content: "monthly" })).toBe("funnel_pro_monthly");
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

  it("keeps a valid origin parameter and drops a hostile one", () => {
    const base = { isDownloadPage: false, referrer: "", clickIds: none, searchEngines: engines };
    expect(resolveOrigin({ ...base, param: "funnel_pro_radio" })).toBe("funnel_pro_radio");
    expect(resolveOrigin({ ...base, param: "x\"onmouseover=alert(1)" })).toBe("funnel_marketing_website");
    expect(resolveOrigin({ ...base, param: null, referrer: "https://www.google.com/" })).toBe("funnel_marketing_google");
    expect(resolveOrigin({ ...base, param: null, isDownloadPage: true })).toBe("funnel_website");
  });
});
