import type { BuildAssets } from "../bundle/assets.js";
import { escapeHtml } from "../../html.js";

export interface DocumentParts {
  lang: string;
  dir: "ltr" | "rtl";
  theme: string;
  title: string;
  description: string;
  canonical: string;
  favicon: string | null;
  /** Pages search engines should not list (the 404 pages). */
  noindex: boolean;
  /** The Open Graph and X (Twitter) tags, as HTML (render/share.ts); empty for pages search engines should not list. */
  share: string;
  /** Already-escaped JSON of the page's own config (OwnPageConfig). */
  configJson: string;
  /** A collection's feeds, announced to feed readers: type, URL and title of each. */
  feeds: { type: string; href: string; title: string }[];
  body: string;
}

/** What one page loads: the shared config scripts it needs (every page's, then the islands'), and its island. */
export type PageAssets = Pick<BuildAssets, "stylesheet" | "boot" | "main"> & {
  config: string[];
  island: BuildAssets["main"];
};

/**
 * The HTML document around a template's body, in the order docs/CONTRACTS.md fixes. The language
 * alternates are in sitemap.xml, not repeated in every page's head. The shared config and the boot
 * script block rendering, so the theme and experiment variants are on <html> before first paint;
 * the browser fetches them beside the stylesheet, which blocks rendering anyway, and caches them.
 */
export function renderDocument(parts: DocumentParts, assets: PageAssets): string {
  const [siteConfig, ...islandConfig] = assets.config;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(parts.title)}</title>`,
    `<meta name="description" content="${escapeHtml(parts.description)}">`,
    parts.noindex ? '<meta name="robots" content="noindex">' : "",
    `<link rel="canonical" href="${escapeHtml(parts.canonical)}">`,
    ...parts.feeds.map(
      (feed) =>
        `<link rel="alternate" type="${escapeHtml(feed.type)}" href="${escapeHtml(feed.href)}" title="${escapeHtml(feed.title)}">`,
    ),
    parts.share,
    parts.favicon ? `<link rel="icon" href="${escapeHtml(parts.favicon)}" type="image/svg+xml">` : "",
    assets.stylesheet ? `<link rel="stylesheet" href="${escapeHtml(assets.stylesheet)}">` : "",
    `<script type="application/json" id="site-config">${parts.configJson}</script>`,
    siteConfig ? `<script src="${escapeHtml(siteConfig)}"></script>` : "",
    assets.boot ? `<script src="${escapeHtml(assets.boot)}"></script>` : "",
    ...islandConfig.map((url) => `<script src="${escapeHtml(url)}" defer></script>`),
    assets.main ? `<script type="module" src="${escapeHtml(assets.main.url)}"></script>` : "",
    assets.island ? `<script type="module" src="${escapeHtml(assets.island.url)}"></script>` : "",
  ].filter(Boolean);
  return `<!doctype html>\n<html lang="${escapeHtml(parts.lang)}" dir="${parts.dir}" data-site-theme="${escapeHtml(parts.theme)}">\n<head>\n${head.join("\n")}\n</head>\n<body>\n${parts.body}\n</body>\n</html>\n`;
}
