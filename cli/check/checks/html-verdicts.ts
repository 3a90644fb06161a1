import { hash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Message } from "html-validate";
import { CACHE_DIR } from "../../site-layout.js";
import type { ValidateHtml } from "./html-rules.js";

/** html-validate's messages on a page, by a hash of the CLI that judged it and the page's markup. */
export type HtmlVerdicts = Readonly<Record<string, readonly Message[]>>;

/** A validator that answers from earlier verdicts, and what it answered this run (to keep for the next). */
export interface RememberingValidator {
  validate: ValidateHtml;
  /** The verdicts this run used: those of markup no longer built are left behind. */
  used(): HtmlVerdicts;
}

/**
 * Validates only markup it has no verdict for. The key holds `judge`, what judged the markup (the
 * CLI's fingerprint, which changes with the rules, html-validate's version and its config, and the
 * Node.js version), so a verdict is never older than them. The validator is made on the first page
 * that needs it: a run with every verdict known needs none.
 */
export function rememberingValidator(
  makeValidator: () => ValidateHtml,
  earlier: HtmlVerdicts,
  judge: string,
): RememberingValidator {
  let validator: ValidateHtml | undefined;
  const used: Record<string, readonly Message[]> = {};
  // A file edited by hand may hold anything under a key: only a list of messages is a verdict.
  const kept = (key: string) => (Array.isArray(earlier[key]) ? earlier[key] : undefined);
  return {
    validate(html, filename) {
      const key = hash("sha256", `${judge}\u0000${html}`, "base64url");
      const verdict = used[key] ?? kept(key) ?? (validator ??= makeValidator())(html, filename);
      used[key] = verdict;
      return [...verdict];
    },
    used: () => used,
  };
}

const verdictsFile = (rootDir: string) => join(rootDir, CACHE_DIR, "check", "html-verdicts.json");

/** The verdicts the last `site check` kept; none when there are none or they cannot be read. */
export async function readHtmlVerdicts(rootDir: string): Promise<HtmlVerdicts> {
  try {
    const parsed: unknown = JSON.parse(await readFile(verdictsFile(rootDir), "utf8"));
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as HtmlVerdicts) : {};
  } catch {
    return {};
  }
}

/** Keeps the verdicts for the next run; written whole and renamed, so a run cut short leaves the last file. */
export async function writeHtmlVerdicts(rootDir: string, verdicts: HtmlVerdicts): Promise<void> {
  const file = verdictsFile(rootDir);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.${process.pid}`, JSON.stringify(verdicts));
  await rename(`${file}.${process.pid}`, file);
}
