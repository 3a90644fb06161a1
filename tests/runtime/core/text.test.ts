import { describe, expect, it } from "vitest";
import { campaignName, sanitizeText } from "../../../runtime/core/text.js";
import { loadRuntimeConfig } from "./config.js";

describe("text helpers (SPEC §5)", () => {
  it("removes tags and escapes remaining less-than signs", () => {
    expect(sanitizeText("<b>Bold</b> move")).toBe("Bold move");
    expect(sanitizeText('<script src="x">alert(1)</script>')).toBe("alert(1)");
    expect(sanitizeText("1 < 2 and <3")).toBe("1 &lt; 2 and &lt;3");
    expect(sanitizeText("<<img src=x onerror=alert(1)>")).toBe("&lt;");
  });

  it("keeps app-store campaign names within the configured limit", () => {
    const max = loadRuntimeConfig().campaignNameMaxLength;
    expect(max).toBe(30);
    expect(campaignName("radio", "endorsement", max)).toBe("radio-endorsement");
    const long = campaignName("newsletter", "spring-2026-anniversary-special", max);
    expect(long).toHaveLength(30);
    expect(long.startsWith("newsletter-spring")).toBe(true);
  });
});
