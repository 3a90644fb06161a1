import { Parser } from "htmlparser2";

/**
 * How much of a built page is in its own language, measured on what a visitor reads: the text of
 * its <main>, split into sentences (Intl.Segmenter, in the page's language).
 *
 * - A sentence counts when it has at least MIN_WORDS words: shorter ones ("VPN", "Privacy Pro",
 *   "4.8", "Blog") are names, figures and labels that are often the same in every language.
 * - A counted sentence is in the default language when the default language's page of the same
 *   route has the very same sentence (whitespace aside), or when it is marked lang="{default}"
 *   (a fallback).
 * - Text marked as a third language (lang="de" legal text on a French page) is not counted: it
 *   is shown in that language on purpose.
 * - Text marked translate="no" (a site's name, a domain, a shortcut) is not counted: it is a name,
 *   the same in every language, as it is for translators and their tools.
 * - The page's share in its own language is weighted by characters: a long paragraph left in
 *   English weighs more than a heading. A page is "mostly {default}" when more than half is.
 */
const MIN_WORDS = 3;

export interface Sentence {
  text: string;
  lang: string;
}

const SKIPPED = new Set(["script", "style", "template", "svg", "noscript"]);
const BLOCKS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "button",
  "caption",
  "dd",
  "details",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "label",
  "legend",
  "li",
  "main",
  "nav",
  "ol",
  "option",
  "p",
  "pre",
  "section",
  "summary",
  "table",
  "td",
  "th",
  "tr",
  "ul",
]);

/** The text of <main> in runs of one block and one language each. */
export function mainTextRuns(html: string, pageLang: string): Sentence[] {
  const runs: Sentence[] = [];
  const stack: { tag: string; lang: string; skip: boolean; name: boolean }[] = [];
  let inMain = 0;
  let text = "";
  let lang = pageLang;
  const flush = () => {
    const value = text.replace(/\s+/g, " ").trim();
    if (value) runs.push({ text: value, lang });
    text = "";
  };
  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        const parent = stack.at(-1);
        const langHere = attrs.lang ?? parent?.lang ?? pageLang;
        if (BLOCKS.has(tag) || langHere !== lang) flush();
        lang = langHere;
        // A name's text is left out of the sentence around it; translate="yes" inside a name
        // makes its text translatable again, as in HTML.
        const name = attrs.translate === "no" ? true : attrs.translate === "yes" ? false : (parent?.name ?? false);
        stack.push({ tag, lang: langHere, skip: (parent?.skip ?? false) || SKIPPED.has(tag), name });
        if (tag === "main") inMain += 1;
      },
      ontext(chunk) {
        const top = stack.at(-1);
        if (inMain && !top?.skip && !top?.name) text += chunk;
      },
      onclosetag(tag) {
        const closed = stack.pop();
        if (tag === "main") inMain -= 1;
        const outer = stack.at(-1)?.lang ?? pageLang;
        if (BLOCKS.has(tag) || (closed && closed.lang !== outer)) flush();
        lang = outer;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  // Nothing after the last "</main" can be in <main>: the footer, the language list and the
  // scripts are two-fifths of a page's bytes, and this runs on every page of the site.
  const last = html.toLowerCase().lastIndexOf("</main");
  parser.end(last === -1 ? html : html.slice(0, html.indexOf(">", last) + 1 || html.length));
  flush();
  return runs;
}

const segmenters = new Map<string, { sentences: Intl.Segmenter; words: Intl.Segmenter }>();

function segmentersFor(locale: string) {
  let found = segmenters.get(locale);
  if (!found) {
    found = {
      sentences: new Intl.Segmenter(locale, { granularity: "sentence" }),
      words: new Intl.Segmenter(locale, { granularity: "word" }),
    };
    segmenters.set(locale, found);
  }
  return found;
}

/** The counted sentences of a page's <main> (see MIN_WORDS), each with its language. */
export function mainSentences(html: string, pageLang: string): Sentence[] {
  const sentences: Sentence[] = [];
  for (const run of mainTextRuns(html, pageLang)) {
    const { sentences: bySentence, words } = segmentersFor(run.lang);
    for (const { segment } of bySentence.segment(run.text)) {
      const text = segment.trim();
      let count = 0;
      for (const word of words.segment(text)) if (word.isWordLike && ++count >= MIN_WORDS) break;
      if (count >= MIN_WORDS) sentences.push({ text, lang: run.lang });
    }
  }
  return sentences;
}

export interface PageLanguageShare {
  /** Characters of counted sentences. */
  counted: number;
  /** Of those, characters in the default language. */
  inDefault: number;
}

/**
 * The sentences of the default language's page of a route that are in the default language, which
 * another locale's page of the route shows untranslated when it has them. Text that page marks as
 * another language (German terms under /en/) is that language on every locale's page.
 */
export function defaultPageSentences(html: string, defaultLocale: string): Set<string> {
  return new Set(
    mainSentences(html, defaultLocale)
      .filter((sentence) => sentence.lang === defaultLocale)
      .map((sentence) => sentence.text),
  );
}

/** The share of a page in the default language, next to the default language's page of its route. */
export function pageLanguageShare(
  sentences: readonly Sentence[],
  defaultSentences: ReadonlySet<string>,
  locale: string,
  defaultLocale: string,
): PageLanguageShare {
  let counted = 0;
  let inDefault = 0;
  for (const sentence of sentences) {
    if (sentence.lang !== locale && sentence.lang !== defaultLocale) continue;
    counted += sentence.text.length;
    if (sentence.lang === defaultLocale || defaultSentences.has(sentence.text)) inDefault += sentence.text.length;
  }
  return { counted, inDefault };
}
