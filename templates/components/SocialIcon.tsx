import type { SocialNetwork } from "../../contracts/config/site.js";
import { SpriteIcon } from "../icons/sprite.js";

/** A social network's mark from the sprite, in currentColor. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <SpriteIcon id={`social-${network}`} className="social-icon" />;
}
