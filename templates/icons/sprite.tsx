import { renderToStaticMarkup } from "react-dom/server";
import type { IconName } from "../../contracts/config/page-data.js";
import type { SocialNetwork } from "../../contracts/config/site.js";
import { hashedAsset } from "../assets/hashed-asset.js";
import { ICON_STROKE, iconDrawings, logoDrawing, uiGlyphs, socialMarks } from "./drawings.js";

export type SpriteSymbol = IconName | `social-${SocialNetwork}` | keyof typeof uiGlyphs | "logo";

const entries = <K extends string, V>(record: Record<K, V>) => Object.entries(record) as [K, V][];

/**
 * One SVG file of <symbol>s that every page refers to with <use>, instead of repeating the same
 * paths in each of 2,000 pages. Strokes and fills in currentColor reach the page's colours through
 * the <use> element, so one file serves every theme and scheme; the logo keeps its own colours.
 */
function Sprite() {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: a file of <symbol>s, never shown itself; each <use> of it is labelled where it is used
    <svg xmlns="http://www.w3.org/2000/svg">
      {entries(iconDrawings).map(([name, drawing]) => (
        <symbol key={name} id={name} viewBox="0 0 24 24" {...ICON_STROKE}>
          {drawing}
        </symbol>
      ))}
      {entries(uiGlyphs).map(([name, drawing]) => (
        <symbol key={name} id={name} viewBox="0 0 24 24" {...ICON_STROKE} strokeWidth="2">
          {drawing}
        </symbol>
      ))}
      {entries(socialMarks).map(([network, drawing]) => (
        <symbol key={network} id={`social-${network}`} viewBox="0 0 24 24" fill="currentColor">
          {drawing}
        </symbol>
      ))}
      <symbol id="logo" viewBox="0 0 64 64">
        {logoDrawing}
      </symbol>
    </svg>
  );
}

export const iconSprite = hashedAsset("icons", "svg", renderToStaticMarkup(<Sprite />));

/** A symbol of the sprite, for <use href>. */
export function spriteHref(id: SpriteSymbol): string {
  return `${iconSprite.url}#${id}`;
}

/**
 * A symbol of the sprite, sized by its class. Decorative: whatever it stands beside (a title, a
 * link's visually hidden name, the brand's name) says what it means.
 */
export function SpriteIcon({ id, className }: { id: SpriteSymbol; className: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={spriteHref(id)} />
    </svg>
  );
}
