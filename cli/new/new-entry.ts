import { slugify } from "../../contracts/slug.js";
import { ENTRY_SLUG } from "../../contracts/collections.js";
import type { Collection } from "../../contracts/config/collections.js";
import type { SiteModel } from "../config/load.js";
import { fail, ok, type Result } from "../errors.js";
import { entriesFolder, entryParser } from "../content/entries.js";

export interface NewEntryOptions {
  collection: string;
  title: string;
  /** The day it is written: its date, until it is published. */
  today: Date;
  /** A post's author; a press release's dateline. */
  author?: string;
  location?: string;
  /** The slug, when the title's would not do. */
  slug?: string;
}

/**
 * A new entry of a collection as a file to write: in the default language's folder, named after
 * its title, with front matter its collection's schema accepts. It starts as a draft, so `site dev`
 * shows it and no build publishes it until its author says so. Pure: the caller writes it.
 */
export function newEntry(model: SiteModel, options: NewEntryOptions): Result<{ file: string; text: string }> {
  const collection: Collection | undefined = model.collections?.[options.collection];
  if (!collection) {
    const names = Object.keys(model.collections ?? {});
    return fail({
      code: "unknown-collection",
      message: `site.yaml defines no collection "${options.collection}"`,
      hint: names.length ? `collections are: ${names.join(", ")}` : "define one under collections: in site.yaml",
    });
  }
  const slug = options.slug ?? asciiSlug(options.title);
  if (!ENTRY_SLUG.test(slug)) {
    return fail({
      code: "entry-slug-invalid",
      message: `"${slug}" cannot name an entry`,
      hint: "give one with --slug, in lowercase letters, digits and dashes: --slug my-first-post",
    });
  }
  const date = options.today.toISOString().slice(0, 10);
  const fields: [string, string][] = [
    ["title", options.title],
    ["description", `What “${options.title}” says, in a sentence or two: lists, feeds and search engines show it.`],
    ["date", date],
    ...(collection.entries === "post" ? [["author", options.author ?? `${model.site.brand}`] as [string, string]] : []),
    ...(collection.entries === "press-release" ? [["location", options.location ?? "Berlin"] as [string, string]] : []),
  ];
  const text = `---\n${fields.map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join("\n")}\ntags: []\ndraft: true\n---\n\nWrite the ${collection.entries === "post" ? "post" : "release"} here, in Markdown. Remove \`draft: true\` above to publish it.\n`;
  const file = `${entriesFolder(model.site.defaultLocale, collection)}/${slug}.md`;
  // What the build will check, checked now: a file `site new` writes is never the first error.
  const parsed = entryParser(options.collection, collection).parse(file, text);
  return parsed.ok ? ok({ file, text }) : parsed;
}

/** A title's slug in ASCII, for a URL anyone can type: "Über Tracking!" -> "uber-tracking". */
function asciiSlug(title: string): string {
  return slugify(title)
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}
