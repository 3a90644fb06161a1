import type { BuildAssets } from "../bundle/assets.js";
import { escapeHtml } from "../../html.js";

export interface DocumentParts {
  lang: string;
  dir: "ltr" | "rtl";
  theme: string;
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  favicon: string | null;
  /** Pages search engines should not list (the 404 pages). */
  noindex: boolean;
  /** Already-escaped JSON of the BrowserConfig. */
  configJson: string;
  body: string;
}

export type PageAssets = Omit<BuildAssets, "files" | "islands" | "react" | "intlPolyfill"> & { island: BuildAssets["main"] };

/** The HTML document around a template's body, in the order docs/CONTRACTS.md fixes. */
export function renderDocument(parts: DocumentParts, assets: PageAssets): string {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(parts.title)}</title>`,
    `<meta name="description" content="${escapeHtml(parts.description)}">`,
    parts.noindex ? '<meta name="robots" content="noindex">' : "",
    `<link rel="canonical" href="${escapeHtml(parts.canonical)}">`,
    ...parts.alternates.map((alt) => `<link rel="alternate" hreflang="${escapeHtml(alt.hreflang)}" href="${escapeHtml(alt.href)}">`),
    parts.favicon ? `<link rel="icon" href="${escapeHtml(parts.favicon)}" type="image/svg+xml">` : "",
    assets.stylesheet ? `<link rel="stylesheet" href="${escapeHtml(assets.stylesheet)}">` : "",
    `<script type="application/json" id="site-config">${parts.configJson}</script>`,
    assets.boot ? `<script>${assets.boot.code}</script>` : "",
    assets.main ? `<script type="module" src="${escapeHtml(assets.main.url)}"></script>` : "",
    assets.island ? `<script type="module" src="${escapeHtml(assets.island.url)}"></script>` : "",
  ].filter(Boolean);
  return `<!doctype html>\n<html lang="${escapeHtml(parts.lang)}" dir="${parts.dir}" data-site-theme="${escapeHtml(parts.theme)}">\n<head>\n${head.join("\n")}\n</head>\n<body>\n${parts.body}\n</body>\n</html>\n`;
}
