import * as z from "zod";
import { localeCode } from "./common.js";

/** Figures quoted on pages (SPEC §3). Numbers, so templates format them per locale. */
export const statsSchema = z
  .object({
    teamSize: z.number().int().positive().describe("People on the team (about and careers pages)"),
    monthlySearches: z.number().positive().describe("Searches a month, as a plain number (3000000000 shows as \"3 billion\")"),
    mobileSearchEngineRank: z.number().int().positive().describe("Rank among mobile search engines (shown as #2)"),
    monthlyDownloads: z.number().positive().describe("App downloads a month, as a plain number"),
    averageRating: z.number().min(0).max(5).describe("Average app store rating, out of 5"),
    iosRating: z.object({ rating: z.number().min(0).max(5), reviews: z.number().positive() }).strict().describe("App Store rating and number of reviews"),
    androidRating: z.object({ rating: z.number().min(0).max(5), reviews: z.number().positive() }).strict().describe("Google Play rating and number of reviews"),
    totalDonatedUsd: z.number().nonnegative().describe("Total donated to privacy organisations, in US dollars (donations page)"),
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

/** Who the site belongs to, for the footer's copyright line. */
export const companySchema = z
  .object({
    legalName: z.string().min(1).describe("The company's registered name, as in the copyright line"),
    copyrightYear: z.number().int().min(2000).max(2100).describe("The year of the copyright line; set by hand so builds stay reproducible"),
  })
  .strict();

/**
 * The product pictures' languages: images/product/{language}/ holds a set drawn in that language's
 * words (scripts/draw-product-pictures.mjs); a page in another language shows the default language's.
 */
export const picturesSchema = z
  .object({
    languages: z.array(localeCode).min(1).describe("Languages whose pictures are drawn in their own words, besides the default language"),
  })
  .strict();
