import { describe, expect, it } from "vitest";
import { missingPictures, withPictures } from "../../../../cli/build/images/picture-html.js";
import type { PictureEntry } from "../../../../contracts/pictures.js";

const team: PictureEntry = {
  src: "photos/team.jpg",
  width: 900,
  height: 600,
  fallbackType: "image/jpeg",
  avif: [
    { width: 400, url: "/assets/images/team-400.a.avif" },
    { width: 900, url: "/assets/images/team-900.b.avif" },
  ],
  webp: [
    { width: 400, url: "/assets/images/team-400.c.webp" },
    { width: 900, url: "/assets/images/team-900.d.webp" },
  ],
  fallback: [
    { width: 400, url: "/assets/images/team-400.e.jpg" },
    { width: 900, url: "/assets/images/team-900.f.jpg" },
  ],
};

describe("Markdown images under images/ become the site's <picture>", () => {
  it("rewrites an image written as /images/... or images/..., keeping its alt", () => {
    for (const src of ["/images/photos/team.jpg", "images/photos/team.jpg"]) {
      const html = withPictures(`<p><img src="${src}" alt="Our team"></p>`, { "photos/team.jpg": team });
      expect(html).toBe(
        '<p><picture><source type="image/avif" srcset="/assets/images/team-400.a.avif 400w, /assets/images/team-900.b.avif 900w" sizes="(min-width: 800px) 704px, 100vw">' +
          '<source type="image/webp" srcset="/assets/images/team-400.c.webp 400w, /assets/images/team-900.d.webp 900w" sizes="(min-width: 800px) 704px, 100vw">' +
          '<img src="/assets/images/team-900.f.jpg" srcset="/assets/images/team-400.e.jpg 400w, /assets/images/team-900.f.jpg 900w" sizes="(min-width: 800px) 704px, 100vw" width="900" height="600" alt="Our team" loading="lazy" decoding="async"></picture></p>',
      );
    }
  });

  it("leaves images from elsewhere as the Markdown engine wrote them", () => {
    const html = '<p><img src="/favicon.svg" alt="Logo"> <img src="https://example.org/x.png" alt=""></p>';
    expect(withPictures(html, { "photos/team.jpg": team })).toBe(html);
  });

  it("keeps hostile alt text as text", () => {
    const html = withPictures(
      '<img src="/images/photos/team.jpg" alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">',
      { "photos/team.jpg": team },
    );
    expect(html).toContain('alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain("<script>");
  });

  it("marks a picture that is not there, for the build to report", () => {
    const html = withPictures('<img src="/images/photos/gone.jpg" alt="Gone">', {});
    expect(missingPictures(html)).toEqual(["photos/gone.jpg"]);
  });
});
