import {
  browserMessage,
  formatMessage,
  isolate,
  type BrowserMessage,
  type MessageValues,
} from "../../contracts/i18n/message-format.js";

/**
 * The build's t(): a page's message in its language, else the default language's, formatted by
 * the same function the browser uses. In right-to-left pages every inserted value is isolated
 * (a price, a Latin product name keep their own order).
 *
 * With `markFallbacks`, a message shown in the default language is wrapped in two private-use
 * characters, which `markFallbackHtml` turns into <span lang dir> once the page is rendered:
 * only then is it known whether the message landed in text or in an attribute.
 */
export const FALLBACK_OPEN = "\uE000";
export const FALLBACK_CLOSE = "\uE001";
/**
 * The notices themselves (fallback.*), while untranslated, are marked as English too, but do not
 * call for the page's notice: one notice about the notice would be one too many.
 */
const NOTICE_OPEN = "\uE002";
const NOTICE_CLOSE = "\uE003";
const NOTICE_KEYS = "fallback.";

export interface TranslatorInput {
  catalogue: Readonly<Record<string, string>>;
  defaults: Readonly<Record<string, string>>;
  locale: string;
  defaultLocale: string;
  dir: "ltr" | "rtl";
  markFallbacks: boolean;
}

export function createTranslator({
  catalogue,
  defaults,
  locale,
  defaultLocale,
  dir,
  markFallbacks,
}: TranslatorInput): (key: string, values?: MessageValues) => string {
  const options = dir === "rtl" ? { insert: isolate } : {};
  return (key, values) => {
    const own = catalogue[key];
    if (own !== undefined) return formatMessage(own, locale, values, options);
    const fallback = defaults[key];
    if (fallback === undefined) return key;
    // Plural forms follow the language the message is written in.
    const text = formatMessage(fallback, defaultLocale, values, options);
    if (!markFallbacks || locale === defaultLocale) return text;
    return key.startsWith(NOTICE_KEYS)
      ? `${NOTICE_OPEN}${text}${NOTICE_CLOSE}`
      : `${FALLBACK_OPEN}${text}${FALLBACK_CLOSE}`;
  };
}

/**
 * The browser's messages of a page's language (its own, else the default language's, whose plural
 * rules then apply to what the build decides): the values given filled in now, the rest left to
 * the browser (contracts/i18n/message-render.ts). A key neither catalogue has shows as the key.
 */
export function createBrowserMessages({
  catalogue,
  defaults,
  locale,
  defaultLocale,
}: Omit<TranslatorInput, "dir" | "markFallbacks">): (key: string, known?: MessageValues) => BrowserMessage {
  return (key, known) => {
    const own = catalogue[key];
    if (own !== undefined) return browserMessage(own, locale, known);
    const fallback = defaults[key];
    return fallback === undefined ? key : browserMessage(fallback, defaultLocale, known);
  };
}

/** Elements whose content is text only: no <span> can go there. */
const TEXT_ONLY = new Set(["title", "textarea", "option", "script", "style"]);

/** Elements without an end tag: they never hold text, so they are not part of the language stack. */
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

export interface FallbackMarks {
  /** The default language and its direction. */
  lang: string;
  dir: "ltr" | "rtl";
  /** The page's direction: attributes get bidi isolation characters when it differs. */
  pageDir: "ltr" | "rtl";
  /** HTML text of the notice put at the top of <main> when any message fell back (itself marked if it fell back). */
  notice: string;
}

/**
 * Turn the fallback marks of a rendered body into markup: in text, <span lang="en" dir="ltr">
 * (an element with dir is isolated from the page's direction: "Three powerful protections."
 * keeps its full stop at the end inside Arabic text); in attributes and text-only elements, where
 * no element can go, Unicode isolates. When any text fell back, <main> starts with the notice.
 *
 * Text inside an element the template itself marked as the default language (release notes shown
 * whole in English, under their own notice) is already marked and announced: its marks are dropped.
 */
export function markFallbackHtml(html: string, marks: FallbackMarks): string {
  if (!html.includes(FALLBACK_OPEN) && !html.includes(NOTICE_OPEN)) return html;
  const isolateOpen = marks.dir === marks.pageDir ? "" : marks.dir === "rtl" ? "\u2067" : "\u2066";
  const isolateClose = isolateOpen ? "\u2069" : "";
  const isolate = (token: string) => (token === FALLBACK_OPEN || token === NOTICE_OPEN ? isolateOpen : isolateClose);
  let out = "";
  let last = 0;
  let textOnly: string | null = null;
  let marked = false;
  // The language of each open element, to know where the template marked the default language.
  const open: { tag: string; lang: string | null }[] = [];
  const spanOpen = `<span lang="${marks.lang}" dir="${marks.dir}">`;
  // Only tags and marks matter: a page is read in jumps between them. Attribute values hold no
  // ">" (the renderer escapes it), so a tag ends at the first one.
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>|[\uE000-\uE003]/g)) {
    const token = match[0];
    out += html.slice(last, match.index);
    last = match.index + token.length;
    if (match[2] === undefined) {
      const inherited = open.at(-1)?.lang ?? null;
      if (textOnly) out += isolate(token);
      else if (inherited !== marks.lang) {
        const opening = token === FALLBACK_OPEN || token === NOTICE_OPEN;
        out += opening ? spanOpen : "</span>";
        if (token === FALLBACK_OPEN) marked = true;
      }
      continue;
    }
    out += token.replace(/[\uE000-\uE003]/g, isolate);
    const name = match[2].toLowerCase();
    if (match[1]) {
      const at = open.findLastIndex((element) => element.tag === name);
      if (at >= 0) open.length = at;
      if (name === textOnly) textOnly = null;
    } else if (!VOID.has(name) && !match[3]!.endsWith("/")) {
      const lang = /\slang="([^"]*)"/.exec(match[3]!)?.[1];
      open.push({ tag: name, lang: lang ?? open.at(-1)?.lang ?? null });
      if (TEXT_ONLY.has(name)) textOnly = name;
    }
  }
  out += html.slice(last);
  if (!marked) return out;
  const notice = marks.notice.replaceAll(NOTICE_OPEN, spanOpen).replaceAll(NOTICE_CLOSE, "</span>");
  return out.replace(/<main\b[^>]*>/, (main) => `${main}<p class="fallback-notice" role="note">${notice}</p>`);
}
