import type { PictureName } from "../../contracts/config/page-data.js";
import type { PageProps } from "../../contracts/page-props.js";
import { Picture } from "./Picture.js";

/**
 * The language a page's product pictures are drawn in: its own where the pictures were drawn in
 * its words (config/content.yaml pictures.languages), else the default language.
 */
export function pictureLanguage(site: Pick<PageProps["site"], "pictures" | "defaultLocale">, locale: string): string {
  return site.pictures?.languages.includes(locale) ? locale : site.defaultLocale;
}

/** How wide a picture shows: beside the words on wide screens, the page's width on phones. */
const PICTURE_SIZES = "(min-width: 800px) 560px, calc(100vw - 2rem)";

interface ProductPictureProps extends Pick<PageProps, "t" | "site" | "page"> {
  name: PictureName;
  /** The first screen's picture: fetched first, never lazily. */
  priority?: boolean;
}

/**
 * A product picture in the page's language (images/product/{language}/{name}-light|dark.png),
 * described in words by pictures.{name} for whoever cannot see it.
 */
export function ProductPicture({ name, priority, t, site, page }: ProductPictureProps) {
  const folder = `product/${pictureLanguage(site, page.locale)}`;
  return (
    <Picture
      src={`${folder}/${name}-light.png`}
      darkSrc={`${folder}/${name}-dark.png`}
      alt={t(`pictures.${name}`, { brand: site.brand })}
      sizes={PICTURE_SIZES}
      priority={priority}
    />
  );
}
