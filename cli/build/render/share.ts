import type { SiteModel } from "../../config/load.js";
import { escapeHtml } from "../../html.js";
import { resolvePalettes } from "../bundle/styles.js";
import { SHARE_HEIGHT, SHARE_WIDTH, shareCardFile, type ShareCard } from "../images/share-card.js";
import type { PlannedPage } from "../types.js";

/** What every share image is drawn from besides its card (the drawing, fonts, encoder and logo), as a hash. */
export interface ShareSettings {
  salt: string;
}

/** The card of a page whose title is `title`: set in the title's own language and direction, on the page's theme's light colours. */
export function shareCardOf(model: SiteModel, page: PlannedPage, title: { text: string; locale: string }): ShareCard {
  const { light } = resolvePalettes(model, page.route.theme);
  const dir = model.locales.find((locale) => locale.code === title.locale)?.dir ?? page.locale.dir;
  return {
    title: title.text,
    locale: title.locale,
    dir,
    brand: model.site.brand,
    host: new URL(model.site.baseUrl).host,
    palette: { background: light.background, text: light.text, muted: light.muted, accent: light.accent },
  };
}

/**
 * The Open Graph and X (Twitter) tags of a page: its title (without the brand, which og:site_name
 * carries), description and canonical URL, and its card as an absolute URL, which link previews
 * require. Each value is escaped once: these are written into every page.
 */
export function shareTags(input: {
  model: SiteModel;
  page: PlannedPage;
  title: { text: string; locale: string };
  description: string;
  url: string;
  settings: ShareSettings;
}): string {
  const { model, page, title, settings } = input;
  const image = escapeHtml(
    `${model.site.baseUrl}/${shareCardFile(shareCardOf(model, page, title), settings.salt).file}`,
  );
  const [text, description, url] = [escapeHtml(title.text), escapeHtml(input.description), escapeHtml(input.url)];
  return `<meta property="og:type" content="website">
<meta property="og:site_name" content="${escapeHtml(model.site.brand)}">
<meta property="og:title" content="${text}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${url}">
<meta property="og:locale" content="${escapeHtml(page.locale.code.replace("-", "_"))}">
<meta property="og:image" content="${image}">
<meta property="og:image:type" content="image/png">
<meta property="og:image:width" content="${SHARE_WIDTH}">
<meta property="og:image:height" content="${SHARE_HEIGHT}">
<meta property="og:image:alt" content="${text}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${text}">
<meta name="twitter:description" content="${description}">
<meta name="twitter:image" content="${image}">
<meta name="twitter:image:alt" content="${text}">`;
}
