import { describe, expect, it } from "vitest";
import { chooseCandidate, chosenImages, mediaMatches, sizesPx } from "../../../../cli/check/images/selection.js";
import { parsePage } from "../../../../cli/check/parse-page.js";

const phone = { width: 390, density: 2 };
const desktop = { width: 1280, density: 1 };
const srcset = "/a-400.avif 400w, /a-800.avif 800w, /a-1200.avif 1200w";

describe("which file of a srcset a browser fetches", () => {
  it("reads the width sizes gives the picture in the window", () => {
    expect(sizesPx("(min-width: 800px) 560px, 100vw", phone, "light")).toBe(390);
    expect(sizesPx("(min-width: 800px) 560px, 100vw", desktop, "light")).toBe(560);
    expect(sizesPx("50vw", desktop, "light")).toBe(640);
    expect(sizesPx("(max-width: 30em) 100vw, 20rem", phone, "light")).toBe(390);
    expect(sizesPx(undefined, phone, "light")).toBe(390);
  });

  it("takes the narrowest file with the device pixels the picture needs, else the widest", () => {
    // 390 CSS px at density 2: 780 device pixels.
    expect(chooseCandidate(srcset, "100vw", phone, "light")).toBe("/a-800.avif");
    expect(chooseCandidate(srcset, "160px", phone, "light")).toBe("/a-400.avif");
    expect(chooseCandidate(srcset, "100vw", { width: 1280, density: 2 }, "light")).toBe("/a-1200.avif");
    expect(chooseCandidate("/x.png 1x, /x@2x.png 2x", undefined, phone, "light")).toBe("/x@2x.png");
  });

  it("holds media conditions a browser would, and none it cannot read", () => {
    expect(mediaMatches("(prefers-color-scheme: dark)", phone, "dark")).toBe(true);
    expect(mediaMatches("(prefers-color-scheme: dark)", phone, "light")).toBe(false);
    expect(mediaMatches("(min-width: 400px) and (max-width: 800px)", phone, "light")).toBe(false);
    expect(mediaMatches("not all", phone, "light")).toBe(false);
    expect(mediaMatches("(hover: hover)", phone, "light")).toBe(false);
  });

  it("takes a <picture>'s first source whose type and media fit, and marks lazy images", () => {
    const html = `<main><picture>
      <source type="image/avif" srcset="/d-400.avif 400w, /d-800.avif 800w" media="(prefers-color-scheme: dark)">
      <source type="image/jxl" srcset="/l.jxl 800w">
      <source type="image/avif" srcset="${srcset}">
      <img src="/l.jpg" srcset="/l-400.jpg 400w" sizes="100vw" width="800" height="500" alt="" fetchpriority="high">
    </picture><img src="/badge.png" loading="lazy" width="10" height="10" alt=""></main>`;
    const { elements } = parsePage(html, ["en"]);
    expect(chosenImages(elements, phone, "light").map((image) => [image.url, image.eager])).toEqual([
      ["/a-800.avif", true],
      ["/badge.png", false],
    ]);
    expect(chosenImages(elements, phone, "dark")[0]!.url).toBe("/d-800.avif");
  });
});
