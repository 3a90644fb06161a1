import type { CatalogueEntry } from "./entry.js";

/** Problems with collections: site.yaml's `collections:`, and the entries under content/{locale}/{folder}/. */
export const collectionEntries = {
  "entry-slug-invalid": {
    area: "content",
    summary: "A Markdown file in a collection's folder has a name that cannot be an entry's URL.",
    why: "An entry's file name is its slug: the last part of its URL, the same in every language that translates it.",
    fix: "Rename the file in lowercase letters, digits and dashes (my-first-post.md); keep the same name in every locale's folder.",
  },
  "unknown-collection": {
    area: "config",
    summary: "A route names a collection under `collections:` that site.yaml does not define.",
    why: "The route's page lists that collection's entries, and is rendered again when they change.",
    fix: "Use the name of a collection defined under `collections:` in site.yaml, or define it.",
  },
  "collection-messages-missing": {
    area: "content",
    summary: "A collection, or one of its tags, has no name in the default locale's catalogue.",
    why: "List pages, tag pages, feeds and links show the collection's title and description and each tag's name; without them pages would show the bare keys.",
    fix: "Write pages.{collection}.title and .description, and collections.{collection}.tags.{tag}, in the default locale's catalogue.",
  },
  "entry-exists": {
    area: "content",
    summary: "`site new` was asked for an entry whose file is already there.",
    why: "It never writes over an entry: the file may hold someone's work.",
    fix: "Choose another title, or give the new entry its own name with --slug.",
  },
} as const satisfies Record<string, CatalogueEntry>;
