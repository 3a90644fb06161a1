import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** A short, stable hash of the parts, each kept apart from the next. */
export function hash(...parts: string[]): string {
  const digest = createHash("sha256");
  for (const part of parts) digest.update(part).update("\u0000");
  return digest.digest("base64url");
}

/**
 * What the compiled CLI is (scripts/compile-cli.mjs writes a hash of its sources and the lock
 * file beside it): a new renderer, schema or dependency makes everything a cache holds a doubt.
 * Running from the TypeScript sources (the tests), there is none: "sources".
 */
export function cliFingerprint(): string {
  try {
    return readFileSync(fileURLToPath(new URL("./cli-fingerprint.txt", import.meta.url)), "utf8").trim();
  } catch {
    return "sources";
  }
}
