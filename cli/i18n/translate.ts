import { formatMessage, type MessageValues } from "../../contracts/i18n/message-format.js";

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

export function createTranslator({ catalogue, defaults, locale, defaultLocale, dir, markFallbacks }: TranslatorInput): (key: string, values?: MessageValues) => string {
  const options = { isolate: dir === "rtl" };
  return (key, values) => {
    const own = catalogue[key];
    if (own !== undefined) return formatMessage(own, locale, values, options);
    const fallback = defaults[key];
    if (fallback === undefined) return key;
    // Plural forms follow the language the message is written in.
    const text = formatMessage(fallback, defaultLocale, values, options);
    if (!markFallbacks || locale === defaultLocale) return text;
    return key.startsWith(NOTICE_KEYS) ? `${NOTICE_OPEN}${text}${NOTICE_CLOSE}` : `${FALLBACK_OPEN}${text}${FALLBACK_CLOSE}`;
  };
}

/** Elements whose content is text only: no <span> can go there. */
const TEXT_ONLY = new Set(["title", "textarea", "option", "script", "style"]);

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
 */
export function markFallbackHtml(html: string, marks: FallbackMarks): string {
  if (!html.includes(FALLBACK_OPEN) && !html.includes(NOTICE_OPEN)) return html;
  const isolateOpen = marks.dir === marks.pageDir ? "" : marks.dir === "rtl" ? "\u2067" : "\u2066";
  const isolateClose = isolateOpen ? "\u2069" : "";
  let out = "";
  let last = 0;
  let inTag = false;
  let textOnly: string | null = null;
  let marked = false;
  // Only tags, tag ends and marks matter: a page is read in jumps between them.
  const spanOpen = `<span lang="${marks.lang}" dir="${marks.dir}">`;
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)|>|[\uE000-\uE003]/g)) {
    const token = match[0];
    if (token === ">") {
      inTag = false;
    } else if (token.startsWith("<")) {
      inTag = true;
      const name = match[2]!.toLowerCase();
      if (TEXT_ONLY.has(name)) textOnly = match[1] ? null : name;
    } else {
      const open = token === FALLBACK_OPEN || token === NOTICE_OPEN;
      out += html.slice(last, match.index);
      last = match.index + 1;
      if (inTag || textOnly) out += open ? isolateOpen : isolateClose;
      else {
        out += open ? spanOpen : "</span>";
        if (token === FALLBACK_OPEN) marked = true;
      }
    }
  }
  out += html.slice(last);
  if (!marked) return out;
  const notice = marks.notice.replaceAll(NOTICE_OPEN, spanOpen).replaceAll(NOTICE_CLOSE, "</span>");
  return out.replace(/<main\b[^>]*>/, (main) => `${main}<p class="fallback-notice" role="note">${notice}</p>`);
}
