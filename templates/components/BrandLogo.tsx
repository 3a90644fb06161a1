/**
 * The logo, drawn inline so it takes the theme's colours (light, dark, per-section accents) and
 * costs no request. Decorative: the brand name beside it names the link.
 */
export function BrandLogo() {
  return (
    <svg className="brand__logo" viewBox="0 0 64 64" width="32" height="32" aria-hidden="true">
      <rect className="brand__logo-tile" width="64" height="64" rx="16" />
      <circle className="brand__logo-stroke" cx="30" cy="30" r="15" strokeWidth="6" />
      <path className="brand__logo-stroke" d="M38 38 49 49" strokeWidth="7" strokeLinecap="round" />
      <circle className="brand__logo-dot" cx="30" cy="30" r="4" />
    </svg>
  );
}
