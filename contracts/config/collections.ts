import * as z from "zod";
import { identifier, routePath } from "./common.js";
import { listPath } from "../collections.js";

/** A tag as entries write it and as its URL shows it: lowercase words joined by dashes. */
const tagSlug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a tag like privacy-guides (lowercase letters, digits and dashes)");


/** The front matter schemas entries can be checked against, by the name `entries:` gives in site.yaml. */
const entrySchemaNames = ["post", "press-release"] as const;
export type EntrySchemaName = (typeof entrySchemaNames)[number];

const collectionSchema = z
  .object({
    folder: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/, "a folder like blog or news/press (lowercase, no slashes at the ends)")
      .describe("The entries' folder under content/{locale}/: each Markdown file in it is an entry, its name the entry's slug"),
    route: z
      .string()
      .regex(/^\/[a-z0-9/-]*\{slug\}$/, "a route pattern ending in {slug}, like /blog/{slug}")
      .describe("Where each entry is served; the list is at the part before /{slug} (/blog)"),
    entries: z.enum(entrySchemaNames).describe("The front matter entries must have: post (author, tags) or press-release (location)"),
    template: identifier.describe("Renders an entry's page (a component exported by templates/index.tsx)"),
    listTemplate: identifier.describe("Renders the list pages and the tag pages"),
    theme: identifier,
    perPage: z.number().int().positive().max(100).describe("Entries per list page: /blog, /blog/page/2, ..."),
    tags: z
      .array(tagSlug)
      .default([])
      .describe("The tags entries may carry, each with its name under collections.{collection}.tags.{tag} in the catalogues; each used tag gets pages at {list}/tags/{tag}"),
    content: z
      .string()
      .regex(/^[a-z0-9/_-]+\.md$/, "a Markdown file name like press.md")
      .optional()
      .describe("Markdown under content/{locale}/ shown above the first list page, falling back to the default locale"),
    feed: z
      .object({
        limit: z.number().int().positive().describe("Newest entries in each feed, and on pages that show the latest (SPEC §9: the blog feed limit is a parameter)"),
      })
      .strict()
      .optional()
      .describe("RSS 2.0, Atom and JSON Feed per locale, at {list}/rss.xml, atom.xml and feed.json"),
    related: z.number().int().nonnegative().default(3).describe("Entries sharing the most tags shown under an entry"),
  })
  .strict()
  .superRefine((collection, ctx) => {
    const list = listPath(collection.route);
    if (list !== "/" && !routePath.safeParse(list).success) ctx.addIssue({ code: "custom", path: ["route"], input: collection.route, message: "the part before /{slug} must be a route path like /blog" });
    collection.tags.forEach((tag, index) => {
      if (collection.tags.indexOf(tag) !== index) ctx.addIssue({ code: "custom", path: ["tags", index], input: tag, message: `the tag "${tag}" is listed twice` });
    });
  });

/** Collections by name: `site new {name}` and the catalogues' collections.{name}.* use it. */
export const collectionsSchema = z.record(identifier, collectionSchema);

export type Collection = z.infer<typeof collectionSchema>;


/** A day (2026-03-14, midnight UTC) or a moment with its offset (2026-03-14T09:00:00+01:00). */
const entryDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: "a date like 2026-03-14 or 2026-03-14T09:00:00+01:00" });

const imageSchema = z
  .object({
    src: z.string().regex(/^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*\.(?:png|jpe?g)$/, "a PNG or JPEG under images/, like blog/passkeys.png").describe("Made into AVIF and WebP by the image pipeline (config/images.yaml)"),
    alt: z.string().describe("What the picture shows, for people who cannot see it; empty for a decorative one"),
  })
  .strict();

const entryFields = {
  title: z.string().min(1),
  description: z.string().min(1).describe("One or two sentences: the entry's summary in lists and feeds, and its meta description"),
  date: entryDate.describe("Published on; an entry dated in the future is left out of production builds until then"),
  updated: entryDate.optional().describe("Last changed in substance"),
  draft: z.boolean().default(false).describe("Shown by site dev, never by site build"),
  image: imageSchema.optional().describe("The entry's picture, shown above its text and beside it in lists; a translation without one shows the default language's"),
  toc: z.boolean().optional().describe("Show a table of contents of the second-level headings"),
};

/**
 * The front matter of each kind of entry, with the collection's tags as the only ones allowed (so a
 * misspelt tag is an error at its line, with the closest one suggested).
 */
export function entrySchema(name: EntrySchemaName, tags: readonly string[]) {
  const tagList = z.array(tags.length ? z.enum(tags as [string, ...string[]]) : z.never()).default([]).describe("Tags from the collection's tags: in site.yaml");
  switch (name) {
    case "post":
      return z.object({ ...entryFields, author: z.string().min(1).describe("Who wrote it, as it should be shown"), tags: tagList }).strict();
    case "press-release":
      return z.object({ ...entryFields, location: z.string().min(1).describe("The dateline's city: Berlin"), tags: tagList }).strict();
  }
}

export type EntryFrontMatter = z.infer<ReturnType<typeof entrySchema>> & { author?: string; location?: string };
