import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node, type Pair } from "yaml";
import type { SiteError } from "../errors.js";

export interface Position {
  line: number;
  column: number;
}

/** A parsed YAML file that can say where any path inside it was written. */
export interface YamlSource {
  file: string;
  doc: Document.Parsed;
  /**
   * Line and column (1-based) of the value at `path`, or of its nearest existing ancestor.
   * With `key`, the position of that key inside the mapping at `path` (for unknown keys).
   */
  locate(path: readonly PropertyKey[], key?: string): Position;
  /** Syntax errors, located. */
  errors: SiteError[];
}

/**
 * Parse YAML text; `file` is the name people see in messages (relative to the site root), and
 * `lineOffset` shifts lines for YAML embedded in another file (Markdown front matter).
 */
export function parseYaml(file: string, text: string, lineOffset = 0): YamlSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const position = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };
  const errors: SiteError[] = doc.errors.map((error) => ({
    code: "yaml-syntax",
    file,
    ...position(error.pos[0]),
    message: firstLine(error.message),
    hint: syntaxHint(error.code),
  }));

  return {
    file,
    doc,
    errors,
    locate(path, key) {
      const node = nearestNode(doc.contents as Node | null, path);
      if (key !== undefined && isMap(node)) {
        const pair = findPair(node.items, key);
        if (pair && isScalar(pair.key)) return position(pair.key.range?.[0] ?? 0);
      }
      return position(node?.range?.[0] ?? 0);
    },
  };
}

function findPair(items: Pair[], key: PropertyKey): Pair | undefined {
  return items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === key);
}

/** Walk the path as far as it exists in the document. */
function nearestNode(root: Node | null, path: readonly PropertyKey[]): Node | null {
  let node: Node | null = root;
  for (const segment of path) {
    if (isMap(node)) {
      const pair = findPair(node.items as Pair[], segment);
      if (!pair) return node;
      if (!pair.value) return pair.key as Node;
      node = pair.value as Node;
    } else if (isSeq(node) && typeof segment === "number" && node.items[segment]) {
      node = node.items[segment] as Node;
    } else {
      return node;
    }
  }
  return node;
}

function firstLine(message: string): string {
  return (message.split("\n")[0] ?? message).replace(/ at line \d+, column \d+:?$/, "");
}

function syntaxHint(code: string): string | undefined {
  switch (code) {
    case "BAD_INDENT":
    case "MISSING_CHAR":
      return "check the indentation: nested keys need more spaces than their parent";
    case "TAB_AS_INDENT":
      return "indent with spaces, not tabs";
    case "DUPLICATE_KEY":
      return "a key may appear only once in the same mapping";
    case "BLOCK_AS_IMPLICIT_KEY":
    case "MULTILINE_IMPLICIT_KEY":
      return "a value that contains ': ' must be quoted";
    case "UNEXPECTED_TOKEN":
      return "quote values that start with a special character such as @, ` or %";
    default:
      return undefined;
  }
}
