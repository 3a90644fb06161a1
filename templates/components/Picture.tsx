import { createContext, useContext, type ReactNode } from "react";
import { MISSING_PICTURE_ATTRIBUTE, pictureMarkup } from "../../contracts/pictures.js";
import type { PageProps } from "../../contracts/page-props.js";

const Pictures = createContext<PageProps["picture"] | null>(null);

/** Gives the pictures of the build to every <Picture> in a page (templates/index.tsx wraps each template in it). */
export function PicturesProvider({ picture, children }: { picture: PageProps["picture"]; children: ReactNode }) {
  return <Pictures.Provider value={picture}>{children}</Pictures.Provider>;
}

export interface PictureProps {
  /** Path under images/ at the repository's root: "product/browser-mac-light.png". */
  src: string;
  /** The picture for the dark colour scheme, also under images/ (see runtime/core/picture-theme.ts for how it follows the page's theme). */
  darkSrc?: string;
  /** What the picture shows, for people who cannot see it; "" for a decorative one. */
  alt: string;
  /** The width it is shown at, as the `sizes` attribute says it; by default the whole window ("100vw"). */
  sizes?: string;
  /** The first screen's picture: fetched at once and before the rest. Every other picture loads lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A picture from images/ as the build made it: AVIF and WebP at each width, then the fallback
 * format in an <img> with the source's width and height (no layout shift) and srcset/sizes, so the
 * browser fetches the smallest file that fills the space. The markup is contracts/pictures.ts's,
 * the same Markdown images get.
 */
export function Picture({ src, darkSrc, alt, sizes, priority = false, className }: PictureProps) {
  const picture = useContext(Pictures);
  if (!picture) throw new Error("<Picture> rendered outside a page: templates/index.tsx gives every template the pictures");
  const entry = picture(src);
  const dark = darkSrc === undefined ? null : picture(darkSrc);
  // A missing picture is marked for the build, which stops and names where it was asked for.
  const missing = [...(entry ? [] : [src]), ...(darkSrc !== undefined && !dark ? [darkSrc] : [])];
  if (missing.length || !entry) return <>{missing.map((name) => <img key={name} {...{ [MISSING_PICTURE_ATTRIBUTE]: name }} alt="" />)}</>;
  const markup = pictureMarkup(entry, { alt, sizes, priority, className, dark });
  return (
    <picture>
      {markup.sources.map((source) => (
        <source key={`${source.type} ${source.media ?? ""}`} {...source} />
      ))}
      {/* biome-ignore lint/a11y/useAltText: pictureMarkup's img always carries alt (PictureImg requires it) */}
      <img {...markup.img} />
    </picture>
  );
}
