import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Each file (relative to `rootDir`) with a hash of its bytes: what esbuild read for an output. Throws when one cannot be read. */
export function hashInputs(rootDir: string, inputs: Iterable<string>): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const input of inputs) hashes[input] = createHash("sha256").update(readFileSync(join(rootDir, input))).digest("base64url");
  return hashes;
}

/** Whether every remembered file still reads as it did; a file that is gone is a change. */
export function inputsUnchanged(rootDir: string, remembered: Readonly<Record<string, string>>): boolean {
  try {
    const now = hashInputs(rootDir, Object.keys(remembered));
    return Object.entries(remembered).every(([input, before]) => now[input] === before);
  } catch {
    return false;
  }
}
