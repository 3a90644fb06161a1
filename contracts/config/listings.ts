import * as z from "zod";
import { httpUrl, identifier } from "./common.js";

/**
 * Lists that pages show in full: bang shortcuts, release notes, open positions, donations. Each is
 * data in config/ (one file per list), so a page's claims ("several hundred bangs") are counted
 * from the list itself. Names are written once, as people know them; category, team and platform
 * names, and the words of each release note, are message keys, translated like the rest of the site.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date like 2026-01-31");

/** Items whose `field` is not one of `known`, as issues pointing at the item. */
function unknownReferences<T>(items: readonly T[], field: keyof T & string, known: readonly string[], what: string, ctx: z.RefinementCtx, list = "items") {
  items.forEach((item, index) => {
    const value = String(item[field]);
    if (!known.includes(value)) ctx.addIssue({ code: "custom", path: [list, index, field], input: value, message: `not one of the ${what} listed above (${known.join(", ")})` });
  });
}

/** A BCP 47 language tag as Intl writes it: de, pt-BR, zh-Hant. */
const languageTag = z.string().refine((tag) => {
  try {
    return Intl.getCanonicalLocales(tag)[0] === tag;
  } catch {
    return false;
  }
}, "a BCP 47 language code as written by Intl, like de, pt-BR or zh-Hant");

const bangSchema = z
  .object({
    trigger: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/, "a bang without its !, like w or maps"),
    site: z.string().min(1).describe("The site's name as people know it, a proper name in no language; qualifiers go in language or region"),
    domain: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, "a domain like en.wikipedia.org"),
    category: identifier,
    language: languageTag.optional().describe("The language of this edition of the site (de for the German Wikipedia), named in the page's language: Wikipedia (Deutsch)"),
    region: z.string().regex(/^[A-Z]{2}$/, "an ISO 3166 country code like DE or GB").optional().describe("The country of this edition of the site (DE for amazon.de), named in the page's language: Amazon (Deutschland)"),
  })
  .strict()
  .refine((bang) => bang.language === undefined || bang.region === undefined, { path: ["region"], message: "a bang names its edition by language or by region, not both" });

/** Bang shortcuts (/bangs): a full list that works without JavaScript, filtered as one types. */
export const bangsSchema = z
  .object({
    categories: z.array(identifier).min(1).describe("Category ids in the order the page shows them; titles are messages bangs.categories.{id}"),
    items: z.array(bangSchema).min(1),
  })
  .strict()
  .superRefine((bangs, ctx) => {
    unknownReferences(bangs.items, "category", bangs.categories, "categories", ctx);
    const seen = new Set<string>();
    bangs.items.forEach((bang, index) => {
      if (seen.has(bang.trigger)) ctx.addIssue({ code: "custom", path: ["items", index, "trigger"], input: bang.trigger, message: `the bang !${bang.trigger} is listed twice` });
      seen.add(bang.trigger);
    });
  });

const releaseSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*$/, "an id unique in the feed, in letters, digits and dashes, like mac-1-124-0 (it names the release's messages, whose keys are split at dots)")
      .describe("Unique in the feed (JSON Feed's id); the release's words are the messages releases.{id}.title, .summary and .changes.1, .2, …"),
    platform: identifier,
    version: z.string().min(1),
    date_published: isoDate.describe("Release day (JSON Feed's date_published)"),
  })
  .strict();

/** Release notes (/updates), shaped like a JSON Feed: dated items, newest first. */
export const releaseNotesSchema = z
  .object({
    feedLimit: z.number().int().positive().describe("Releases shown per platform (SPEC §9: the feed limit is a parameter)"),
    platforms: z.array(identifier).min(1).describe("Platform ids in page order; titles are messages updates.platforms.{id}"),
    items: z.array(releaseSchema).min(1),
  })
  .strict()
  .superRefine((notes, ctx) => {
    unknownReferences(notes.items, "platform", notes.platforms, "platforms", ctx);
    notes.items.forEach((item, index) => {
      const before = notes.items[index - 1];
      if (before && before.date_published < item.date_published) {
        ctx.addIssue({ code: "custom", path: ["items", index, "date_published"], input: item.date_published, message: `newer than the item above it (${before.date_published}): a feed lists the newest first` });
      }
    });
  });

const positionSchema = z
  .object({
    id: identifier,
    title: z.string().min(1),
    team: identifier.describe("Message jobs.teams.{team}"),
    region: identifier.describe("Where the position can be held: message jobs.regions.{region}"),
    type: z.enum(["full-time", "part-time", "contract"]),
    url: httpUrl.describe("Where to read the description and apply"),
  })
  .strict();

/** Open positions (/hiring). */
export const jobsSchema = z
  .object({
    teams: z.array(identifier).min(1).describe("Team ids in page order"),
    positions: z.array(positionSchema).describe("An empty list shows the 'no openings' note"),
  })
  .strict()
  .superRefine((jobs, ctx) => unknownReferences(jobs.positions, "team", jobs.teams, "teams", ctx, "positions"));

const recipientSchema = z
  .object({
    name: z.string().min(1),
    url: httpUrl,
    amountUsd: z.number().int().positive(),
  })
  .strict();

/** Donations by year (/donations); the total shown is stats.totalDonatedUsd, which the years add up to. */
export const donationsSchema = z
  .object({
    years: z
      .array(z.object({ year: z.number().int().min(2000).max(2100), recipients: z.array(recipientSchema).min(1) }).strict())
      .min(1)
      .describe("Newest year first"),
  })
  .strict();

export type Bang = z.infer<typeof bangSchema>;
export type Release = z.infer<typeof releaseSchema>;
