import { isMap, isScalar, parseDocument, stringify, type Node, type Pair } from "yaml";

/**
 * Writes a locale's catalogue (locales/{code}.yaml) in the default catalogue's shape: the same
 * nesting and key order as en.yaml, so a translator reading both side by side finds every key
 * in the same place. The file's own header comment, comments above keys and quoting style stay.
 */
export function renderCatalogue(options: { defaultText: string; localeText: string | null; locale: string; messages: ReadonlyMap<string, string> }): string {
  const english = parseDocument(options.defaultText);
  const blankLinesAbove = blankLinesAboveKeys(options.defaultText);
  const own = options.localeText === null ? null : parseDocument(options.localeText);
  const comments = own ? commentsByPath(own.contents as Node | null) : new Map<string, string>();
  const quote = own && !usesDoubleQuotes(own.contents as Node | null) ? plainOrQuoted : doubleQuoted;
  const written = new Set<string>();
  const lines: string[] = [];

  const emit = (node: Node | null, path: string[], depth: number): string[] => {
    const out: string[] = [];
    if (!isMap(node)) return out;
    for (const pair of node.items as Pair<Node, Node | null>[]) {
      if (!isScalar(pair.key)) continue;
      const key = String(pair.key.value);
      const keyPath = [...path, key];
      const dotted = keyPath.join(".");
      const indent = "  ".repeat(depth);
      const comment = comments.get(dotted);
      const blanks = Array.from({ length: blankLinesAbove(pair.key.range?.[0] ?? 0) }, () => "");
      const above = [...blanks, ...(comment === undefined ? [] : comment.split("\n").map((line) => `${indent}#${line}`))];
      if (isMap(pair.value)) {
        const children = emit(pair.value, keyPath, depth + 1);
        if (children.length) out.push(...above, `${indent}${renderKey(key)}:`, ...children);
      } else if (options.messages.has(dotted)) {
        written.add(dotted);
        out.push(...above, `${indent}${renderKey(key)}: ${quote(options.messages.get(dotted)!)}`);
      }
    }
    return out;
  };

  lines.push(...headerOf(options.localeText, options.locale));
  lines.push(...emit(english.contents as Node | null, [], 0));
  // Keys English does not have (site check reports them) are kept, last, rather than lost.
  for (const [key, message] of options.messages) {
    if (!written.has(key)) lines.push(`${key.split(".").map(renderKey).join(".")}: ${quote(message)}`);
  }
  return `${lines.join("\n")}\n`;
}

/** How many empty lines en.yaml leaves above a key (or above the comment on top of it). */
function blankLinesAboveKeys(text: string): (offset: number) => number {
  const lines = text.split("\n");
  const lineStarts: number[] = [];
  let at = 0;
  for (const line of lines) {
    lineStarts.push(at);
    at += line.length + 1;
  }
  return (offset) => {
    let index = lineStarts.findLastIndex((start) => start <= offset) - 1;
    while (index >= 0 && lines[index]!.trimStart().startsWith("#")) index -= 1;
    let blanks = 0;
    while (index >= 0 && lines[index]!.trim() === "") {
      blanks += 1;
      index -= 1;
    }
    return blanks;
  };
}

function headerOf(text: string | null, locale: string): string[] {
  if (text === null) return [`# ${locale}: translated keys; anything missing falls back to English (locales/en.yaml) and \`site check\` counts it.`];
  const header: string[] = [];
  for (const line of text.split("\n")) {
    if (!line.startsWith("#")) break;
    header.push(line);
  }
  return header;
}

/** Comments written above keys (not the file's header), by dotted path. */
function commentsByPath(root: Node | null): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: Node | null, path: string[], first: boolean) => {
    if (!isMap(node)) return;
    node.items.forEach((item, index) => {
      const pair = item as Pair<Node, Node | null>;
      if (!isScalar(pair.key)) return;
      const keyPath = [...path, String(pair.key.value)];
      // The yaml parser gives the document's header to the first key; it is written as the header.
      // A comment above a nested map's first key belongs to the map in the yaml parser's tree.
      const comment = first && index === 0 ? undefined : (pair.key.commentBefore ?? (index === 0 ? node.commentBefore : undefined));
      if (comment) found.set(keyPath.join("."), comment);
      walk(pair.value, keyPath, false);
    });
  };
  walk(root, [], true);
  return found;
}

function usesDoubleQuotes(root: Node | null): boolean {
  let quoted = 0;
  let plain = 0;
  const walk = (node: Node | null) => {
    if (isMap(node)) for (const pair of node.items as Pair<Node, Node | null>[]) walk(pair.value);
    else if (isScalar(node)) node.type === "QUOTE_DOUBLE" ? (quoted += 1) : (plain += 1);
  };
  walk(root);
  return quoted >= plain;
}

const renderKey = (key: string) => (/^[A-Za-z0-9_][A-Za-z0-9_-]*$/.test(key) ? key : JSON.stringify(key));

/**
 * A double-quoted YAML scalar. Characters a reviewer cannot see (bidi marks, soft hyphens, zero
 * width joiners) are written as \uXXXX so a diff shows them.
 */
function doubleQuoted(value: string): string {
  let out = '"';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (char === '"' || char === "\\") out += `\\${char}`;
    else if (char === "\n") out += "\\n";
    else if (char === "\t") out += "\\t";
    else if (code < 0x20 || code === 0x7f || /\p{Cf}/u.test(char)) out += `\\u${code.toString(16).toUpperCase().padStart(4, "0")}`;
    else out += char;
  }
  return `${out}"`;
}

function plainOrQuoted(value: string): string {
  if (value.includes("\n") || /\p{Cf}/u.test(value)) return doubleQuoted(value);
  const text = stringify(value, { lineWidth: 0 }).replace(/\n$/, "");
  return text.includes("\n") ? doubleQuoted(value) : text;
}
