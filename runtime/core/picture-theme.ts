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
export function followPageTheme(
  doc: Document,
  /** The system's dark scheme query; the page's runtime hands in the one it follows already. */
  system: Pick<MediaQueryList, "matches" | "addEventListener"> | null = doc.defaultView?.matchMedia?.(
    DARK_SCHEME_MEDIA,
  ) ?? null,
): void {
  const sources = doc.querySelectorAll<HTMLSourceElement>('source[data-scheme="dark"]');
  if (!sources.length) return;
  const root = doc.documentElement;
  const apply = () => {
    const theme = root.getAttribute("data-theme");
    // Where the page shows the system's scheme (most visitors save none), the markup's own media
    // is already right: rewriting it would make the browser choose every picture again.
    const followsSystem = theme === null || (system !== null && theme === (system.matches ? "dark" : "light"));
    const media = followsSystem ? DARK_SCHEME_MEDIA : theme === "dark" ? "all" : "not all";
    for (const source of sources) if (source.media !== media) source.media = media;
  };
  apply();
  new MutationObserver(apply).observe(root, { attributes: true, attributeFilter: ["data-theme"] });
  // A saved theme that matched the system's stops matching when the system changes.
  system?.addEventListener("change", apply);
}
