import { describe, expect, it } from "vitest";
import { campaignName } from "../../../runtime/core/text.js";
import { loadRuntimeConfig } from "./config.js";

describe("app-store campaign name (SPEC §5, §9)", () => {
  it("keeps app-store campaign names within the configured limit", () => {
    const max = loadRuntimeConfig().campaignNameMaxLength;
    expect(max).toBe(30);
    expect(campaignName("radio", "endorsement", max)).toBe("radio-endorsement");
    const long = campaignName("newsletter", "spring-2026-anniversary-special", max);
    expect(long).toHaveLength(30);
    expect(long.startsWith("newsletter-spring")).toBe(true);
  });
});
