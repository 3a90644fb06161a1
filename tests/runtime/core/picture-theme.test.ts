// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { followPageTheme } from "../../../runtime/core/picture-theme.js";

const DARK = "(prefers-color-scheme: dark)";

function page(theme: string | null) {
  if (theme === null) document.documentElement.removeAttribute("data-theme");
  else document.documentElement.setAttribute("data-theme", theme);
  document.body.innerHTML = `<picture>
    <source type="image/avif" srcset="/d.avif 400w" media="${DARK}" data-scheme="dark">
    <source type="image/webp" srcset="/d.webp 400w" media="${DARK}" data-scheme="dark">
    <source type="image/avif" srcset="/l.avif 400w">
    <img src="/l.jpg" alt="">
  </picture>`;
  return [...document.querySelectorAll("source")];
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("dark pictures follow the page's theme, not only the system's", () => {
  beforeEach(() => document.documentElement.removeAttribute("data-theme"));

  it("shows the dark files on a page whose saved theme is dark, whatever the system prefers", () => {
    const sources = page("dark");
    followPageTheme(document);
    expect(sources.map((source) => source.media)).toEqual(["all", "all", ""]);
  });

  it("shows the light files on a page whose saved theme is light, even in a dark system", () => {
    const sources = page("light");
    followPageTheme(document);
    expect(sources.slice(0, 2).map((source) => source.media)).toEqual(["not all", "not all"]);
  });

  it("keeps the system's scheme while no theme is on the page (the boot script has not run)", () => {
    const sources = page(null);
    followPageTheme(document);
    expect(sources[0]!.media).toBe(DARK);
  });

  it("follows the theme when it changes (the /theme chooser, the system while nothing is saved)", async () => {
    const sources = page("light");
    followPageTheme(document);
    document.documentElement.setAttribute("data-theme", "dark");
    await settle();
    expect(sources[0]!.media).toBe("all");
    document.documentElement.setAttribute("data-theme", "light");
    await settle();
    expect(sources[1]!.media).toBe("not all");
  });

  it("leaves the light picture's own sources alone", () => {
    const sources = page("dark");
    followPageTheme(document);
    expect(sources[2]!.hasAttribute("media")).toBe(false);
  });
});
