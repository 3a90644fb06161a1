// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { iconSprite } from "../../templates/icons/sprite.js";
import { assets, templates } from "../../templates/index.js";
import { resolvePalettes } from "../../cli/build/bundle/styles.js";
import { fakeProps, loadRealSite, render, ROOT } from "./fake-props.js";

const model = await loadRealSite();

/** The logo's shapes and colours, as attribute lists, whatever the markup's spelling (JSX or SVG). */
function logoShapes(svg: Element): string[] {
  return [...svg.children].map((shape) =>
    [shape.tagName.toLowerCase(), ...["x", "y", "width", "height", "rx", "cx", "cy", "r", "d", "fill", "stroke", "stroke-width"].map((name) => shape.getAttribute(name) ?? "")].join(" "),
  );
}

describe("the visual identity", () => {
  it("draws one logo, in the same colours on every page and theme, and it is the favicon's drawing", () => {
    const favicon = new DOMParser().parseFromString(readFileSync(join(ROOT, "public/favicon.svg"), "utf8"), "image/svg+xml").documentElement;
    const expected = logoShapes(favicon).filter((shape) => !shape.startsWith("title"));
    // Pages draw the logo from the sprite the templates export.
    const sprite = new DOMParser().parseFromString(assets[iconSprite.file]!, "image/svg+xml");
    const symbol = sprite.getElementById("logo")!;
    expect(logoShapes(symbol)).toEqual(expected);
    expect(symbol.querySelector("[class]"), "no shape takes a theme colour").toBeNull();
    // One page per theme: the logo used to take each theme's accent.
    const perTheme = model.routes.filter((route, index) => model.routes.findIndex((other) => other.theme === route.theme) === index);
    expect(perTheme.map((route) => route.theme).sort()).toEqual(Object.keys(model.themes).sort());
    for (const route of perTheme) {
      const props = fakeProps(model, route.id);
      const logos = [...render(templates[route.template]!, props).document.querySelectorAll(".brand__logo")];
      expect(logos.length, route.path).toBeGreaterThan(0);
      for (const logo of logos) expect([...logo.querySelectorAll("use")].map((use) => use.getAttribute("href")), route.path).toEqual([`${iconSprite.url}#logo`]);
    }
  });

  it("leads every product page with a product picture in its hero, the first screen's picture fetched first", () => {
    const products = model.routes.filter((route) => route.specificPurpose || ["dbp", "duckai", "identity-theft-restoration"].includes(route.id));
    for (const route of products.filter((route) => route.template !== "landing")) {
      const image = render(templates[route.template]!, fakeProps(model, route.id)).document.querySelector(".page-intro__picture img");
      expect([image?.getAttribute("fetchpriority"), Boolean(image?.getAttribute("alt"))], route.path).toEqual(["high", true]);
    }
  });

  it("gives every primary action one colour: each theme's accent is the default theme's, and only the pro theme has a highlight of its own", () => {
    const accents = (scheme: "light" | "dark") => new Set(Object.keys(model.themes).map((name) => resolvePalettes(model, name)[scheme].accent));
    expect([...accents("light")]).toEqual([model.themes.default!.light!.accent]);
    expect([...accents("dark")]).toEqual([model.themes.default!.dark!.accent]);
    expect(Object.keys(model.themes).filter((name) => resolvePalettes(model, name).light.highlight !== undefined)).toEqual(["pro"]);
    const proPages = model.routes.filter((route) => route.theme === "pro").map((route) => route.path);
    expect(proPages.every((path) => /^\/(pro|subscriptions|dbp|identity-theft-restoration|subscription-support)\b/.test(path)), proPages.join(", ")).toBe(true);
  });
});
