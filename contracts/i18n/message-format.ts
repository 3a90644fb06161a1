import {
  chosenBranch,
  formatNumber,
  renderParts,
  type BrowserMessage,
  type MessageValues,
  type RenderOptions,
} from "./message-render.js";
import { parseMessage, type MessagePart, type ParsedMessage } from "./message-syntax.js";

export type { BrowserMessage, MessageValues } from "./message-render.js";
export type FormatOptions = RenderOptions;

/** Wraps an inserted value in FIRST STRONG ISOLATE .. POP DIRECTIONAL ISOLATE: a right-to-left page's RenderOptions.insert. */
export const isolate = (text: string) => `\u2068${text}\u2069`;

const parsedCache = new Map<string, ParsedMessage>();

function parsedOf(text: string): ParsedMessage {
  let parsed = parsedCache.get(text);
  if (!parsed) {
    parsed = parseMessage(text);
    parsedCache.set(text, parsed);
  }
  return parsed;
}

/**
 * The message in `locale` with its values filled in. A message that does not parse, or a value
 * that is not given, shows as written ("{name}"), so a mistake is visible rather than blank.
 */
export function formatMessage(
  text: string,
  locale: string,
  values: MessageValues = {},
  options: FormatOptions = {},
): string {
  const parsed = parsedOf(text);
  return parsed.ok ? renderParts(parsed.parts, locale, values, options) : text;
}

/**
 * A message for the browser to finish (message-render.ts): what `known` gives is filled in now, in
 * `locale` (a plural on a known count is decided here), and the rest stays as parsed parts. A
 * message left with nothing to fill in is its final text. A message that does not parse is sent
 * as written, as formatMessage shows it.
 */
export function browserMessage(
  text: string,
  locale: string,
  known: MessageValues = {},
  options: FormatOptions = {},
): BrowserMessage {
  const parsed = parsedOf(text);
  if (!parsed.ok) return text;
  const inserted = options.insert ?? ((value: string) => value);
  // `count`: the formatted # of the innermost plural decided here; null inside a plural left to the browser.
  const fill = (parts: readonly MessagePart[], count: string | null): MessagePart[] => {
    const out: MessagePart[] = [];
    const push = (part: MessagePart) => {
      if (typeof part === "string" && typeof out.at(-1) === "string") out[out.length - 1] += part;
      else if (part !== "") out.push(part);
    };
    for (const part of parts) {
      if (typeof part === "string") push(part);
      else if (part.type === "count") push(count ?? part);
      else {
        const value = known[part.name];
        if (part.type === "argument" || part.type === "number") {
          push(value === undefined ? part : renderParts([part], locale, { [part.name]: value }, options));
        } else if (value !== undefined) {
          const inner = part.type === "plural" ? inserted(formatNumber(Number(value) - part.offset, locale)) : count;
          for (const piece of fill(chosenBranch(part, value, locale), inner)) push(piece);
        } else {
          const branches = Object.fromEntries(
            Object.entries(part.branches).map(([form, branch]) => [
              form,
              fill(branch, part.type === "plural" ? null : count),
            ]),
          );
          push({ ...part, branches });
        }
      }
    }
    return out;
  };
  const parts = fill(parsed.parts, null);
  if (parts.length === 0) return "";
  return parts.length === 1 && typeof parts[0] === "string" ? parts[0] : parts;
}
