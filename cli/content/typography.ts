import type { QuoteMarks } from "./typography-locales.js";

/**
 * One piece of a block's inline content, as the HTML pass hands it over: escaped text (which may
 * be changed), a code span (read for its neighbours' sake, never changed), a line break, or an
 * inline element's opening or closing tag (which nest: quotes pair only at the same depth).
 */
export interface InlineItem {
  part: number;
  kind: "text" | "code" | "break" | "open" | "close";
  /** Text of an autolink: a URL is never typeset. */
  verbatim?: boolean;
}

const RARE = /\+-|\.\.|\?\?\?\?|!!!!|,,|--/;
const SCOPED_ABBR = /\((c|tm|r)\)/gi;
const ABBR: Record<string, string> = { c: "©", r: "®", tm: "™" };

/**
 * What a typographer does to plain text besides quotes, as markdown-it's typographer did it:
 * dashes (--- em, -- en), ellipsis, ±, ©, ®, ™, and runs of ?, ! and commas shortened.
 */
function replaceTypographic(text: string): string {
  if (text.includes("(")) text = text.replace(SCOPED_ABBR, (_, name: string) => ABBR[name.toLowerCase()]!);
  if (!RARE.test(text)) return text;
  return text
    .replace(/\+-/g, "±")
    .replace(/\.{2,}/g, "…")
    .replace(/([?!])…/g, "$1..")
    .replace(/([?!]){4,}/g, "$1$1$1")
    .replace(/,{2,}/g, ",")
    .replace(/(^|[^-])---(?=[^-]|$)/gm, "$1\u2014")
    .replace(/(^|\s)--(?=\s|$)/gm, "$1\u2013")
    .replace(/(^|[^-\s])--(?=[^-\s]|$)/gm, "$1\u2013");
}

const APOSTROPHE = "\u2019";
/** Caps memory on hostile input, as markdown-it does. */
const MAX_OPENERS = 1000;
/** A straight quote in escaped text: md4c writes " as &quot; and ' as itself. */
const QUOTE = /&quot;|'/g;
const PUNCTUATION = /[\p{P}\p{S}]/u;

function isWhiteSpace(code: number): boolean {
  if (code >= 0x2000 && code <= 0x200a) return true;
  return code === 0x09 || code === 0x0a || code === 0x0b || code === 0x0c || code === 0x0d || code === 0x20 || code === 0xa0 || code === 0x1680 || code === 0x202f || code === 0x205f || code === 0x3000;
}

function isPunctuation(code: number): boolean {
  return (code >= 0x21 && code <= 0x2f) || (code >= 0x3a && code <= 0x40) || (code >= 0x5b && code <= 0x60) || (code >= 0x7b && code <= 0x7e) || (code > 0x7f && PUNCTUATION.test(String.fromCharCode(code)));
}

interface Opener {
  item: number;
  at: number;
  single: boolean;
  level: number;
  previousSame: number;
}

interface Replacement {
  at: number;
  length: number;
  text: string;
}

/**
 * Straight quotes to the language's own, within one block, with markdown-it's rules (which follow
 * CommonMark's left- and right-flanking delimiter runs): a quote opens before a word, closes after
 * one, pairs with the nearest open quote of its kind at the same nesting, and an apostrophe inside
 * a word becomes ’. Then the other replacements, on the text pieces only. `parts` is changed in place.
 */
export function typesetBlock(parts: string[], items: InlineItem[], quotes: QuoteMarks): void {
  const replacements = new Map<number, Replacement[]>();
  const add = (item: number, at: number, length: number, text: string) => {
    let list = replacements.get(item);
    if (!list) replacements.set(item, (list = []));
    list.push({ at, length, text });
  };
  if (items.some((item) => item.kind === "text" && !item.verbatim && (parts[item.part]!.includes("'") || parts[item.part]!.includes("&quot;")))) {
    pairQuotes(parts, items, quotes, add);
  }
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (item.kind !== "text" || item.verbatim) continue;
    let text = parts[item.part]!;
    const list = replacements.get(i);
    if (list) text = applyReplacements(text, list);
    parts[item.part] = replaceTypographic(text);
  }
}

function pairQuotes(parts: string[], items: InlineItem[], quotes: QuoteMarks, add: (item: number, at: number, length: number, text: string) => void): void {
  const stack: Opener[] = [];
  const heads = { single: -1, double: -1 };
  const truncate = (length: number) => {
    while (stack.length > length) {
      const opener = stack.pop()!;
      if (opener.single) heads.single = opener.previousSame;
      else heads.double = opener.previousSame;
    }
  };
  let level = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (item.kind === "close") level--;
    let j = stack.length - 1;
    while (j >= 0 && stack[j]!.level > level) j--;
    truncate(j + 1);
    if (item.kind === "open") level++;
    if (item.kind !== "text" || item.verbatim) continue;

    const text = parts[item.part]!;
    QUOTE.lastIndex = 0;
    for (let match = QUOTE.exec(text); match; match = QUOTE.exec(text)) {
      const at = match.index;
      const length = match[0].length;
      const single = length === 1;
      const lastChar = at > 0 ? text.charCodeAt(at - 1) : neighbour(parts, items, i, -1);
      const nextChar = at + length < text.length ? firstChar(text, at + length) : neighbour(parts, items, i, 1);
      const lastPunct = isPunctuation(lastChar);
      const nextPunct = isPunctuation(nextChar);
      const lastSpace = isWhiteSpace(lastChar);
      const nextSpace = isWhiteSpace(nextChar);
      let canOpen = !nextSpace && !(nextPunct && !(lastSpace || lastPunct));
      let canClose = !lastSpace && !(lastPunct && !(nextSpace || nextPunct));
      // 1"" : the first quote is an inch mark.
      if (!single && nextChar === 0x22 && lastChar >= 0x30 && lastChar <= 0x39) canOpen = canClose = false;
      if (canOpen && canClose) {
        // Between punctuation (foo-"-bar) a quote may open or close; inside a word (foo"bar) neither.
        canOpen = lastPunct;
        canClose = nextPunct;
      }
      if (!canOpen && !canClose) {
        if (single) add(i, at, length, APOSTROPHE);
        continue;
      }
      if (canClose) {
        const head = single ? heads.single : heads.double;
        if (head >= 0 && stack[head]!.level === level) {
          const opener = stack[head]!;
          add(i, at, length, single ? quotes[3] : quotes[1]);
          add(opener.item, opener.at, single ? 1 : 6, single ? quotes[2] : quotes[0]);
          truncate(head);
          continue;
        }
      }
      if (canOpen) {
        if (stack.length >= MAX_OPENERS) return;
        stack.push({ item: i, at, single, level, previousSame: single ? heads.single : heads.double });
        if (single) heads.single = stack.length - 1;
        else heads.double = stack.length - 1;
      } else if (canClose && single) {
        add(i, at, length, APOSTROPHE);
      }
    }
  }
}

/** The character just before (-1) or after (1) item i in its block: a line break or the block's edge counts as a space. */
function neighbour(parts: string[], items: InlineItem[], i: number, direction: -1 | 1): number {
  for (let j = i + direction; j >= 0 && j < items.length; j += direction) {
    const item = items[j]!;
    if (item.kind === "break") break;
    if (item.kind === "open" || item.kind === "close") continue;
    const text = parts[item.part]!;
    if (!text) continue;
    return direction === -1 ? text.charCodeAt(text.length - 1) : firstChar(text, 0);
  }
  return 0x20;
}

/**
 * The character at `at` of escaped text, reading &quot; as the quote it is (the inch-mark rule
 * looks for one). The other entities md4c writes are punctuation whichever character is read.
 */
function firstChar(text: string, at: number): number {
  return text.startsWith("&quot;", at) ? 0x22 : text.charCodeAt(at);
}

function applyReplacements(text: string, list: Replacement[]): string {
  list.sort((a, b) => a.at - b.at);
  let result = "";
  let last = 0;
  for (const { at, length, text: replacement } of list) {
    result += text.slice(last, at) + replacement;
    last = at + length;
  }
  return result + text.slice(last);
}
