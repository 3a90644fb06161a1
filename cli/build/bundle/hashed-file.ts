import { createHash } from "node:crypto";

/** assets/{name}-{hash}.js, named by its content like esbuild's own outputs, so it can be cached for good. */
export function hashedFile(name: string, text: string): { file: string; contents: Uint8Array } {
  const contents = new TextEncoder().encode(text);
  return {
    file: `assets/${name}-${createHash("sha256").update(contents).digest("hex").slice(0, 8).toUpperCase()}.js`,
    contents,
  };
}
