// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
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

/** The system's colour scheme as matchMedia reports it (jsdom has none), and a way to change it. */
function system(dark: boolean) {
  const listeners: (() => void)[] = [];
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  window.matchMedia = ((media: string) => (media === DARK ? query : null)) as unknown as typeof window.matchMedia;
  return {
    change(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const systemMatchMedia = window.matchMedia;

beforeEach(() => document.documentElement.removeAttribute("data-theme"));
afterEach(() => {
  window.matchMedia = systemMatchMedia;
});

describe("dark pictures follow the page's theme, not only the system's", () => {
  it("shows the dark files on a page whose saved theme is dark, whatever the system prefers", () => {
    system(false);
    const sources = page("dark");
    followPageTheme(document);
    expect(sources.map((source) => source.media)).toEqual(["all", "all", ""]);
  });

  it("shows the light files on a page whose saved theme is light, even in a dark system", () => {
    system(true);
    const sources = page("light");
    followPageTheme(document);
    expect(sources.slice(0, 2).map((source) => source.media)).toEqual(["not all", "not all"]);
  });

  it("keeps the system's scheme while no theme is on the page (the boot script has not run)", () => {
    system(true);
    const sources = page(null);
    followPageTheme(document);
    expect(sources[0]!.media).toBe(DARK);
  });

  it("follows the theme when it changes (the /theme chooser, the system while nothing is saved)", async () => {
    system(true);
    const sources = page("light");
    followPageTheme(document);
    document.documentElement.setAttribute("data-theme", "dark");
    await settle();
    expect(sources[0]!.media).toBe(DARK);
    document.documentElement.setAttribute("data-theme", "light");
    await settle();
    expect(sources[1]!.media).toBe("not all");
  });

  it("leaves the light picture's own sources alone", () => {
    system(false);
    const sources = page("dark");
    followPageTheme(document);
    expect(sources[2]!.hasAttribute("media")).toBe(false);
  });

  it("keeps to the page's theme without matchMedia, as before any script could ask", () => {
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    const sources = page("light");
    followPageTheme(document);
    expect(sources[0]!.media).toBe("not all");
  });
});

describe("where the page shows the system's scheme", () => {
  it("leaves the markup's media as it is, so the browser does not choose the pictures again", () => {
    system(true);
    const sources = page("dark");
    followPageTheme(document);
    expect(sources.slice(0, 2).map((source) => source.media)).toEqual([DARK, DARK]);
  });

  it("shows the saved light theme's pictures once the system turns dark", () => {
    const scheme = system(false);
    const sources = page("light");
    followPageTheme(document);
    expect(sources[0]!.media).toBe(DARK);
    scheme.change(true);
    expect(sources.slice(0, 2).map((source) => source.media)).toEqual(["not all", "not all"]);
  });
});
