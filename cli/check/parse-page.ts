import { createHash } from "node:crypto";
import { Parser } from "htmlparser2";

/** One element as the checks see it; `start` is its offset in the page source, for line:column. */
export interface PageElement {
  tag: string;
  attrs: Readonly<Record<string, string>>;
  start: number;
  /** Inside an element marked [data-language-switcher]: the one place links may cross locales. */
  inLanguageSwitcher: boolean;
}

export interface InlineScript {
  type: string | null;
  content: string;
  start: number;
}

/**
 * What every check needs from a page, gathered in one pass of a fast parser so that
 * ~2,200 pages are parsed once and shared by all checks.
 */
export interface ParsedPage {
  source: string;
  elements: PageElement[];
  inlineScripts: InlineScript[];
  /** Text of <style> elements. */
  inlineStyles: string[];
  ids: ReadonlySet<string>;
  /**
   * The same for pages whose markup differs only in text, translated attribute text and the
   * locale in URLs: the HTML validator judges markup, so it validates one page per key.
   */
  markupKey: string;
}

/** Attributes whose values are prose: only whether they are empty changes what a validator says. */
const PROSE_ATTRIBUTES = new Set([
  "alt",
  "title",
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "placeholder",
  "content",
  "label",
  "value",
  "summary",
  "abbr",
]);

/**
 * Parse a page of a site with these locale codes: codes in attribute values and URL paths
 * count as one for the markup key, since every locale's version of a page names them all.
 */
export function parsePage(source: string, locales: readonly string[]): ParsedPage {
  const elements: PageElement[] = [];
  const inlineScripts: InlineScript[] = [];
  const inlineStyles: string[] = [];
  const ids = new Set<string>();
  let key = "";
  const open: { tag: string; switcher: boolean }[] = [];
  let textRun = false;
  let raw: { kind: "script" | "style"; type: string | null; text: string; start: number } | null = null;
  const localeSet = new Set(locales);
  const idNames = idRenamer();
  const localeSegment = new RegExp(`/(?:${locales.map((code) => code.replace(/[^\w]/g, "\\$&")).join("|")})(?=/)`, "g");

  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        textRun = false;
        const start = parser.startIndex;
        const parentSwitcher = open.at(-1)?.switcher ?? false;
        const switcher = parentSwitcher || "data-language-switcher" in attrs;
        elements.push({ tag, attrs, start, inLanguageSwitcher: switcher });
        if (attrs.id !== undefined) ids.add(attrs.id);
        if (tag === "script" && attrs.src === undefined)
          raw = { kind: "script", type: attrs.type ?? null, text: "", start };
        else if (tag === "style") raw = { kind: "style", type: null, text: "", start };
        open.push({ tag, switcher });
        key += `<${tag}`;
        for (const [name, value] of Object.entries(attrs)) {
          // The language switcher marks the current locale: a different item on every locale's page.
          if (name !== "aria-current")
            key += ` ${name}=${ID_ATTRIBUTES.has(name) || (name === "href" && value.startsWith("#")) ? idNames(name, value) : normaliseForKey(name, value, localeSet, localeSegment)}`;
        }
        key += ">";
      },
      ontext(text) {
        if (raw) raw.text += text;
        // The parser splits text at entities, differently per language: mark each run once.
        if (!textRun && text.trim()) {
          key += "T";
          textRun = true;
        }
      },
      onclosetag(tag) {
        textRun = false;
        if (raw && raw.kind === tag) {
          if (raw.kind === "script") inlineScripts.push({ type: raw.type, content: raw.text, start: raw.start });
          else inlineStyles.push(raw.text);
          raw = null;
        }
        open.pop();
        key += `</${tag}>`;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(source);
  return {
    source,
    elements,
    inlineScripts,
    inlineStyles,
    ids,
    markupKey: createHash("sha1").update(key).digest("base64"),
  };
}

/** An element's own id, and the attributes that refer to ids (one or several, space-separated). */
const ID_ATTRIBUTES = new Set([
  "id",
  "for",
  "form",
  "list",
  "headers",
  "aria-labelledby",
  "aria-describedby",
  "aria-controls",
  "aria-owns",
  "aria-activedescendant",
  "aria-details",
  "aria-errormessage",
  "aria-flowto",
  "popovertarget",
  "commandfor",
]);

/** What html-validate's valid-id rule accepts without comment: a letter, then letters, digits, - and _. */
const PLAIN_ID = /^[A-Za-z][\w-]*$/;

/**
 * Ids in the key by order of first mention: headings' ids come from their translated text, so
 * the same markup has other ids in every language. Renaming keeps which ids repeat, which
 * references point at an id the page defines and which do not, so the validator's verdict is
 * the same; an id the valid-id rule might question keeps its own name.
 */
function idRenamer(): (name: string, value: string) => string {
  const numbers = new Map<string, number>();
  const rename = (id: string) => {
    if (!PLAIN_ID.test(id)) return `!${id}`;
    let number = numbers.get(id);
    if (number === undefined) numbers.set(id, (number = numbers.size));
    return `#${number}`;
  };
  return (name, value) =>
    name === "href"
      ? `#${rename(value.slice(1))}`
      : value
          .split(/(\s+)/)
          .map((part) => (part.trim() ? rename(part) : part))
          .join("");
}

/** The content hash the build puts in an asset's file name (assets/island-config-91CB3776.js). */
const HASHED_NAME = /-[0-9A-Z]{8}\./g;

function normaliseForKey(name: string, value: string, locales: ReadonlySet<string>, localeSegment: RegExp): string {
  // The validator does not read data-* values; pages put translated templates in some.
  if (PROSE_ATTRIBUTES.has(name) || name.startsWith("data-")) return value.trim() ? "x" : "";
  // Writing direction follows the locale, and either value is valid wherever dir is.
  if (locales.has(value) || (name === "dir" && (value === "ltr" || value === "rtl"))) return "~";
  // Content-hashed asset names differ per locale (each locale has its own island config) but not in validity.
  return value.includes("/") ? value.replace(localeSegment, "/~").replace(HASHED_NAME, "-#.") : value;
}

/** 1-based line and column of an offset, for messages a person can jump to. */
export function lineAndColumn(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = source.indexOf("\n"); index !== -1 && index < offset; index = source.indexOf("\n", index + 1)) {
    line += 1;
    lineStart = index + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
