import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const requireFromCli = createRequire(import.meta.url);

let version: string | undefined;

/**
 * The encoder the files are made with, read from sharp's package.json (beside lib/, which its
 * exports map hides) without loading libvips:
 * part of every made file's name, so a new sharp or libvips makes its files anew.
 */
export function encoderVersion(): string {
  if (version === undefined) {
    const manifest = JSON.parse(
      readFileSync(join(dirname(requireFromCli.resolve("sharp")), "..", "package.json"), "utf8"),
    ) as { version: string; config?: { libvips?: string } };
    version = `sharp ${manifest.version} libvips ${manifest.config?.libvips ?? "?"}`;
  }
  return version;
}
