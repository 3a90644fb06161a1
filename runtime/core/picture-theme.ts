import { DARK_SCHEME_MEDIA } from "../../contracts/pictures.js";

/**
 * A picture with a dark version (<Picture darkSrc>) lists the dark files first, for
 * `(prefers-color-scheme: dark)`: right while the page follows the system, and the only choice the
 * markup has before any script runs. A visitor may have saved a theme that is not the system's
 * (SPEC §4), which the boot script writes to html[data-theme] before first paint; this points the
 * dark sources at that attribute instead ("all" when dark, "not all" when light) and follows it when
 * it changes (the /theme chooser, a system change while nothing is saved). Browsers choose again
 * when a <source>'s media changes. Lazy pictures have not loaded yet when this runs; a first
 * screen's picture may have, and is then fetched again in the saved theme's version.
 */
export function followPageTheme(doc: Document): void {
  const sources = doc.querySelectorAll<HTMLSourceElement>('source[data-scheme="dark"]');
  if (!sources.length) return;
  const root = doc.documentElement;
  const apply = () => {
    const theme = root.getAttribute("data-theme");
    const media = theme === "dark" ? "all" : theme === "light" ? "not all" : DARK_SCHEME_MEDIA;
    for (const source of sources) if (source.media !== media) source.media = media;
  };
  apply();
  new MutationObserver(apply).observe(root, { attributes: true, attributeFilter: ["data-theme"] });
}
