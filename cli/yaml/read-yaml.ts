import { CORE_SCHEMA, load, YAMLException } from "js-yaml";
import type { Document, Node, Pair } from "yaml";
import type { SiteError } from "../errors.js";
import { syntaxErrors, type SyntaxErrorCode } from "./syntax-errors.js";
import { yamlPackage } from "./yaml-package.js";

export interface Position {
  line: number;
  column: number;
}

/** A parsed YAML file that can say where any path inside it was written. */
export interface YamlSource {
  /** The name people see in messages, relative to the site root. */
  file: string;
  /** The file's value as plain data (null for an empty file); undefined when there are errors. */
  data: unknown;
  /** Syntax errors, located where each problem starts, one per problem. */
  errors: SiteError[];
  /**
   * Line and column (1-based) of the value at `path`, or of its nearest existing ancestor.
   * With `key`, the position of that key inside the mapping at `path` (for unknown keys).
   */
  locate(path: readonly PropertyKey[], key?: string): Position;
}

/**
 * The one YAML reader of the CLI (site.yaml and its includes, message catalogues, front matter).
 * Both parsers read YAML 1.2's core schema, so dates stay text. A valid file is read by js-yaml,
 * which is ten times faster than a parse that keeps every node's place (measured on a
 * 4,000-route site.yaml: 66-280 ms against 1.1-1.6 s); the `yaml` package's positional parse runs
 * only when a place is needed: for a broken file, or when a later check locates a problem.
 * `text` may be a block inside a larger file whose lines it keeps (front matter after its opening
 * `---`), so positions are the file's.
 */
export function readYaml(file: string, text: string, code: SyntaxErrorCode = "yaml-syntax"): YamlSource {
  let data: unknown;
  try {
    data = load(text, { schema: CORE_SCHEMA }) ?? null;
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    return withPlaces(file, text, code, error);
  }
  let places: YamlSource | undefined;
  return { file, data, errors: [], locate: (path, key) => (places ??= withPlaces(file, text, code)).locate(path, key) };
}

/**
 * The positional parse. Keys are checked for uniqueness in syntaxErrors: the parser's own check
 * compares every key of a mapping with every other, which takes seconds on large catalogues.
 * `fast` is the fast parser's refusal, kept for the rare file only it rejects.
 */
function withPlaces(file: string, text: string, code: SyntaxErrorCode, fast?: YAMLException): YamlSource {
  const doc = yamlPackage().parseDocument(text, { prettyErrors: false, uniqueKeys: false });
  const position = positionsIn(text);
  const errors = syntaxErrors(doc, { file, code, position });
  if (fast && !errors.length) errors.push({ code, file, line: fast.mark.line + 1, column: fast.mark.column + 1, message: fast.reason });
  return {
    file,
    data: errors.length ? undefined : (doc.toJS() ?? null),
    errors,
    locate: (path, key) => locateIn(doc, position, path, key),
  };
}

function locateIn(doc: Document.Parsed, position: (offset: number) => Position, path: readonly PropertyKey[], key?: string): Position {
  const { isMap, isScalar } = yamlPackage();
  const node = nearestNode(doc.contents as Node | null, path);
  if (key !== undefined && isMap(node)) {
    const pair = findPair(node.items, key);
    if (pair && isScalar(pair.key)) return position(pair.key.range?.[0] ?? 0);
  }
  return position(node?.range?.[0] ?? 0);
}

/** Offset -> line and column, with the line starts found only when a position is first asked for. */
function positionsIn(text: string): (offset: number) => Position {
  let starts: number[] | null = null;
  return (offset) => {
    starts ??= [0, ...[...text.matchAll(/\n/g)].map((match) => match.index + 1)];
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1 };
  };
}

function findPair(items: Pair[], key: PropertyKey): Pair | undefined {
  const { isPair, isScalar } = yamlPackage();
  return items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === key);
}

/** Walk the path as far as it exists in the document. */
function nearestNode(root: Node | null, path: readonly PropertyKey[]): Node | null {
  const { isMap, isSeq } = yamlPackage();
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
