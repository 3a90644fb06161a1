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

/** Inline elements md4c writes (b for strong emphasis, which markdown-wasm writes so); every other tag ends a block of inline content. */
const INLINE = new Set(["em", "b", "a", "del", "code", "img", "br"]);
/**
 * Schemes a link or image must not have: script runs from javascript: and vbscript:, and a data:
 * or file: URL shows a document of the author's choosing. Browsers drop tabs and line breaks
 * anywhere in a URL and leading spaces and control characters, so the test does too.
 */
const UNSAFE_URL = /^(?:javascript|vbscript|data|file):/i;
const LINK = /^<a href="([^"]*)"(?: title="([^"]*)")?>$/;
const IMAGE = /^<img src="([^"]*)" alt="([^"]*)"(?: title="([^"]*)")?>$/;
/** md4c's own heading anchor (`<a id class="anchor" href="#id"></a>`): the ids are made here instead. */
const MD4C_ANCHOR = '<a id="';
/** Text that is itself an address: an autolink's, never typeset. */
const ADDRESS = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.|mailto:)\S*$|^[^\s@]+@[^\s@]+$/i;
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
export function decodeHtml(text: string): string {
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
export function encodeUrl(url: string): string {
  return url.replace(/%(?![0-9a-fA-F]{2})|[^\w;/?:@&=+$,\-.!~*'()#%]/gu, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return "%EF%BF%BD";
    }
  });
}

export function isUnsafeUrl(url: string): boolean {
  return UNSAFE_URL.test(url.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+/, ""));
}

/**
 * Finishes the HTML md4c wrote (with raw HTML off, so every `<` in it is md4c's own tag and all
 * text is escaped): links and images with an unsafe URL become their text, root-relative links
 * point into the page's language, links out get rel="noopener", headings get unique ids made
 * from their text, table cells lose md4c's obsolete align attribute (the CSP forbids the inline
 * style that would replace it), and text outside code is typeset in the text's language.
 * One pass over the string, so it costs little next to parsing.
 */
export function finishHtml(html: string, options: FinishOptions): { html: string; headings: MarkdownHeading[] } {
  const parts: string[] = [];
  const headings: MarkdownHeading[] = [];
  const usedIds = new Map<string, number>();
  let items: InlineItem[] = [];
  let heading: { part: number; depth: number } | null = null;
  let link: { firstItem: number } | null = null;
  let droppedLink = false;
  let pos = 0;

  const flush = () => {
    if (items.length && options.quotes) typesetBlock(parts, items, options.quotes);
    items = [];
  };
  const text = (value: string) => {
    items.push({ part: parts.length, kind: "text" });
    parts.push(resolveReferences(value));
  };

  while (pos < html.length) {
    const lt = html.indexOf("<", pos);
    if (lt === -1) {
      text(html.slice(pos));
      break;
    }
    if (lt > pos) text(html.slice(pos, lt));
    const gt = html.indexOf(">", lt);
    const tag = html.slice(lt, gt + 1);
    pos = gt + 1;
    const closing = tag.charCodeAt(1) === 0x2f;
    const nameEnd = tag.search(/[\s>]/);
    const name = tag.slice(closing ? 2 : 1, nameEnd);

    if (!INLINE.has(name)) {
      if (name === "pre") {
        // A code block, copied as it is but for the references in its language name.
        flush();
        const end = html.indexOf("</pre>", pos) + "</pre>".length;
        const codeTagEnd = html.indexOf(">", pos) + 1;
        parts.push(tag, resolveReferences(html.slice(pos, codeTagEnd)), html.slice(codeTagEnd, end));
        pos = end;
        continue;
      }
      if (name === "tbody" && closing && parts.at(-1) === "\n" && parts.at(-2) === "<tbody>") {
        // A table with no rows: md4c writes an empty body, which HTML does without.
        items = [];
        parts.length -= 2;
        pos = html.startsWith("\n", pos) ? pos + 1 : pos;
        continue;
      }
      const headingDepth = /^h[1-6]$/.test(name) ? Number(name[1]) : 0;
      if (headingDepth && closing && heading) {
        // The id comes from the text as written, before typesetting changes it.
        const headingItems = items;
        const last = headingItems.at(-1);
        if (last?.kind === "text") parts[last.part] = parts[last.part]!.trimEnd();
        const written = plainText(parts, headingItems);
        flush();
        finishHeading(parts, heading, written, plainText(parts, headingItems), usedIds, headings);
        heading = null;
      }
      flush();
      if (headingDepth && !closing) {
        heading = { part: parts.length, depth: headingDepth };
        parts.push(tag);
        continue;
      }
      parts.push(name === "th" || name === "td" ? tag.replace(/ align="[a-z]+"/, "") : tag);
      continue;
    }

    switch (name) {
      case "br":
        items.push({ part: parts.length, kind: "break" });
        parts.push(tag);
        break;
      case "code": {
        // An inline code span: its text is read for its neighbours' quotes, never changed.
        const end = html.indexOf("</code>", pos);
        parts.push(tag);
        items.push({ part: parts.length, kind: "code" });
        parts.push(html.slice(pos, end));
        parts.push("</code>");
        pos = end + "</code>".length;
        break;
      }
      case "img": {
        const match = IMAGE.exec(tag);
        if (!match) parts.push(tag);
        else {
          const src = decodeHTMLAttribute(match[1]!);
          if (isUnsafeUrl(src)) text(match[2]!);
          else parts.push(`<img src="${escapeText(encodeUrl(src))}" alt="${resolveReferences(match[2]!)}"${titleAttribute(match[3])}>`);
        }
        break;
      }
      case "a":
        if (closing) {
          if (droppedLink) {
            droppedLink = false;
            break;
          }
          if (link) markAddress(parts, items, link.firstItem);
          link = null;
          items.push({ part: parts.length, kind: "close" });
          parts.push(tag);
          break;
        }
        if (tag.startsWith(MD4C_ANCHOR)) {
          pos = html.indexOf("</a>", pos) + "</a>".length;
          break;
        }
        if (openLink(tag, parts, options)) {
          items.push({ part: parts.length - 1, kind: "open" });
          link = { firstItem: items.length };
        } else {
          droppedLink = true;
        }
        break;
      default:
        items.push({ part: parts.length, kind: closing ? "close" : "open" });
        parts.push(name === "b" ? (closing ? "</strong>" : "<strong>") : tag);
    }
  }
  flush();
  return { html: parts.join(""), headings };
}

/** Pushes the link's opening tag, or nothing if its URL is unsafe (its text then stands alone). */
function openLink(tag: string, parts: string[], options: FinishOptions): boolean {
  const match = LINK.exec(tag);
  if (!match) {
    parts.push(tag);
    return true;
  }
  const href = decodeHTMLAttribute(match[1]!);
  if (isUnsafeUrl(href)) return false;
  const url = encodeUrl(href);
  const title = titleAttribute(match[2]);
  if (url.startsWith("/") && !url.startsWith("//")) parts.push(`<a href="${escapeText(options.localiseHref(url))}"${title}>`);
  else parts.push(`<a href="${escapeText(url)}"${title}${/^https?:\/\//i.test(url) ? ' rel="noopener"' : ""}>`);
  return true;
}

function titleAttribute(title: string | undefined): string {
  return title === undefined ? "" : ` title="${resolveReferences(title)}"`;
}

/** A link whose whole text is an address (an autolink) keeps that text exactly. */
function markAddress(parts: string[], items: InlineItem[], firstItem: number): void {
  if (items.length !== firstItem + 1) return;
  const only = items[firstItem]!;
  if (only.kind === "text" && ADDRESS.test(decodeHtml(parts[only.part]!))) only.verbatim = true;
}

/** A run's text, entities decoded, a line break read as a space. */
function plainText(parts: string[], items: InlineItem[]): string {
  let text = "";
  for (const item of items) {
    if (item.kind === "text" || item.kind === "code") text += decodeHtml(parts[item.part]!);
    else if (item.kind === "break") text += " ";
  }
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Gives a heading its id, from its text as written (so typesetting does not move a link's
 * target): the slug of SPEC §5, "section" when nothing is left of it, -1, -2... when taken.
 */
function finishHeading(parts: string[], heading: { part: number; depth: number }, written: string, typeset: string, usedIds: Map<string, number>, headings: MarkdownHeading[]): void {
  const base = slugify(written) || "section";
  const count = usedIds.get(base) ?? 0;
  usedIds.set(base, count + 1);
  const id = count ? `${base}-${count}` : base;
  parts[heading.part] = `<h${heading.depth} id="${id}">`;
  headings.push({ depth: heading.depth, id, text: typeset });
}
