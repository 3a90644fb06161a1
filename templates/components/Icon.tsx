import type { IconName } from "../../contracts/config/page-data.js";
import { ICON_STROKE, iconDrawings } from "../icons/drawings.js";
import { SpriteIcon } from "../icons/sprite.js";

/** A line icon from the sprite, in the colour of the text around it. */
export function Icon({ name, className = "icon" }: { name: IconName; className?: string }) {
  return <SpriteIcon id={name} className={className} />;
}

/** The same glyph drawn inside an illustration at (x, y), `size` units wide (illustrations are files of their own). */
export function IconGlyph({ name, x, y, size, className }: { name: IconName; x: number; y: number; size: number; className: string }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: a glyph inside an illustration, which carries the text alternative
    <svg className={className} x={x} y={y} width={size} height={size} viewBox="0 0 24 24" {...ICON_STROKE}>
      {iconDrawings[name]}
    </svg>
  );
}
