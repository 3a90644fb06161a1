import { describe, expect, it } from "vitest";
import { hexColour } from "../../../contracts/config/common.js";
import { settingsSchema } from "../../../contracts/config/content.js";

/**
 * SPEC §5 "Custom theme colour: 3 or 6 digit hex." Colours enter the site through site.yaml (the
 * theme palettes and the settings' default background), where the config schema checks them; the
 * browser reads no colour from anywhere else, so the rule lives here.
 */
describe("custom theme colours (SPEC §5)", () => {
  it("takes 3 or 6 hex digits, nothing else", () => {
    for (const good of ["#222222", "#ABC", "#a1b2c3"]) expect(hexColour.safeParse(good).success, good).toBe(true);
    for (const bad of ["#22222", "#12345g", "red", "#1234", "", "222222"]) expect(hexColour.safeParse(bad).success, bad).toBe(false);
  });

  it("holds for the settings' default background colour too", () => {
    const settings = (backgroundColour: string) => ({ catalogue: [{ key: "kae", name: "Theme" }], fonts: { h: "Helvetica" }, defaults: { font: "h", backgroundColour } });
    expect(settingsSchema.safeParse(settings("222222")).success).toBe(true);
    expect(settingsSchema.safeParse(settings("22222")).success).toBe(false);
  });
});
