/**
 * The logo: the same drawing, in the same colours, on every page and in every theme (a logo that
 * changes colour per section reads as three brands). public/favicon.svg is this drawing too.
 * Decorative: the brand name beside it names the link.
 */
export const LOGO_COLOURS = { tile: "#4338ca", mark: "#ffffff" } as const;

export function BrandLogo() {
  return (
    <svg className="brand__logo" viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill={LOGO_COLOURS.tile} />
      <circle cx="30" cy="30" r="15" fill="none" stroke={LOGO_COLOURS.mark} strokeWidth="6" />
      <path d="M38 38 49 49" stroke={LOGO_COLOURS.mark} strokeWidth="7" strokeLinecap="round" />
      <circle cx="30" cy="30" r="4" fill={LOGO_COLOURS.mark} />
    </svg>
  );
}
