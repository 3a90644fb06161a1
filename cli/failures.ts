import type { SiteError } from "./errors.js";

/**
 * Exceptions the build knows the origin of. Anything else thrown inside `site` is a bug in `site`
 * itself (a crashed stage, a thread that cannot start or cannot be handed its data) and is reported
 * as such, never as the site's own fault.
 */

/** A template threw while a page was rendered: the site's code, named by template, route and locale. */
export class TemplateError extends Error {
  constructor(
    readonly url: string,
    readonly template: string,
    readonly locale: string,
    /** What the template threw. */
    readonly thrown: string,
    readonly templateStack?: string,
  ) {
    super(`${url} (template "${template}", locale ${locale}): ${thrown}`);
    this.name = "TemplateError";
  }
}

/** A page could not be written: the disk or the output folder's permissions, not a bug. */
export class WriteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WriteError";
  }
}

/** An error that happened in another thread, with the stack it had there. */
class ThreadError extends Error {
  constructor(message: string, stack: string | undefined) {
    super(message);
    this.name = "ThreadError";
    if (stack) this.stack = stack;
  }
}

/** What a thread sends back of an exception, so the main thread can tell its kind. */
export type ThrownInThread =
  | { kind: "template"; url: string; template: string; locale: string; thrown: string; stack?: string }
  | { kind: "write"; message: string }
  | { kind: "internal"; message: string; stack?: string };

export function toThreadMessage(error: unknown): ThrownInThread {
  if (error instanceof TemplateError) return { kind: "template", url: error.url, template: error.template, locale: error.locale, thrown: error.thrown, stack: error.templateStack };
  if (error instanceof WriteError) return { kind: "write", message: error.message };
  return { kind: "internal", message: messageOf(error), stack: error instanceof Error ? error.stack : undefined };
}

export function fromThreadMessage(thrown: ThrownInThread): Error {
  if (thrown.kind === "template") return new TemplateError(thrown.url, thrown.template, thrown.locale, thrown.thrown, thrown.stack);
  if (thrown.kind === "write") return new WriteError(thrown.message);
  return new ThreadError(thrown.message, thrown.stack);
}

/** The error a person sees for an exception the build did not expect to see. */
export function failureToError(error: unknown): SiteError {
  if (error instanceof TemplateError) {
    return { code: "render-failed", message: `rendering failed: ${error.message}`, hint: `the template "${error.template}" threw while rendering ${error.url}; the message above comes from it`, stack: error.templateStack };
  }
  if (error instanceof WriteError || isFileSystemRefusal(error)) return { code: "write-failed", message: messageOf(error), hint: "check that the output folder is writable and the disk has room" };
  return internalError(error);
}

/** A bug in `site`: its own code, with what a report needs. */
export function internalError(error: unknown): SiteError {
  return {
    code: "internal-error",
    message: `site stopped on an internal error: ${messageOf(error)}`,
    hint: `this is a bug in site, not in your site's files. Please report it with the command you ran, its output with --verbose (which prints the stack), Node ${process.version} on ${process.platform}-${process.arch}, and site's version`,
    stack: error instanceof Error ? error.stack : undefined,
  };
}

/** The file system said no (permissions, a full disk, a file where a folder should be): not a bug. */
const REFUSALS = new Set(["EACCES", "EPERM", "EROFS", "ENOSPC", "EDQUOT", "ENOTDIR", "EISDIR", "EMFILE", "ENFILE"]);

function isFileSystemRefusal(error: unknown): boolean {
  return error instanceof Error && "syscall" in error && REFUSALS.has((error as NodeJS.ErrnoException).code ?? "");
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
