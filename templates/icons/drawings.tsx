import type { ReactNode } from "react";
import type { IconName } from "../../contracts/config/page-data.js";
import type { SocialNetwork } from "../../contracts/config/site.js";

/*
 * Every small drawing the site repeats: line icons, the social networks' marks, the phone menu's
 * glyphs, the store badges' bag and the logo. They are drawn once, into the sprite (./sprite.tsx) that pages refer to,
 * and the illustrations place the line icons inside their own drawings.
 */

/** How a line icon is stroked: in currentColor, so it takes the colour of the text around it in every theme. */
export const ICON_STROKE = { fill: "none", stroke: "currentColor", strokeWidth: "1.75", strokeLinecap: "round", strokeLinejoin: "round" } as const;

/** Line icons on a 24-unit grid, a few strokes each (ICON_STROKE). */
export const iconDrawings: Record<IconName, ReactNode> = {
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.1 8.3 7.5 9.5 4.4-1.2 7.5-4.9 7.5-9.5V6z" />
      <path d="m8.8 12.2 2.2 2.2 4.3-4.6" />
    </>
  ),
  fire: <path d="M12 21c3.9 0 6.5-2.6 6.5-6.2 0-3.9-3-6.3-4-9.8-1.9 1.3-3 3.4-3 5.6-1-.6-1.7-1.6-2-2.8C7.9 9.5 5.5 11.8 5.5 15c0 3.4 2.7 6 6.5 6Z" />,
  mail: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
      <path d="m4 7.5 8 6 8-6" />
    </>
  ),
  sync: (
    <>
      <path d="M19.5 9A8 8 0 0 0 5.3 7.3L4 9" />
      <path d="M4 4.5V9h4.5" />
      <path d="M4.5 15a8 8 0 0 0 14.2 1.7L20 15" />
      <path d="M20 19.5V15h-4.5" />
    </>
  ),
  import: (
    <>
      <path d="M12 3.5v11" />
      <path d="m7.5 10 4.5 4.5 4.5-4.5" />
      <path d="M4.5 16v2.5a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V16" />
    </>
  ),
  download: (
    <>
      <rect x="3" y="4" width="18" height="12.5" rx="2" />
      <path d="M8.5 20.5h7M12 16.5v4" />
      <path d="M12 7v5.5m-2.5-2.5 2.5 2.5 2.5-2.5" />
    </>
  ),
  chat: (
    <>
      <path d="M20.5 11.5c0 4.1-3.8 7.5-8.5 7.5-1.3 0-2.6-.3-3.7-.7L3.5 20l1.4-3.8C4 14.9 3.5 13.3 3.5 11.5 3.5 7.4 7.3 4 12 4s8.5 3.4 8.5 7.5Z" />
      <path d="M8.5 11.5h.01M12 11.5h.01M15.5 11.5h.01" />
    </>
  ),
  lock: (
    <>
      <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
      <path d="M12 14.5v2" />
    </>
  ),
  "eye-off": (
    <>
      <path d="M3.5 12S6.5 6 12 6s8.5 6 8.5 6-3 6-8.5 6-8.5-6-8.5-6Z" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="m4 4 16 16" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.3 2.4 3.5 5.2 3.5 8.5s-1.2 6.1-3.5 8.5c-2.3-2.4-3.5-5.2-3.5-8.5S9.7 5.9 12 3.5Z" />
    </>
  ),
  browser: (
    <>
      <rect x="3" y="4.5" width="18" height="15" rx="2.5" />
      <path d="M3 9h18" />
      <path d="M6 6.8h.01M8.5 6.8h.01" />
    </>
  ),
  puzzle: (
    <path d="M9.5 4.5a2 2 0 0 1 4 0V6H17a1.5 1.5 0 0 1 1.5 1.5V11H20a2 2 0 0 1 0 4h-1.5v3.5A1.5 1.5 0 0 1 17 20h-3.5v-1.5a2 2 0 0 0-4 0V20H6a1.5 1.5 0 0 1-1.5-1.5V15H6a2 2 0 0 0 0-4H4.5V7.5A1.5 1.5 0 0 1 6 6h3.5Z" />
  ),
  phone: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  tablet: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2.5" />
      <path d="M10.5 18h3" />
    </>
  ),
  radar: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="4.5" />
      <path d="M12 12 18 6" />
      <circle cx="12" cy="12" r=".6" />
    </>
  ),
  trash: (
    <>
      <path d="M4.5 7h15M9.5 7V4.5h5V7" />
      <path d="M6.5 7l.9 12.1a1.5 1.5 0 0 0 1.5 1.4h6.2a1.5 1.5 0 0 0 1.5-1.4L17.5 7" />
      <path d="M10 11v5.5M14 11v5.5" />
    </>
  ),
  gift: (
    <>
      <rect x="3.5" y="8" width="17" height="4.5" rx="1" />
      <path d="M5 12.5v7a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7M12 8v12.5" />
      <path d="M12 8c-1-2.8-3.8-4.4-5-3-1 1.3.5 3 5 3Zm0 0c1-2.8 3.8-4.4 5-3 1 1.3-.5 3-5 3Z" />
    </>
  ),
  advisor: (
    <>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20c.6-3.6 3.4-6 7-6s6.4 2.4 7 6" />
      <path d="M16.5 4.5a6 6 0 0 1 0 7" />
    </>
  ),
  bank: (
    <>
      <path d="M3.5 9 12 4l8.5 5z" />
      <path d="M5.5 9.5v7.5M10 9.5v7.5M14 9.5v7.5M18.5 9.5v7.5M3.5 20h17" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="15" r="4.5" />
      <path d="m11.2 11.8 8.3-8.3M16.5 6.5l2.5 2.5M14 9l2 2" />
    </>
  ),
  sparkle: (
    <>
      <path d="M12 3.5c.6 4.3 2.9 6.6 7.5 7.5-4.6.9-6.9 3.2-7.5 7.5-.6-4.3-2.9-6.6-7.5-7.5 4.6-.9 6.9-3.2 7.5-7.5Z" />
      <path d="M18.5 16.5c.2 1.6 1 2.4 2.5 2.5-1.5.2-2.3 1-2.5 2.5-.2-1.5-1-2.3-2.5-2.5 1.5-.1 2.3-.9 2.5-2.5Z" />
    </>
  ),
};

/** Simplified marks of the networks in links.social, filled with currentColor (24-unit grid). */
export const socialMarks: Record<SocialNetwork, ReactNode> = {
  mastodon: (
    <path d="M20.6 8.3c0-3.9-2.6-5-2.6-5C16.7 2.7 14.4 2.5 12 2.5h-.1c-2.4 0-4.7.2-6 .8 0 0-2.6 1.1-2.6 5 0 4.4-.3 9.9 4.2 11.1 1.7.5 3.2.5 4.4.5 2.1-.1 3.3-.8 3.3-.8l-.1-1.5s-1.5.5-3.2.4c-1.7-.1-3.5-.2-3.7-2.3v-.6s1.7.4 3.8.5c1.3.1 2.5-.1 3.7-.2 2.3-.3 4.4-1.7 4.6-3.1.4-2.1.3-5.2.3-5.2Zm-3.2 5.1h-2v-4.8c0-1-.4-1.5-1.3-1.5-.9 0-1.4.6-1.4 1.8v2.6h-2V8.9c0-1.2-.5-1.8-1.4-1.8-.8 0-1.3.5-1.3 1.5v4.8h-2v-5c0-1 .3-1.8.8-2.4.5-.6 1.2-.9 2.1-.9 1 0 1.7.4 2.2 1.1l.5.8.5-.8c.5-.7 1.2-1.1 2.2-1.1.9 0 1.6.3 2.1.9.5.6.8 1.4.8 2.4Z" />
  ),
  bluesky: (
    <path d="M6.3 4.4c2.3 1.7 4.8 5.2 5.7 7.1.9-1.9 3.4-5.4 5.7-7.1 1.7-1.2 4.3-2.2 4.3.8 0 .6-.3 5.1-.5 5.8-.7 2.5-3.2 3.1-5.4 2.7 3.9.7 4.9 2.9 2.8 5.1-4.1 4.2-5.9-1.1-6.4-2.4l-.5-1.2-.5 1.2c-.5 1.3-2.3 6.6-6.4 2.4-2.1-2.2-1.1-4.4 2.8-5.1-2.2.4-4.7-.2-5.4-2.7C2.3 10.3 2 5.8 2 5.2c0-3 2.6-2 4.3-.8Z" />
  ),
  github: (
    <path d="M12 2C6.5 2 2 6.5 2 12c0 4.4 2.9 8.2 6.8 9.5.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1.1 2.9.8.1-.6.3-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.8 1 .8-.2 1.7-.3 2.5-.3s1.7.1 2.5.3c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5 4-1.3 6.8-5.1 6.8-9.5C22 6.5 17.5 2 12 2Z" />
  ),
  reddit: (
    <path d="M22 12.1c0-1.3-1-2.3-2.3-2.3-.6 0-1.2.3-1.6.6-1.6-1.1-3.7-1.8-6-1.9l1-4.8 3.4.7c0 .9.7 1.5 1.6 1.5.9 0 1.6-.7 1.6-1.6S19 2.8 18.1 2.8c-.6 0-1.2.4-1.4.9l-3.8-.8c-.2 0-.4.1-.4.3l-1.2 5.4c-2.3.1-4.4.7-6 1.9-.4-.4-1-.6-1.6-.6-1.3 0-2.3 1-2.3 2.3 0 .9.5 1.7 1.3 2.1v.7c0 3.5 4.1 6.4 9.2 6.4s9.2-2.9 9.2-6.4v-.7c.8-.4 1.3-1.2 1.3-2.1ZM7.7 13.7c0-.9.7-1.6 1.6-1.6.9 0 1.6.7 1.6 1.6 0 .9-.7 1.6-1.6 1.6-.9 0-1.6-.7-1.6-1.6Zm9.1 4.3c-1.1 1.1-3.3 1.2-4.8 1.2s-3.7-.1-4.8-1.2c-.2-.2-.2-.4 0-.6.2-.2.4-.2.6 0 .7.7 2.2 1 4.2 1s3.5-.3 4.2-1c.2-.2.4-.2.6 0 .1.2.1.4 0 .6Zm-.3-2.7c-.9 0-1.6-.7-1.6-1.6 0-.9.7-1.6 1.6-1.6.9 0 1.6.7 1.6 1.6 0 .9-.7 1.6-1.6 1.6Z" />
  ),
  linkedin: (
    <path d="M19.5 3h-15C3.7 3 3 3.6 3 4.4v15.2c0 .8.7 1.4 1.5 1.4h15c.8 0 1.5-.6 1.5-1.4V4.4c0-.8-.7-1.4-1.5-1.4ZM8.3 18.3H5.7V9.8h2.6Zm-1.3-9.7c-.9 0-1.5-.7-1.5-1.5s.7-1.5 1.5-1.5 1.5.7 1.5 1.5-.6 1.5-1.5 1.5Zm11.3 9.7h-2.6v-4.1c0-1 0-2.3-1.4-2.3s-1.6 1.1-1.6 2.2v4.2H10V9.8h2.5V11c.4-.7 1.2-1.4 2.5-1.4 2.7 0 3.2 1.8 3.2 4.1Z" />
  ),
  youtube: (
    <path d="M21.6 7.2c-.2-.9-.9-1.6-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4c-.9.2-1.6.9-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8c.2.9.9 1.6 1.8 1.8 1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4c.9-.2 1.6-.9 1.8-1.8.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3Z" />
  ),
};

/**
 * Interface glyphs, not for route data (24-unit grid, stroked a little heavier): the phone menu's
 * bars and cross, the shopping bag on the store badges (a generic store, not a store's mark), the
 * star of a rating, and the marks of the comparison chart (yes, in part, no), which differ in shape
 * as well as colour.
 */
export const uiGlyphs = {
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="m6 6 12 12M18 6 6 18" />,
  star: <path d="m12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8Z" fill="currentColor" strokeWidth="1" />,
  yes: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  partial: <path d="M6 12h12" />,
  no: <path d="m7 7 10 10M17 7 7 17" />,
  store: (
    <>
      <path d="M5.5 8.5h13l-1 12h-11z" />
      <path d="M9 8.5V7a3 3 0 0 1 6 0v1.5" />
    </>
  ),
} as const;

/**
 * The logo: the same drawing, in the same colours, on every page and in every theme (a logo that
 * changes colour per section reads as three brands). Its blue is the default theme's buttons'
 * family, a step lighter, so the tile stands out from the dark backgrounds (3.3:1 on #161616) and
 * still carries its white mark (5.5:1). public/favicon.svg is this drawing too.
 */
const LOGO_COLOURS = { tile: "#2f5fe0", mark: "#ffffff" } as const;

export const logoDrawing = (
  <>
    <rect width="64" height="64" rx="16" fill={LOGO_COLOURS.tile} />
    <circle cx="30" cy="30" r="15" fill="none" stroke={LOGO_COLOURS.mark} strokeWidth="6" />
    <path d="M38 38 49 49" stroke={LOGO_COLOURS.mark} strokeWidth="7" strokeLinecap="round" />
    <circle cx="30" cy="30" r="4" fill={LOGO_COLOURS.mark} />
  </>
);
