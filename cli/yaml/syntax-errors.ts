import type { Document, Node, YAMLError } from "yaml";
import { formatPath } from "../describe-issue.js";
import type { SiteError } from "../errors.js";
import type { Position } from "./read-yaml.js";
import { yamlPackage } from "./yaml-package.js";

export type SyntaxErrorCode = "yaml-syntax" | "front-matter-syntax";

/** One problem: where it starts, how far it reaches, and what to say about it. */
interface Problem {
  start: number;
  end: number;
  path: (string | number)[];
  message: string;
  hint?: string;
}

/**
 * The parser's errors, and keys written twice, as problems a person can act on: each located where
 * it starts (an unclosed "[" where it opens, not where the parser gave up), a duplicate key named,
 * and the errors that only follow from another (inside an unclosed list, say) left out.
 */
export function syntaxErrors(
  doc: Document.Parsed,
  where: { file: string; code: SyntaxErrorCode; position: (offset: number) => Position },
): SiteError[] {
  const duplicates = duplicateKeys(doc.contents as Node | null, [], where.position);
  if (!doc.errors.length && !duplicates.length) return [];
  const nodes = doc.errors.length ? [...walk(doc.contents as Node | null, [])] : [];
  const kept: Problem[] = [];
  for (const problem of [...doc.errors.map((error) => unclosed(error, nodes) ?? plain(error)), ...duplicates]) {
    const line = where.position(problem.start).line;
    if (
      kept.some(
        (other) =>
          (other.start < problem.end && problem.start < other.end) || where.position(other.start).line === line,
      )
    )
      continue;
    kept.push(problem);
  }
  return kept
    .sort((a, b) => a.start - b.start)
    .map((problem) => ({
      code: where.code,
      file: where.file,
      ...where.position(problem.start),
      ...(problem.path.length ? { path: formatPath(problem.path) } : {}),
      message: problem.message,
      hint: problem.hint,
    }));
}

/** Keys written twice in one mapping, named, with the line where each was first written. */
function duplicateKeys(
  node: Node | null,
  path: (string | number)[],
  position: (offset: number) => Position,
): Problem[] {
  const { isMap, isScalar, isSeq } = yamlPackage();
  if (isSeq(node))
    return node.items.flatMap((item, index) => duplicateKeys(item as Node | null, [...path, index], position));
  if (!isMap(node)) return [];
  const first = new Map<unknown, Node>();
  const problems: Problem[] = [];
  for (const pair of node.items) {
    const key = pair.key as Node | null;
    const name = isScalar(key) ? key.value : undefined;
    if (name !== undefined && key?.range) {
      const earlier = first.get(name);
      if (earlier) {
        problems.push({
          start: key.range[0],
          end: key.range[1],
          path: [...path, name as string | number],
          message: `the key "${String(name)}" appears twice in this mapping (first on line ${position(earlier.range![0]).line})`,
          hint: "a key may appear only once in the same mapping: keep one of them",
        });
      } else first.set(name, key);
    }
    problems.push(
      ...duplicateKeys(
        pair.value as Node | null,
        name === undefined ? path : [...path, name as string | number],
        position,
      ),
    );
  }
  return problems;
}

interface Located {
  node: Node;
  path: (string | number)[];
}

function* walk(node: Node | null, path: (string | number)[]): Generator<Located> {
  if (!node) return;
  const { isMap, isPair, isScalar, isSeq } = yamlPackage();
  yield { node, path };
  if (isMap(node)) {
    for (const pair of node.items) {
      if (!isPair(pair)) continue;
      const key = isScalar(pair.key) ? (pair.key.value as string | number) : String(pair.key);
      yield* walk(pair.value as Node | null, [...path, key]);
    }
  } else if (isSeq(node)) {
    for (const [index, item] of node.items.entries()) yield* walk(item as Node | null, [...path, index]);
  }
}

const CLOSERS: Record<string, string> = { "[": "]", "{": "}" };

/** A "[", "{" or quote that is never closed: the parser notices where the node ends, the person needs where it starts. */
function unclosed(error: YAMLError, nodes: Located[]): Problem | null {
  const { isCollection, isScalar, isSeq } = yamlPackage();
  const quote = /^Missing closing (["'])quote/.exec(error.message)?.[1];
  const flow = /^Flow (sequence|map)\b.*end with/.test(error.message);
  if (!quote && !flow) return null;
  const at = error.pos[0];
  const candidates = nodes.filter(
    ({ node }) =>
      node.range?.[1] === at && (quote ? isScalar(node) && node.type !== "PLAIN" : isCollection(node) && node.flow),
  );
  const inner = candidates.sort((a, b) => b.node.range![0] - a.node.range![0])[0];
  if (!inner) return null;
  const start = inner.node.range![0];
  const span = { start, end: Math.max(at + 1, error.pos[1]), path: inner.path };
  if (quote) {
    return {
      ...span,
      message: `this quoted text is never closed: ${quote} has no matching ${quote}`,
      hint: `end the text with ${quote} on the line it starts, or leave the quotes out`,
    };
  }
  const open = isSeq(inner.node) ? "[" : "{";
  return {
    ...span,
    message: `this ${isSeq(inner.node) ? "list" : "mapping"} is never closed: "${open}" has no matching "${CLOSERS[open]}"`,
    hint:
      open === "["
        ? 'close it with "]" on the same line, or write one item per line starting with "- "'
        : 'close it with "}" on the same line',
  };
}

function plain(error: YAMLError): Problem {
  return {
    start: error.pos[0],
    end: error.pos[1],
    path: [],
    message: firstLine(error.message),
    hint: syntaxHint(error.code),
  };
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
    case "BLOCK_AS_IMPLICIT_KEY":
    case "MULTILINE_IMPLICIT_KEY":
      return "a value that contains ': ' must be quoted";
    case "UNEXPECTED_TOKEN":
      return "quote values that start with a special character such as @, ` or %";
    default:
      return undefined;
  }
}
