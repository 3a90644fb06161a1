/*
 * Illustration colours, written into each illustration's file (pages draw it through <use>, where
 * the page's own stylesheet does not reach, but the theme's variables are inherited). Fills (f-)
 * and strokes (s-) read the theme, so the same drawing serves every theme and scheme. The three
 * signal colours (ok, warn, gold) are mid tones that read on light and dark backgrounds alike.
 * Stroke-only shapes say fill="none" themselves.
 */
const rules: Record<string, string> = {
  ".f-bg": "fill:var(--bg)",
  ".f-sf": "fill:var(--surface)",
  ".f-line": "fill:var(--line)",
  ".f-accent": "fill:var(--accent)",
  ".f-on-accent": "fill:var(--accent-text)",
  ".f-on-accent-soft": "fill:color-mix(in srgb,var(--accent-text) 55%,var(--accent))",
  ".f-soft": "fill:var(--accent-soft)",
  ".f-shadow": "fill:color-mix(in srgb,var(--text) 8%,transparent)",
  ".f-ok": "fill:#2f9e6b",
  ".f-warn": "fill:#e0613b",
  ".f-warn-soft": "fill:color-mix(in srgb,#e0613b 18%,var(--bg))",
  ".f-gold": "fill:#f0b43c",
  ".s-line": "stroke:var(--border)",
  ".s-muted": "stroke:var(--muted)",
  ".s-accent": "stroke:var(--accent);color:var(--accent)",
  ".s-on-accent": "stroke:var(--accent-text)",
  ".s-soft": "stroke:color-mix(in srgb,var(--accent) 30%,var(--bg))",
  ".s-warn": "stroke:#e0613b",
  ".s-dash": "stroke:color-mix(in srgb,var(--muted) 45%,var(--bg))",
  ".art__removed": "opacity:.55",
};

export const ART_STYLES = Object.entries(rules)
  .map(([selector, declarations]) => `${selector}{${declarations}}`)
  .join("");
