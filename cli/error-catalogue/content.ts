import type { CatalogueEntry } from "./entry.js";

/** Problems in content/ (Markdown with front matter) and locales/ (message catalogues). */
export const contentEntries = {
  "front-matter-unclosed": {
    area: "content",
    summary: "A Markdown file starts with `---` but no line `---` ends its front matter.",
    why: "Without the closing line the whole file would be read as front matter and the page would have no text.",
    fix: "End the front matter with a line that holds only `---`.",
  },
  "front-matter-syntax": {
    area: "content",
    summary: "The front matter of a Markdown file is not valid YAML.",
    why: "The page's title, description and options come from it; the position named is where the problem starts.",
    fix: "Close every [, { and quote on the line that opens it, keep each key once, and quote values that contain `: `.",
  },
  "front-matter-invalid": {
    area: "content",
    summary: "A front matter field is unknown or has the wrong type.",
    why: "Front matter accepts `title`, `description`, `toc`, `updated` and `lang`; anything else is probably a typo and would be ignored.",
    fix: "Use the suggested field name, or give the value the type the message expects (`toc: true`, `updated: 2026-01-31`).",
  },
  "content-missing": {
    area: "content",
    summary: "A route asks for a Markdown file that the default locale does not have.",
    why: "Locales without their own file show the default locale's, so that one must exist.",
    fix: "Create the file under content/{default locale}/, or remove `content:` from the route.",
  },
  "message-invalid": {
    area: "content",
    summary: "A message in a catalogue is not text (a list, say).",
    why: "Templates show messages as text; nested mappings group keys, but the leaves must be strings.",
    fix: "Write the message as a string; nest mappings to group keys.",
  },
  "unknown-locale-file": {
    area: "content",
    summary: "locales/ holds a catalogue for a language that is not a locale of the site.",
    why: "Its messages would never be shown, which usually means a misspelt file name or a locale missing from site.yaml.",
    fix: "Add the locale to `locales:` in site.yaml, or rename or remove the file.",
  },
  "release-messages-missing": {
    area: "content",
    summary: "A release of config/release-notes.yaml has no words in the default locale's catalogue.",
    why: "A release's title, summary and changes are messages (releases.{id}.…), so translators translate them like every other string; without them /updates would show the bare keys.",
    fix: "Write releases.{id}.title, .summary and .changes.1, .2, … (numbered without a gap) in locales/en.yaml.",
  },
  "release-messages-unused": {
    area: "content",
    summary: "The default locale's catalogue has words for a release that config/release-notes.yaml does not list.",
    why: "No page shows them, yet they count as strings to translate in every language.",
    fix: "Remove them with the release, or add the release back to config/release-notes.yaml.",
  },
  "missing-translation": {
    area: "content",
    summary: "Messages of the default locale are missing from another locale's catalogue.",
    why: "Those messages show in the default language on that locale's pages; the build warns and `site check` lists them, but neither fails.",
    fix: "Translate the listed keys in locales/{code}.yaml (translators own the other languages).",
  },
} as const satisfies Record<string, CatalogueEntry>;
