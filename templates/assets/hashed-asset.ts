import { createHash } from "node:crypto";

/** A file the templates ask the build to write under assets/, named after its content so browsers may keep it for ever. */
export interface TemplateAsset {
  /** Path in the build: assets/icons-AB12CD34.svg */
  file: string;
  /** What pages refer to: /assets/icons-AB12CD34.svg */
  url: string;
  contents: string;
}

/** Named as the build names its stylesheet: the first 8 hex digits of the content's SHA-256, upper case. */
export function hashedAsset(name: string, extension: string, contents: string): TemplateAsset {
  const hash = createHash("sha256").update(contents).digest("hex").slice(0, 8).toUpperCase();
  const file = `assets/${name}-${hash}.${extension}`;
  return { file, url: `/${file}`, contents };
}
