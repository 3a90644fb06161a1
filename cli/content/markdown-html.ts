import { decodeHTMLAttribute, decodeHTMLStrict } from "entities/decode";
import { slugify } from "../../contracts/slug.js";
import type { QuoteMarks } from "./typography-locales.js";
import { typesetBlock, type InlineItem } from "./typography.js";

export interface MarkdownHeading {
  /** 1 to 6 */
  depth: number;
  id: string;
  /** Plain text, as typeset. */
  text: string;
}

export interface FinishOptions {
  /** Turns a root-relative link (/privacy#data) into the page's locale URL. */
  localiseHref: (href: string) => string;
  /** The text's own quotation marks; null for a language that does not use them, whose text is not typeset. */
  quotes: QuoteMarks | null;
}

/**
 * Schemes a link or image must not have: script runs from javascript: and vbscript:, and a data:
 * or file: URL shows a document of the author's choosing. Browsers drop tabs and line breaks
 * anywhere in a URL and leading spaces and control characters, so the test does too.
 */
const UNSAFE_URL = /^(?:javascript|vbscript|data|file):/i;
/** Text that is itself an address: an autolink's, never typeset. */
const ADDRESS = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.|mailto:)\S*$|^[^\s@]+@[^\s@]+$/i;
/** A URL that needs neither decoding, encoding nor escaping: most of them. */
const PLAIN_URL = /^[\w;/?:@=+$,\-.!~*'()#%]*$/;

const ESCAPED = /&(?:amp|lt|gt|quot);/g;
const UNESCAPED: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' };
/** A character reference md4c passed through as written (it escapes every other &). */
const REFERENCE = /&(?:#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};|[A-Za-z][A-Za-z0-9]{1,31};)/g;
const HAS_REFERENCE = /&(?!(?:amp|lt|gt|quot);)/;

/** Text as the finished HTML escapes it: & < > " and nothing else. */
function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Escaped text to plain text (it holds no references once resolveReferences has run). */
function decodeHtml(text: string): string {
  return text.includes("&") ? text.replace(ESCAPED, (entity) => UNESCAPED[entity]!) : text;
}

/**
 * markdown-wasm's md4c writes character references (&copy; &#106;) as written instead of the
 * characters they stand for: resolved here, so text and attributes hold characters escaped one
 * way only, and a reference that names no character reads as the text it is (CommonMark).
 */
function resolveReferences(text: string): string {
  if (!HAS_REFERENCE.test(text)) return text;
  return text.replace(REFERENCE, (reference) => {
    const character = decodeHTMLStrict(reference);
    return character === reference ? `&amp;${reference.slice(1)}` : escapeText(character);
  });
}

/**
 * A URL written into an attribute as markdown-it's normalizeLink did: characters outside
 * RFC 3986's reserved and unreserved sets percent-encoded, escapes already there kept.
 */
function encodeUrl(url: string): string {
  return url.replace(/%(?![0-9a-fA-F]{2})|[^\w;/?:@&=+$,\-.!~*'()#%]/gu, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return "%EF%BF%BD";
    }
  });
}

function isUnsafeUrl(url: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a URL parser drops leading C0 controls and spaces (WHATWG URL), so a scheme hidden behind them must be found too
  return UNSAFE_URL.test(url.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+/, ""));
}

/**
 * What the first pass changes in md4c's HTML (with raw HTML off, every `<` in it is md4c's own
 * tag and all text is escaped): md4c's heading anchors (the ids are made here), links, images,
 * headings, table cells' obsolete
 * align attribute (the CSP forbids the inline style that would replace it), empty table bodies,
 * a code block's language name, and character references in text.
 */
const FIRST_PASS =
  /<a id="[^"]*" class="anchor" aria-hidden="true" href="[^"]*"><\/a>|<a href="([^"]*)"(?: title="([^"]*)")?>|<img src="([^"]*)" alt="([^"]*)"(?: title="([^"]*)")?>|<h([1-6])>|<(t[dh]) align="[a-z]+">|<tbody>\n<\/tbody>\n|<pre><code class="([^"]*)">|&(?!(?:amp|lt|gt|quot);)(?:#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};|[A-Za-z][A-Za-z0-9]{1,31};)/g;

/** Stands for a dropped link's opening tag until its closing tag goes too: text never holds a "<". */
const DROPPED_LINK_MARK = "<a dropped>";
const DROPPED_LINK = /<a dropped>([\s\S]*?)<\/a>/g;

/** A block's inline content: from a block's opening tag to the next block tag. */
const INLINE_RUN = /(<(?:p|li|h[1-6]|td|th)(?: [^>]*)?>)([^<]*(?:<(?!\/?(?:p|li|ul|ol|h[1-6]|td|th|tr|blockquote|pre|table|thead|tbody|hr)\b)[^<]*)*)/g;
/** Something typesetting may change; a run without any is left as it is. */
const TYPESET_CANDIDATE = /&quot;|'|--|\.\.|\([crt]|\+-|\?\?\?\?|!!!!|,,/i;
const INLINE_TAG = /<(\/?)([a-z]+)[^>]*>/g;
const HEADING = /<h([1-6]) id="([^"]*)">(.*?)<\/h\1>/gs;

/**
 * Finishes the HTML md4c wrote: links and images with an unsafe URL become their text,
 * root-relative links point into the page's language, links out get rel="noopener", headings get
 * unique ids made from their text as written, and text outside code is typeset in the text's
 * language. Regular expressions find the few places to change, so it costs less than parsing.
 */
export function finishHtml(html: string, options: FinishOptions): { html: string; headings: MarkdownHeading[] } {
  const usedIds = new Map<string, number>();
  let dropped = false;
  let finished = html.replace(FIRST_PASS, (match, href?: string, linkTitle?: string, src?: string, alt?: string, imageTitle?: string, depth?: string, cell?: string, language?: string, offset?: number) => {
    if (match.charCodeAt(0) === 0x26) return resolveReferences(match);
    switch (match.charCodeAt(1)) {
      case 0x61: // <a
        if (href === undefined) return ""; // md4c's heading anchor
        return openLink(href, linkTitle, options, () => (dropped = true));
      case 0x69: // <img
        return image(src!, alt!, imageTitle);
      case 0x68: // <hN>
        return `<h${depth} id="${headingId(html, offset!, depth!, usedIds)}">`;
      case 0x74: // <td align> <th align> <tbody></tbody>
        return cell ? `<${cell}>` : "";
      default: // <pre><code class>
        return `<pre><code class="${resolveReferences(language!)}">`;
    }
  });
  // Links never nest, so a dropped link's text runs to the next </a>.
  if (dropped) finished = finished.replace(DROPPED_LINK, "$1");
  // markdown-wasm writes strong emphasis as <b>; with raw HTML off no other <b> is there.
  if (finished.includes("<b>")) finished = finished.replaceAll("<b>", "<strong>").replaceAll("</b>", "</strong>");
  if (options.quotes) {
    const quotes = options.quotes;
    finished = finished.replace(INLINE_RUN, (match, open: string, run: string) => (TYPESET_CANDIDATE.test(run) ? open + typesetRun(run, quotes) : match));
  }
  const headings: MarkdownHeading[] = [];
  if (finished.includes("<h")) {
    for (const [, depth, id, inner] of finished.matchAll(HEADING)) headings.push({ depth: Number(depth), id: id!, text: plainText(inner!) });
  }
  return { html: finished, headings };
}

/** The opening tag of a link, or nothing if its URL is unsafe (its text then stands alone, and `drop` removes its closing tag). */
function openLink(rawHref: string, rawTitle: string | undefined, options: FinishOptions, drop: () => void): string {
  const title = rawTitle === undefined ? "" : ` title="${resolveReferences(rawTitle)}"`;
  const plain = PLAIN_URL.test(rawHref);
  const href = plain ? rawHref : decodeHTMLAttribute(rawHref);
  if (isUnsafeUrl(href)) {
    drop();
    return DROPPED_LINK_MARK;
  }
  const url = plain ? href : encodeUrl(href);
  if (url.startsWith("/") && !url.startsWith("//")) return `<a href="${escapeText(options.localiseHref(url))}"${title}>`;
  const rel = url.startsWith("https://") || url.startsWith("http://") || /^https?:\/\//i.test(url) ? ' rel="noopener"' : "";
  return `<a href="${plain ? url : escapeText(url)}"${title}${rel}>`;
}

/** An image, or its text if its URL is unsafe. Images are not localised: they live at the root. */
function image(rawSrc: string, alt: string, rawTitle: string | undefined): string {
  const src = decodeHTMLAttribute(rawSrc);
  if (isUnsafeUrl(src)) return resolveReferences(alt);
  return `<img src="${escapeText(encodeUrl(src))}" alt="${resolveReferences(alt)}"${rawTitle === undefined ? "" : ` title="${resolveReferences(rawTitle)}"`}>`;
}

/** Plain text of escaped inline HTML: tags dropped, white space collapsed. */
function plainText(inline: string): string {
  return decodeHtml(resolveReferences(inline.replace(/<[^>]*>/g, "")))
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A heading's id, from its text as written (before typesetting, so a link to it does not depend
 * on quotes): the slug of SPEC §5, "section" when nothing is left of it, -1, -2... when taken.
 */
function headingId(html: string, offset: number, depth: string, usedIds: Map<string, number>): string {
  const start = offset + "<hN>".length;
  const base = slugify(plainText(html.slice(start, html.indexOf(`</h${depth}>`, start)))) || "section";
  const count = usedIds.get(base) ?? 0;
  usedIds.set(base, count + 1);
  return count ? `${base}-${count}` : base;
}

/** Typesets one block's inline HTML: its text in pieces, its code spans read but kept, its tags as nesting. */
function typesetRun(run: string, quotes: QuoteMarks): string {
  const parts: string[] = [];
  const items: InlineItem[] = [];
  let pos = 0;
  let linkStart = -1;
  const text = (value: string) => {
    items.push({ part: parts.length, kind: "text" });
    parts.push(value);
  };
  INLINE_TAG.lastIndex = 0;
  for (let match = INLINE_TAG.exec(run); match; match = INLINE_TAG.exec(run)) {
    if (match.index > pos) text(run.slice(pos, match.index));
    pos = INLINE_TAG.lastIndex;
    const [tag, closing, name] = match;
    if (name === "code" && !closing) {
      // A code span: read for its neighbours' quotes, never changed.
      const end = run.indexOf("</code>", pos);
      parts.push(tag);
      items.push({ part: parts.length, kind: "code" });
      parts.push(run.slice(pos, end), "</code>");
      pos = end + "</code>".length;
      INLINE_TAG.lastIndex = pos;
      continue;
    }
    if (name === "br") items.push({ part: parts.length, kind: "break" });
    else if (name !== "img") {
      if (name === "a" && closing && linkStart >= 0) markAddress(parts, items, linkStart);
      items.push({ part: parts.length, kind: closing ? "close" : "open" });
      if (name === "a") linkStart = closing ? -1 : items.length;
    }
    parts.push(tag);
  }
  if (pos < run.length) text(run.slice(pos));
  typesetBlock(parts, items, quotes);
  return parts.join("");
}

/** A link whose whole text is an address (an autolink) keeps that text exactly. */
function markAddress(parts: string[], items: InlineItem[], firstItem: number): void {
  if (items.length !== firstItem + 1) return;
  const only = items[firstItem]!;
  if (only.kind === "text" && ADDRESS.test(decodeHtml(parts[only.part]!))) only.verbatim = true;
}
