import { messageArguments, parseMessage, type MessagePart } from "../../contracts/i18n/message-syntax.js";
import { englishUses, translationUses, type Glossary } from "./glossary.js";

/**
 * What a reviewer of a language would point at in its messages, beyond what `site check` fails:
 * - glossary: the English uses a term of the language's glossary, the translation none of its forms;
 * - same-as-english: the translation is the English, but for names (the brand, product and
 *   platform names, what the glossary leaves in English);
 * - count: a number English counts with (a plural) shown without one, or set apart from the
 *   sentence after a colon or in brackets («дней: {days}», «Kod ({length} cyfr)»), the mark of a
 *   sentence written around a number instead of with it.
 */
export type ReviewKind = "glossary" | "same-as-english" | "count";

export interface ReviewFlag {
  key: string;
  kind: ReviewKind;
  message: string;
}

export interface ReviewInput {
  english: ReadonlyMap<string, string>;
  translations: ReadonlyMap<string, string>;
  glossary: Glossary | null;
  /** Names the same in every language (docs/i18n/product-names.md), and the brand. */
  names: readonly string[];
}

export function reviewFlags({ english, translations, glossary, names }: ReviewInput): ReviewFlag[] {
  const flags: ReviewFlag[] = [];
  const namesPattern = namePattern([...names, ...(glossary?.names ?? [])]);
  for (const [key, text] of translations) {
    const source = english.get(key);
    if (source === undefined) continue;
    const sourceWords = source.replace(/\{\w+\}/g, " ");
    for (const term of glossary?.terms ?? []) {
      if (englishUses(term.english, sourceWords) && !translationUses(term, text)) {
        flags.push({
          key,
          kind: "glossary",
          message: `English says "${term.english}", the translation none of the glossary's ${term.forms.map((form) => `«${form}»`).join(", ")}`,
        });
      }
    }
    const words = wordsBeyondNames(source, namesPattern);
    if (words && words === wordsBeyondNames(text, namesPattern)) {
      flags.push({ key, kind: "same-as-english", message: `reads as the English "${source}"` });
    }
    const count = countProblem(source, text);
    if (count) flags.push({ key, kind: "count", message: count });
  }
  return flags;
}

/**
 * Every name where it stands as a word ("Video"), not inside one ("Productupdates"), the longest
 * first where two start at one place ("Privacy Pro" before "Pro"). One expression for a whole
 * review: compiling one per name and message was two fifths of `site i18n status`'s time.
 */
function namePattern(names: readonly string[]): RegExp | null {
  if (names.length === 0) return null;
  const alternatives = [...names]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`(?<!\\p{Script=Latin})(?:${alternatives.join("|")})(?!\\p{Script=Latin})`, "gu");
}

/** The words of a message once its placeholders and names are taken out, lowercase; "" when none are left. */
function wordsBeyondNames(text: string, names: RegExp | null): string {
  const parsed = parseMessage(text);
  const literal = parsed.ok ? literalText(parsed.parts) : text;
  return (names ? literal.replace(names, " ") : literal)
    .toLocaleLowerCase()
    .replace(/[^\p{L}]+/gu, " ")
    .trim();
}

/** The words a message writes itself, in every form of its plurals and selects, without its placeholders. */
function literalText(parts: readonly MessagePart[]): string {
  return parts
    .map((part) =>
      typeof part === "string"
        ? part
        : "branches" in part
          ? Object.values(part.branches).map(literalText).join(" ")
          : " ",
    )
    .join("");
}

/** The arguments English counts with ({n, plural, ...}). */
function countedIn(text: string): string[] {
  const parsed = parseMessage(text);
  if (!parsed.ok) return [];
  return [...messageArguments(parsed.parts)].filter(([, kinds]) => kinds.has("plural")).map(([name]) => name);
}

function countProblem(source: string, text: string): string | null {
  const counted = countedIn(source);
  if (counted.length === 0) return null;
  const parsed = parseMessage(text);
  if (!parsed.ok) return null;
  const kinds = messageArguments(parsed.parts);
  const plain = counted.filter((name) => kinds.has(name) && !kinds.get(name)!.has("plural"));
  if (plain.length)
    return `${plain.map((name) => `{${name}}`).join(", ")} shown without a plural form, though English counts with it`;
  for (const name of counted) {
    // The number itself: {n}, a # in a plural form, or a plural whose form starts with its #.
    const number = `(?:\\{${name}\\}|#|\\{${name},\\s*plural,[^{]*\\{\\s*#)`;
    const apart = new RegExp(`[:：]\\s*${number}|\\(\\s*${number}\\s*\\)|\\([^()]*[:：]\\s*${number}\\s*\\)`);
    if (apart.test(text) && !apart.test(source))
      return `the count {${name}} stands apart from the sentence (after a colon or in brackets): write it into the sentence, with its plural forms`;
  }
  return null;
}
