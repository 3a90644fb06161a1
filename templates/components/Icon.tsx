import type { IconName } from "../../contracts/config/page-data.js";
import { SpriteIcon } from "../icons/sprite.js";

/** A line icon from the sprite, in the colour of the text around it. */
export function Icon({ name, className = "icon" }: { name: IconName; className?: string }) {
  return <SpriteIcon id={name} className={className} />;
}
