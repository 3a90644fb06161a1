import type SharpModule from "sharp";
import { useOwnFonts } from "./fonts.js";

export type Sharp = typeof SharpModule;

let loading: Promise<Sharp> | undefined;
let fontProblem: string | null = null;

/**
 * sharp, loaded on first use: a build without pictures or share images never loads libvips. The
 * fonts are set before, since libvips reads fontconfig's configuration once, when it first draws
 * text; pictures need no fonts, so a font package missing stops only the share images.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= (async () => {
    try {
      useOwnFonts();
    } catch (error) {
      fontProblem = (error as Error).message;
    }
    return (await import("sharp")).default;
  })();
  return loading;
}

/** Why share images cannot be drawn in this process (a font package is missing), or null. */
export function ownFontsProblem(): string | null {
  return fontProblem;
}
