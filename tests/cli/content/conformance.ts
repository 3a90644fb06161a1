import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import MarkdownIt from "markdown-it";
import { createMarkdownRenderer } from "../../../cli/content/markdown.js";

export interface SpecExample {
  /** "commonmark 12", "gfm table 201" */
  name: string;
  markdown: string;
  html: string;
}

const require = createRequire(import.meta.url);

/** The CommonMark spec's examples (the commonmark-spec package), tabs written as tabs. */
export function commonMarkExamples(): SpecExample[] {
  const spec = require("commonmark-spec") as { tests: { markdown: string; html: string; number: number }[] };
  return spec.tests.map((test) => ({ name: `commonmark ${test.number}`, markdown: test.markdown.replace(/→/g, "\t"), html: test.html.replace(/→/g, "\t") }));
}

/** The GFM spec's table, strikethrough and autolink examples (tests/fixtures/gfm-spec, CC-BY-SA 4.0). */
export function gfmExamples(): SpecExample[] {
  const examples = JSON.parse(readFileSync(new URL("../../fixtures/gfm-spec/examples.json", import.meta.url), "utf8")) as { number: number; extension: string; markdown: string; html: string }[];
  return examples.map((example) => ({ name: `gfm ${example.extension} ${example.number}`, markdown: example.markdown, html: example.html }));
}

const BLOCK = "(?:p|li|ul|ol|h[1-6]|pre|blockquote|table|thead|tbody|tr|th|td|hr)";
/** White space next to a block element's tag, which the spec's normaliser ignores too. */
const BLOCK_TAG_SPACE = new RegExp(`\\s*(</?${BLOCK}\\b[^>]*>)\\s*`, "g");

/**
 * HTML compared as the spec's own runner does (its normalize.py), give or take: white space around block tags and
 * XHTML's self-closing slashes do not count, nor do the attributes the site adds on purpose (a
 * heading's id, rel on a link out, table alignment, which both renderers write in a form the spec
 * does not: markdown-it as an inline style the CSP forbids, the site not at all).
 */
function normaliseHtml(html: string): string {
  return html
    .replace(/<(h[1-6]) id="[^"]*">/g, "<$1>")
    .replace(/ rel="noopener"/g, "")
    .replace(/ (?:align="[a-z]+"|style="text-align:[a-z]+")/g, "")
    .replace(/<(br|hr|img[^>]*?)\s*\/>/g, "<$1>")
    .replace(BLOCK_TAG_SPACE, "$1")
    .trim();
}

export type Render = (markdown: string) => string;

/**
 * The site's renderer as a page in `lang` uses it. "und" (undetermined) is a language the
 * typography table does not know, so its text is not typeset: the parser alone.
 */
export function siteRender(lang: string): Render {
  const render = createMarkdownRenderer();
  return (markdown) => render(markdown, { lang, localiseHref: (href) => href }).html;
}

/** markdown-it as the site used it until the md4c renderer: raw HTML off, linkify on, and the typographer (English quotes) when asked. */
export function markdownItRender(typographer: boolean): Render {
  const md = new MarkdownIt({ html: false, linkify: true, typographer });
  return (markdown) => md.render(markdown);
}

export function passes(render: Render, example: SpecExample): boolean {
  return normaliseHtml(render(example.markdown)) === normaliseHtml(example.html);
}
