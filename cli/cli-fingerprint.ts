import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * What the compiled CLI is (scripts/compile-cli.mjs writes a hash of its sources and the lock
 * file beside it): a new renderer, schema, rule or dependency makes everything a cache holds a
 * doubt. Running from the TypeScript sources (the tests), there is none: "sources".
 */
export function cliFingerprint(): string {
  try {
    return readFileSync(fileURLToPath(new URL("./cli-fingerprint.txt", import.meta.url)), "utf8").trim();
  } catch {
    return FROM_SOURCES;
  }
}

/** The fingerprint of the CLI run from its TypeScript sources, which may change between two runs. */
export const FROM_SOURCES = "sources";
