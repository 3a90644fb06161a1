import * as md4c from "markdown-wasm";
import { finishHtml, type MarkdownHeading } from "./markdown-html.js";
import { quotesFor } from "./typography-locales.js";

/** What a page tells the renderer about the text it renders. */
interface MarkdownContext {
  /** The language the text is written in (its folder's, or its front matter's `lang`): its quotation marks. */
  lang: string;
  /** Turns a root-relative route path written in Markdown (/privacy#data) into this page's locale URL. */
  localiseHref: (href: string) => string;
}

interface RenderedMarkdown {
  html: string;
  /** Every heading in order, with the id the HTML gives it. */
  headings: MarkdownHeading[];
}

export type MarkdownRenderer = (text: string, context: MarkdownContext) => RenderedMarkdown;

/**
 * CommonMark with GFM tables, strikethrough and autolinks (URLs, www. and e-mail addresses),
 * raw HTML off: it is shown as text, never passed through as markup.
 */
const FLAGS = md4c.ParseFlags.NO_HTML | md4c.ParseFlags.TABLES | md4c.ParseFlags.STRIKETHROUGH | md4c.ParseFlags.PERMISSIVE_URL_AUTO_LINKS | md4c.ParseFlags.PERMISSIVE_WWW_AUTOLINKS | md4c.ParseFlags.PERMISSIVE_EMAIL_AUTO_LINKS;

/**
 * One renderer for all pages: md4c (compiled to WebAssembly, by markdown-wasm) parses the Markdown
 * and writes HTML, and one pass over that HTML adds what the site guarantees (see finishHtml).
 * Chosen by measurement over markdown-it, marked, commonmark.js and md4w (docs/markdown.md).
 */
export function createMarkdownRenderer(): MarkdownRenderer {
  return (text, context) => {
    // markdown-wasm cannot allocate an empty input; an empty text renders to nothing.
    if (!text) return { html: "", headings: [] };
    return finishHtml(md4c.parse(text, { parseFlags: FLAGS, allowJSURIs: true }), { localiseHref: context.localiseHref, quotes: quotesFor(context.lang) });
  };
}
