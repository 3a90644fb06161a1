import type { Palette } from "../../../contracts/config/index.js";
import { hash } from "../cache/fingerprint.js";
import { fontListFor } from "./fonts.js";
import type { Sharp } from "./sharp.js";

/** What a page's share-preview image shows: its title in its language, on its theme's colours, under the brand. */
export interface ShareCard {
  title: string;
  locale: string;
  dir: "ltr" | "rtl";
  brand: string;
  /** The site's host, shown at the foot: quietly.example */
  host: string;
  palette: Pick<Palette, "background" | "text" | "muted" | "accent">;
}

/** The size link previews show large (Open Graph's and X's summary_large_image). */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

/** Where share images go in dist/ (under assets/: named by what they show, cached for a year). */
const SHARE_DIR = "assets/share";

/** Bump when the drawing below changes: every card is drawn anew. */
const CARD_DESIGN = 1;

/**
 * The file a card is written to: named after everything it is drawn from (the card, the drawing,
 * the fonts and encoder, the logo: `salt`), so that the page that links it and the stage that draws
 * it agree on the name without talking, and an unchanged card is never drawn twice.
 */
export function shareCardFile(card: ShareCard, salt: string): { file: string; key: string } {
  const key = hash(String(CARD_DESIGN), salt, card.title, card.locale, card.dir, card.brand, card.host, card.palette.background, card.palette.text, card.palette.muted, card.palette.accent);
  return { file: `${SHARE_DIR}/${key.slice(0, 16)}.png`, key };
}

const MARGIN = 80;
const LOGO = 88;
const TITLE_TOP = 216;
const TITLE_SIZE = 68;
/** The title's box: long titles are set smaller to fit it, never cut. */
const TITLE_HEIGHT = 290;
const FOOT_SIZE = 30;
const BAND = 14;

type Layer = { input: Buffer; raw: { width: number; height: number; channels: 4 }; left: number; top: number };

/**
 * A painter of cards: the frame (background, logo, brand, host and a band of the theme's accent
 * colour) is drawn once per colour and direction, and each card's title is set by Pango (shaping,
 * bidirectional text, line breaking by the language's rules) with the fonts of ./fonts.ts alone, in
 * its language's font, right to left where the language is, and laid on a copy of the frame here:
 * libvips' compositing of the whole card cost three times the rest.
 */
export function sharePainter(sharp: Sharp, logoSvg: Uint8Array | null): (card: ShareCard) => Promise<Uint8Array> {
  const width = SHARE_WIDTH - 2 * MARGIN;
  const text = async (markup: string, font: string, options: { height?: number } = {}) => {
    const { data, info } = await sharp({ text: { text: markup, font, width, rgba: true, wrap: "word-char", align: "left", ...(options.height ? { height: options.height } : { dpi: 72 }) } })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { input: data, raw: { width: info.width, height: info.height, channels: 4 as const } };
  };
  const span = (colour: string, content: string, lang: string) => `<span foreground="${colour}" lang="${lang}">${escapeMarkup(content)}</span>`;
  const x = (rtl: boolean, itemWidth: number) => (rtl ? SHARE_WIDTH - MARGIN - itemWidth : MARGIN);
  const logo = logoSvg ? sharp(logoSvg, { density: 300 }).resize(LOGO, LOGO).ensureAlpha().raw().toBuffer() : null;
  const frames = new Map<string, Promise<Buffer>>();
  const frame = (card: ShareCard): Promise<Buffer> => {
    const rtl = card.dir === "rtl";
    const id = JSON.stringify([rtl, card.brand, card.host, card.palette]);
    let pixels = frames.get(id);
    if (!pixels) {
      pixels = (async () => {
        const [brand, host, logoPixels] = await Promise.all([text(span(card.palette.text, card.brand, "en"), "Noto Sans Bold 44"), text(span(card.palette.muted, card.host, "en"), `Noto Sans ${FOOT_SIZE}`), logo]);
        const logoLeft = x(rtl, LOGO);
        const brandLeft = logoPixels ? (rtl ? logoLeft - 24 - brand.raw.width : logoLeft + LOGO + 24) : x(rtl, brand.raw.width);
        const layers: (Layer | { input: { create: { width: number; height: number; channels: 4; background: string } }; left: number; top: number })[] = [
          ...(logoPixels ? [{ input: logoPixels, raw: { width: LOGO, height: LOGO, channels: 4 as const }, left: logoLeft, top: 72 }] : []),
          { ...brand, left: brandLeft, top: 72 + Math.round((LOGO - brand.raw.height) / 2) },
          { ...host, left: x(rtl, host.raw.width), top: SHARE_HEIGHT - BAND - 56 - host.raw.height },
          { input: { create: { width: SHARE_WIDTH, height: BAND, channels: 4, background: card.palette.accent } }, left: 0, top: SHARE_HEIGHT - BAND },
        ];
        const composed = await sharp({ create: { width: SHARE_WIDTH, height: SHARE_HEIGHT, channels: 3, background: card.palette.background } }).composite(layers).raw().toBuffer({ resolveWithObject: true });
        // Compositing gives the frame an alpha channel; the card is opaque.
        return sharp(composed.data, { raw: { width: SHARE_WIDTH, height: SHARE_HEIGHT, channels: composed.info.channels } }).removeAlpha().raw().toBuffer();
      })();
      frames.set(id, pixels);
    }
    return pixels;
  };
  return async (card) => {
    const titleFont = `${fontListFor(card.locale)} Bold`;
    const markup = span(card.palette.text, card.title, card.locale);
    let title = await text(markup, `${titleFont} ${TITLE_SIZE}`);
    if (title.raw.height > TITLE_HEIGHT) title = await text(markup, titleFont, { height: TITLE_HEIGHT });
    const pixels = Buffer.from(await frame(card));
    blend(pixels, { ...title, left: x(card.dir === "rtl", title.raw.width), top: TITLE_TOP });
    // Level 6: level 9 took six times as long for files a few per cent smaller.
    return sharp(pixels, { raw: { width: SHARE_WIDTH, height: SHARE_HEIGHT, channels: 3 } }).png({ compressionLevel: 6 }).toBuffer();
  };
}

/** Lay RGBA pixels over the card's RGB pixels (the "over" operator, rounded alike on every machine). */
function blend(card: Buffer, layer: Layer): void {
  const { width, height } = layer.raw;
  for (let row = 0; row < height; row++) {
    const y = layer.top + row;
    if (y < 0 || y >= SHARE_HEIGHT) continue;
    for (let column = 0; column < width; column++) {
      const xAt = layer.left + column;
      if (xAt < 0 || xAt >= SHARE_WIDTH) continue;
      const from = (row * width + column) * 4;
      const alpha = layer.input[from + 3]!;
      if (alpha === 0) continue;
      const to = (y * SHARE_WIDTH + xAt) * 3;
      for (let channel = 0; channel < 3; channel++) card[to + channel] = Math.round((layer.input[from + channel]! * alpha + card[to + channel]! * (255 - alpha)) / 255);
    }
  }
}

/** Text as Pango markup shows it, never as markup: a title may hold <, & or quotes. */
function escapeMarkup(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&apos;");
}
