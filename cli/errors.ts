import type { ErrorCode } from "./error-catalogue/index.js";

export type { ErrorCode } from "./error-catalogue/index.js";

/**
 * Errors are values: a stable code for machines, a sentence for people, and where we can,
 * the place (file:line:column and the path inside the document) and a hint.
 */
export interface SiteError {
  /** Explained once in the catalogue (cli/error-catalogue/, docs/errors.md, `site errors CODE`). */
  code: ErrorCode;
  message: string;
  file?: string;
  line?: number;
  column?: number;
  /** Path inside the document, e.g. routes[3].theme */
  path?: string;
  hint?: string;
  /** Where the code that failed was, for `--verbose`: a template's exception or a bug in `site`. */
  stack?: string;
}

/** The line under a list of errors that says how to learn more about them. */
export function errorsHelp(errors: readonly SiteError[]): string {
  const code = errors[0]?.code;
  return code ? `Run \`site errors ${code}\` (or another code) for what it means and what to do.` : "";
}

export type Result<T> = { ok: true; value: T } | { ok: false; errors: SiteError[] };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(...errors: SiteError[]): Result<T> => ({ ok: false, errors });

/** Whether the command line asked for stacks (`--verbose`, an option of every command). */
const verbose = process.argv.includes("--verbose");

/**
 * One line a person can act on: `site.yaml:42:7 routes[3].theme: message (hint: ...)`; with
 * `--verbose`, the stack of a template's exception or of a bug in `site` under it.
 */
export function formatError(error: SiteError): string {
  const where = error.file
    ? `${error.file}${error.line !== undefined ? `:${error.line}${error.column !== undefined ? `:${error.column}` : ""}` : ""}`
    : "";
  const head = [where, error.path].filter(Boolean).join(" ");
  const hint = error.hint ? `\n    hint: ${error.hint}` : "";
  const stack = verbose && error.stack ? `\n${error.stack.replace(/^/gm, "    ")}` : "";
  return `${head ? `${head}: ` : ""}${error.message} [${error.code}]${hint}${stack}`;
}
