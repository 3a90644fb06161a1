import type { SiteModel } from "../../config/load.js";
import { escapeHtml } from "../../html.js";
import { resolvePalettes } from "../bundle/styles.js";
import { SHARE_HEIGHT, SHARE_WIDTH, shareCardFile, type ShareCard } from "../images/share-card.js";
import type { PlannedPage } from "../stages/plan.js";

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
 * carries), description and canonical URL, and, when the site makes share images, its card as an
 * absolute URL, which link previews require.
 */
export function shareTags(input: { model: SiteModel; page: PlannedPage; title: { text: string; locale: string }; description: string; url: string; settings: ShareSettings | null }): string {
  const { model, page, title, description, url, settings } = input;
  const image = settings ? `${model.site.baseUrl}/${shareCardFile(shareCardOf(model, page, title), settings.salt).file}` : null;
  const property = (name: string, value: string) => `<meta property="${name}" content="${escapeHtml(value)}">`;
  const named = (name: string, value: string) => `<meta name="${name}" content="${escapeHtml(value)}">`;
  return [
    property("og:type", "website"),
    property("og:site_name", model.site.brand),
    property("og:title", title.text),
    property("og:description", description),
    property("og:url", url),
    property("og:locale", page.locale.code.replace("-", "_")),
    ...(image
      ? [property("og:image", image), property("og:image:type", "image/png"), property("og:image:width", String(SHARE_WIDTH)), property("og:image:height", String(SHARE_HEIGHT)), property("og:image:alt", title.text)]
      : []),
    named("twitter:card", image ? "summary_large_image" : "summary"),
    named("twitter:title", title.text),
    named("twitter:description", description),
    ...(image ? [named("twitter:image", image), named("twitter:image:alt", title.text)] : []),
  ].join("\n");
}
