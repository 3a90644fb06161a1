/**
 * The message syntax of the catalogues: a strict subset of ICU MessageFormat that translation tools
 * (Crowdin, Phrase, Lokalise, Weblate, memoQ) understand.
 *
 *   text with {name}                          the value of `name`
 *   {count, number}  {count, number, integer|percent|::compact-short|::compact-long}
 *   {count, plural, =0 {none} one {# review} other {# reviews}}
 *                                             `#` is the count; categories from Intl.PluralRules
 *   {period, select, yearly {a year} other {a month}}
 *                                             the form named by the value, else `other`
 *   '{' '}' ''                                an apostrophe before { } (or # in a plural) quotes them;
 *                                             '' is one apostrophe; any other ' is plain text ("don't")
 *
 * One pure parser for the build, the translation tools and the browser runtime, so a message reads
 * the same everywhere; message-format.ts fills a parsed message in.
 */

const PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"] as const;

const NUMBER_STYLES = ["integer", "percent", "::compact-short", "::compact-long"] as const;
export type NumberStyle = (typeof NUMBER_STYLES)[number];

export type MessagePart =
  | string
  | { type: "argument"; name: string }
  | { type: "number"; name: string; style: NumberStyle | null }
  | { type: "plural"; name: string; offset: number; branches: Record<string, MessagePart[]> }
  | { type: "select"; name: string; branches: Record<string, MessagePart[]> }
  | { type: "count" };

/** The kinds of use an argument can have in a message. */
export type ArgumentKind = "argument" | "number" | "plural" | "select";

interface MessageSyntaxError {
  code: "message-syntax";
  message: string;
  /** 0-based offset in the message text */
  offset: number;
}

export type ParsedMessage = { ok: true; parts: MessagePart[] } | { ok: false; error: MessageSyntaxError };


class SyntaxFailure extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** Parse a message; errors are values with the offset where the text stops making sense. */
export function parseMessage(text: string): ParsedMessage {
  try {
    const parser = new Parser(text);
    const parts = parser.message(false);
    if (parser.pos < text.length) throw new SyntaxFailure("a } that closes nothing; quote it as '}'", parser.pos);
    return { ok: true, parts };
  } catch (error) {
    if (error instanceof SyntaxFailure) return { ok: false, error: { code: "message-syntax", message: error.message, offset: error.offset } };
    throw error;
  }
}

class Parser {
  pos = 0;
  constructor(private readonly text: string) {}

  /** Text and arguments up to an unquoted } (which the caller consumes) or the end. */
  message(inPlural: boolean): MessagePart[] {
    const parts: MessagePart[] = [];
    let literal = "";
    const flush = () => {
      if (literal) parts.push(literal);
      literal = "";
    };
    const { text } = this;
    while (this.pos < text.length) {
      const char = text[this.pos]!;
      if (char === "'") {
        const next = text[this.pos + 1];
        if (next === "'") {
          literal += "'";
          this.pos += 2;
        } else if (next === "{" || next === "}" || (inPlural && next === "#")) {
          const end = text.indexOf("'", this.pos + 1);
          if (end < 0) throw new SyntaxFailure("a quote ' before a brace is never closed; write '' for an apostrophe", this.pos);
          literal += text.slice(this.pos + 1, end).replaceAll("''", "'");
          this.pos = end + 1;
        } else {
          literal += "'";
          this.pos += 1;
        }
      } else if (char === "{") {
        flush();
        parts.push(this.argument(inPlural));
      } else if (char === "}") {
        break;
      } else if (char === "#" && inPlural) {
        flush();
        parts.push({ type: "count" });
        this.pos += 1;
      } else {
        literal += char;
        this.pos += 1;
      }
    }
    flush();
    return parts;
  }

  /** `inPlural`: inside a plural form, where # is its count (a select inside one keeps it). */
  private argument(inPlural: boolean): MessagePart {
    const start = this.pos;
    this.pos += 1;
    const name = this.word("an argument name after {");
    this.space();
    if (this.eat("}")) return { type: "argument", name };
    if (!this.eat(",")) throw new SyntaxFailure(`expected } or , after {${name}`, this.pos);
    this.space();
    const typeAt = this.pos;
    const type = this.word(`a type (number, plural or select) after {${name},`);
    this.space();
    if (type === "number") return this.numberArgument(name);
    if (type === "plural") return this.pluralArgument(name, start);
    if (type === "select") return this.selectArgument(name, start, inPlural);
    throw new SyntaxFailure(`unsupported argument type "${type}": use number, plural or select`, typeAt);
  }

  private numberArgument(name: string): MessagePart {
    if (this.eat("}")) return { type: "number", name, style: null };
    if (!this.eat(",")) throw new SyntaxFailure(`expected } or , after {${name}, number`, this.pos);
    this.space();
    const at = this.pos;
    const end = this.text.indexOf("}", at);
    const style = (end < 0 ? this.text.slice(at) : this.text.slice(at, end)).trim();
    if (!(NUMBER_STYLES as readonly string[]).includes(style)) throw new SyntaxFailure(`unsupported number style "${style}": use ${NUMBER_STYLES.join(", ")}`, at);
    this.pos = end;
    this.eat("}");
    return { type: "number", name, style: style as NumberStyle };
  }

  private pluralArgument(name: string, start: number): MessagePart {
    if (!this.eat(",")) throw new SyntaxFailure(`expected , and the plural forms after {${name}, plural`, this.pos);
    this.space();
    let offset = 0;
    if (this.text.startsWith("offset:", this.pos)) {
      this.pos += "offset:".length;
      const at = this.pos;
      const digits = /^\d+/.exec(this.text.slice(at))?.[0];
      if (!digits) throw new SyntaxFailure("expected a whole number after offset:", at);
      offset = Number(digits);
      this.pos += digits.length;
      this.space();
    }
    const branches: Record<string, MessagePart[]> = {};
    while (!this.eat("}")) {
      if (this.pos >= this.text.length) throw new SyntaxFailure(`the plural {${name}, plural, ...} is never closed with }`, start);
      const at = this.pos;
      const selector = this.eat("=") ? `=${this.digits()}` : this.word("a plural category (zero, one, two, few, many, other) or =N");
      if (!selector.startsWith("=") && !(PLURAL_CATEGORIES as readonly string[]).includes(selector)) {
        throw new SyntaxFailure(`"${selector}" is not a plural category: use zero, one, two, few, many, other or =N`, at);
      }
      if (selector in branches) throw new SyntaxFailure(`the plural form "${selector}" is given twice`, at);
      this.space();
      if (!this.eat("{")) throw new SyntaxFailure(`expected { after the plural form "${selector}"`, this.pos);
      branches[selector] = this.message(true);
      if (!this.eat("}")) throw new SyntaxFailure(`the plural form "${selector}" is never closed with }`, at);
      this.space();
    }
    if (!("other" in branches)) throw new SyntaxFailure(`the plural {${name}, plural, ...} needs an "other" form`, start);
    return { type: "plural", name, offset, branches };
  }

  private selectArgument(name: string, start: number, inPlural: boolean): MessagePart {
    if (!this.eat(",")) throw new SyntaxFailure(`expected , and the forms after {${name}, select`, this.pos);
    this.space();
    const branches: Record<string, MessagePart[]> = {};
    while (!this.eat("}")) {
      if (this.pos >= this.text.length) throw new SyntaxFailure(`the select {${name}, select, ...} is never closed with }`, start);
      const at = this.pos;
      const selector = this.word("a value to select on (a word such as yearly) or other");
      if (selector in branches) throw new SyntaxFailure(`the select form "${selector}" is given twice`, at);
      this.space();
      if (!this.eat("{")) throw new SyntaxFailure(`expected { after the select form "${selector}"`, this.pos);
      branches[selector] = this.message(inPlural);
      if (!this.eat("}")) throw new SyntaxFailure(`the select form "${selector}" is never closed with }`, at);
      this.space();
    }
    if (!("other" in branches)) throw new SyntaxFailure(`the select {${name}, select, ...} needs an "other" form`, start);
    return { type: "select", name, branches };
  }

  private word(expected: string): string {
    const match = /^[A-Za-z_][\w-]*/.exec(this.text.slice(this.pos));
    if (!match) throw new SyntaxFailure(`expected ${expected}`, this.pos);
    this.pos += match[0].length;
    return match[0];
  }

  private digits(): string {
    const match = /^\d+(?:\.\d+)?/.exec(this.text.slice(this.pos));
    if (!match) throw new SyntaxFailure("expected a number after =", this.pos);
    this.pos += match[0].length;
    return match[0];
  }

  private space() {
    while (/\s/.test(this.text[this.pos] ?? "")) this.pos += 1;
  }

  private eat(char: string): boolean {
    if (this.text[this.pos] !== char) return false;
    this.pos += 1;
    return true;
  }
}

/** Every argument a message uses, with the kinds it is used as ("plural" for {n, plural, ...}). */
export function messageArguments(parts: readonly MessagePart[]): Map<string, Set<ArgumentKind>> {
  const found = new Map<string, Set<ArgumentKind>>();
  const visit = (list: readonly MessagePart[]) => {
    for (const part of list) {
      if (typeof part === "string" || part.type === "count") continue;
      const kinds = found.get(part.name) ?? new Set();
      kinds.add(part.type);
      found.set(part.name, kinds);
      if (part.type === "plural" || part.type === "select") for (const branch of Object.values(part.branches)) visit(branch);
    }
  };
  visit(parts);
  return found;
}

/** Every plural argument of a message with the forms it gives, nested ones included. */
export function pluralForms(parts: readonly MessagePart[]): { name: string; forms: string[] }[] {
  return branchingForms(parts, "plural");
}

/** Every select argument of a message with the values it has a form for, nested ones included. */
export function selectForms(parts: readonly MessagePart[]): { name: string; forms: string[] }[] {
  return branchingForms(parts, "select");
}

function branchingForms(parts: readonly MessagePart[], type: "plural" | "select"): { name: string; forms: string[] }[] {
  const found: { name: string; forms: string[] }[] = [];
  const visit = (list: readonly MessagePart[]) => {
    for (const part of list) {
      if (typeof part === "string" || (part.type !== "plural" && part.type !== "select")) continue;
      if (part.type === type) found.push({ name: part.name, forms: Object.keys(part.branches) });
      for (const branch of Object.values(part.branches)) visit(branch);
    }
  };
  visit(parts);
  return found;
}
