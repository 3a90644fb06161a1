import { createHash } from "node:crypto";

/** A hash of a file's bytes or text: how the build tells whether an input changed (caches, Markdown versions). */
export function hashBytes(bytes: string | Uint8Array): string {
  return createHash("sha256").update(bytes).digest("base64url");
}
