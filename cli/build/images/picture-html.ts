import { IMAGES_URL_PREFIX, MISSING_PICTURE_ATTRIBUTE, pictureMarkup, picturePath, type PictureIndex, type PictureMarkup } from "../../../contracts/pictures.js";
import { decodeHTMLAttribute } from "entities/decode";
import { escapeHtml } from "../../html.js";

/** The width Markdown pictures are shown at: the reading column (.prose, 44rem in templates/styles/components.css), or the screen on phones. */
const MARKDOWN_SIZES = "(min-width: 800px) 704px, 100vw";

/** React's attribute names in PictureMarkup, as HTML spells them. */
const HTML_NAMES: Record<string, string> = { srcSet: "srcset", fetchPriority: "fetchpriority", className: "class" };

function attributes(values: object): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${HTML_NAMES[name] ?? name}="${escapeHtml(String(value))}"`)
    .join("");
}

/** <picture> as HTML, the same markup templates/components/Picture.tsx renders. */
function pictureHtml(markup: PictureMarkup): string {
  return `<picture>${markup.sources.map((source) => `<source${attributes(source)}>`).join("")}<img${attributes(markup.img)}></picture>`;
}

const IMG_TAG = /<img\b([^>]*)>/g;
const ATTRIBUTE = /([^\s=/]+)(?:="([^"]*)")?/g;

/**
 * Rendered Markdown with each image under images/ (`![alt](/images/x.png)` or `images/x.png`) as
 * the site's <picture>: responsive files, width and height, lazy loading. Works on the HTML, so
 * it holds for whichever Markdown engine rendered it; other images are left as they are. A picture
 * that is not there becomes a marked <img> the render stage reports.
 */
export function withPictures(html: string, pictures: PictureIndex): string {
  if (!html.includes("<img")) return html;
  return html.replace(IMG_TAG, (tag, inside: string) => {
    const found: Record<string, string> = {};
    for (const match of inside.matchAll(ATTRIBUTE)) found[match[1]!.toLowerCase()] = decodeHTMLAttribute(match[2] ?? "");
    const src = found.src ?? "";
    if (!src.startsWith(IMAGES_URL_PREFIX) && !src.startsWith(IMAGES_URL_PREFIX.slice(1))) return tag;
    const alt = found.alt ?? "";
    const entry = pictures[picturePath(src)];
    if (!entry) return `<img${attributes({ [MISSING_PICTURE_ATTRIBUTE]: picturePath(src), alt })}>`;
    return pictureHtml(pictureMarkup(entry, { alt, sizes: MARKDOWN_SIZES }));
  });
}

const MISSING = new RegExp(`\\b${MISSING_PICTURE_ATTRIBUTE}="([^"]*)"`, "g");

/** The pictures a rendered page names that are not under images/. */
export function missingPictures(html: string): string[] {
  return html.includes(MISSING_PICTURE_ATTRIBUTE) ? [...new Set([...html.matchAll(MISSING)].map((match) => decodeHTMLAttribute(match[1]!)))] : [];
}
