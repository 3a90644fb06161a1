// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { applyTheme, chooseTheme, isSavedTheme } from "../../../runtime/core/theme.js";
import { loadRuntimeConfig } from "./config.js";

const values = loadRuntimeConfig().theme;

describe("theme (SPEC §4, §5)", () => {
  it("uses the saved preference: -1 light, d dark, t dark variant", () => {
    expect(chooseTheme("-1", true, values)).toEqual({ theme: "light", variant: null, });
    expect(chooseTheme("d", false, values)).toEqual({ theme: "dark", variant: null, });
    expect(chooseTheme("t", false, values)).toEqual({ theme: "dark", variant: "t", });
  });

  it("knows which saved values are preferences", () => {
    for (const v of ["-1", "d", "t"]) expect(isSavedTheme(v, values)).toBe(true);
    for (const v of ["", "x", null, undefined]) expect(isSavedTheme(v, values)).toBe(false);
  });

  it("follows the system colour scheme when nothing (or nonsense) is saved", () => {
    expect(chooseTheme(null, true, values)).toEqual({ theme: "dark", variant: null });
    expect(chooseTheme("x", false, values)).toEqual({ theme: "light", variant: null });
  });

  it("writes data-theme and data-theme-variant on the root element", () => {
    const root = document.documentElement;
    applyTheme(root, chooseTheme("t", false, values));
    expect(root.getAttribute("data-theme")).toBe("dark");
    expect(root.getAttribute("data-theme-variant")).toBe("t");
    applyTheme(root, chooseTheme("-1", false, values));
    expect(root.getAttribute("data-theme")).toBe("light");
    expect(root.hasAttribute("data-theme-variant")).toBe(false);
  });
});
