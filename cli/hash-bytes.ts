import { hash } from "node:crypto";

/** A hash of a file's bytes or text: how the build tells whether an input changed (caches, Markdown versions). */
export function hashBytes(bytes: string | Uint8Array): string {
  return hash("sha256", bytes, "base64url");
}
