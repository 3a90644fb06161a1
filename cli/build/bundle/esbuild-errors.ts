import type { Message } from "esbuild";
import type { ErrorCode, SiteError } from "../../errors.js";

/** esbuild's messages, as located site errors. */
export function esbuildErrors(code: ErrorCode, messages: readonly Message[]): SiteError[] {
  return messages.map((message) => ({
    code,
    file: message.location?.file,
    line: message.location?.line,
    column: message.location ? message.location.column + 1 : undefined,
    message: message.text,
    hint: message.notes[0]?.text,
  }));
}

export function isEsbuildFailure(error: unknown): error is { errors: Message[] } {
  return typeof error === "object" && error !== null && Array.isArray((error as { errors?: unknown }).errors);
}
