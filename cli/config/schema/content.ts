import { z } from "zod";

/** Figures quoted on pages (SPEC §3). Numbers, so templates format them per locale. */
export const statsSchema = z
  .object({
    teamSize: z.number().int().positive(),
    monthlySearches: z.number().positive(),
    mobileSearchEngineRank: z.number().int().positive(),
    monthlyDownloads: z.number().positive(),
    averageRating: z.number().min(0).max(5),
    iosRating: z.object({ rating: z.number().min(0).max(5), reviews: z.number().positive() }).strict(),
    androidRating: z.object({ rating: z.number().min(0).max(5), reviews: z.number().positive() }).strict(),
    totalDonatedUsd: z.number().nonnegative(),
  })
  .strict();

const settingSchema = z
  .object({
    key: z.string().regex(/^k[a-z0-9]{1,3}$/, "a short setting key like kl or kae"),
    name: z.string().min(1),
    type: z.enum(["dropdown", "boolean"]).optional(),
    default: z.union([z.string(), z.number()]).optional(),
  })
  .strict();

/** The catalogue of search settings (SPEC §3). */
export const settingsSchema = z
  .object({
    catalogue: z.array(settingSchema).min(1),
    fonts: z.record(z.string().regex(/^[a-z]$/), z.string().min(1)),
    defaults: z
      .object({
        font: z.string().regex(/^[a-z]$/),
        backgroundColour: z.string().regex(/^(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/),
      })
      .strict(),
  })
  .strict();
