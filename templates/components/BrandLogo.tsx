import { SpriteIcon } from "../icons/sprite.js";

/** The logo (templates/icons/drawings.tsx). Decorative: the brand name beside it names the link. */
export function BrandLogo() {
  return <SpriteIcon id="logo" className="brand__logo" />;
}
