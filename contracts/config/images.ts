import * as z from "zod";

const quality = (format: string, fallback: number) => z.number().int().min(1).max(100).default(fallback).describe(`${format} quality, 1-100`);

/**
 * How pictures under images/ become responsive files, and whether pages get share previews.
 * Every field has a default: a site without the section gets pictures as below and no share
 * previews.
 */
export const imagesSchema = z
  .object({
    widths: z
      .array(z.number().int().min(16).max(8192))
      .min(1)
      .default([400, 800, 1200, 1600])
      .describe("Widths in pixels each picture is made at (never wider than its source; a source narrower than the widest also gives its own width)"),
    quality: z
      .object({ avif: quality("AVIF", 50), webp: quality("WebP", 75), jpeg: quality("JPEG fallback", 80) })
      .strict()
      .prefault({})
      .describe("Encoder quality per format; PNG fallbacks (sources with transparency) are lossless"),
    avifEffort: z
      .number()
      .int()
      .min(0)
      .max(9)
      .default(0)
      .describe("AVIF encoder effort, 0 (fastest) to 9 (smallest): on a 1200 px screenshot 0 takes a quarter of 2's time (0.19 s against 0.79 s) for a file about 25% larger"),
    webpEffort: z
      .number()
      .int()
      .min(0)
      .max(6)
      .default(2)
      .describe("WebP encoder effort, 0 (fastest) to 6 (smallest): on a 1200 px screenshot 2 takes under half of 4's time for a file about 10% larger"),
    maxSourceKb: z.number().positive().default(4096).describe("The largest source file under images/, in KB: a bigger one stops the build (export it at the size the site shows, twice over)"),
    maxSourcePixels: z.number().int().positive().default(4096).describe("The longest side a source under images/ may have, in pixels"),
    sharePreviews: z
      .boolean()
      .default(false)
      .describe("Give every page its link preview: og: and twitter: tags and a 1200x630 image with its title in its language, made at build time and cached"),
  })
  .strict();
