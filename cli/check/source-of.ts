import type { ManifestPage } from "../../contracts/manifest.js";

/**
 * The file a person edits to change what a page says: its content Markdown when that file
 * contains the offending text, otherwise the page's template.
 */
export function sourceOf(
  page: ManifestPage,
  contentText: (file: string) => string | null,
  needles: readonly string[],
): string {
  const content = page.source.content;
  if (content !== null) {
    const text = contentText(content);
    if (text !== null && needles.some((needle) => needle.length > 1 && text.includes(needle))) return content;
  }
  return page.source.template;
}
