import { describe, expect, it } from "vitest";
import { chromiumChecks } from "../../../cli/check/browser/chromium-checks.js";
import { siteCheck } from "./run-check.js";
import { useCheckSites } from "../../helpers/check-sites.js";

const site = useCheckSites("ok", "missing-alt", "inline-script", "inline-script-without-budgets", "dark-contrast");

// One Chromium per run, as in `site check`; each of these starts one.
describe("site check in Chromium", () => {
  it("finds nothing on a sound site, in light and dark, with the CSP enforced", async () => {
    const result = await siteCheck(site("ok"), [], chromiumChecks);
    expect(result.lines.filter((line) => line.includes("✗"))).toEqual([]);
    expect(result.code).toBe(0);
  }, 60_000);

  it("reports the image without alt text through axe and the blocked inline script through the CSP", async () => {
    const alt = await siteCheck(site("missing-alt"), [], chromiumChecks);
    const accessibility = alt.lines.filter((line) => line.includes("[image-alt]"));
    // Once: a missing name is missing in both themes, and dark runs only the colour rules.
    expect(accessibility).toEqual([
      "  ✗ error /en/, /de/: Images must have alternative text (image-alt, critical) in the light theme: 1 element, e.g. img [image-alt]",
    ]);
    expect(alt.code).toBe(1);

    const script = await siteCheck(site("inline-script"), [], chromiumChecks);
    expect(script.lines.filter((line) => line.includes("[csp-violation]"))).toEqual([
      "  ✗ error /en/ and 5 more pages: Chromium blocked an inline script under the CSP's script-src-elem [csp-violation]",
    ]);
  }, 120_000);

  it("reports the blocked inline script with the page-weight budgets set off too, whose pass it otherwise reads", async () => {
    const script = await siteCheck(site("inline-script-without-budgets"), [], chromiumChecks);
    expect(script.lines.filter((line) => line.includes("[csp-violation]"))).toEqual([
      "  ✗ error /en/ and 5 more pages: Chromium blocked an inline script under the CSP's script-src-elem [csp-violation]",
    ]);
    expect(script.lines).toContainEqual(expect.stringContaining("skipped budgets: off in site.yaml"));
  }, 60_000);

  it("renders the dark theme: text that is readable in light but not in dark fails only in dark", async () => {
    const result = await siteCheck(site("dark-contrast"), [], chromiumChecks);
    const contrast = result.lines.filter((line) => line.includes("[color-contrast]"));
    expect(contrast.length).toBeGreaterThan(0);
    expect(contrast.every((line) => line.includes("in the dark theme"))).toBe(true);
    expect(result.code).toBe(1);
  }, 60_000);
});
