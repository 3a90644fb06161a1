import type { CatalogueEntry } from "./entry.js";

/** Problems in site.yaml and the files it includes, found when the site is loaded. */
export const configEntries = {
  "file-missing": {
    area: "config",
    summary: "A file the site needs was not found: site.yaml itself, or a file named under `include:`.",
    why: "Nothing can be built without site.yaml, and an included file holds whole sections of it.",
    fix: "Run `site` in the folder that holds site.yaml (or pass `--root`), or correct the path under `include:`.",
  },
  "file-unreadable": {
    area: "config",
    summary: "A config file exists but could not be read.",
    why: "The operating system refused to open it (permissions, a folder where a file was expected).",
    fix: "Check the file's permissions and that the path names a file; the message carries the system's own reason.",
  },
  "yaml-syntax": {
    area: "config",
    summary: "A YAML file (site.yaml, an included file or a message catalogue) is not valid YAML.",
    why: "Until the YAML parses, the file has no meaning: the position named is where the problem starts, and what follows it may read differently once it is fixed.",
    fix: "Indent with spaces, keep each key once per mapping, close every [, { and quote on the line that opens it, and quote values that contain `: ` or start with @, ` or %.",
  },
  "yaml-shape": {
    area: "config",
    summary: "site.yaml is valid YAML but not a mapping of sections.",
    why: "The loader reads site.yaml as sections (`site:`, `locales:`, `routes:` ...); a list or a single value has none.",
    fix: "Start site.yaml with top-level keys such as `site:` and `routes:`.",
  },
  "config-invalid": {
    area: "config",
    summary: "A value in the config does not have the type or form its field needs.",
    why: "Every field of site.yaml is checked against the schema in contracts/config/ so that pages never render from a wrong value.",
    fix: "Write the value the message expects; `site schema` writes site.schema.json, which lets editors autocomplete and check fields as you type.",
  },
  "config-unknown-field": {
    area: "config",
    summary: "The config has a field or section the schema does not know.",
    why: "An unknown key is almost always a typo of a known one, and a typo would otherwise be ignored silently.",
    fix: "Use the suggested name in the hint, or remove the field.",
  },
  "duplicate-section": {
    area: "config",
    summary: "A top-level section is written in two files (site.yaml and an included file, or two included files).",
    why: "The files are merged section by section; two copies of one section would leave it unclear which one counts.",
    fix: "Keep the section in one file only.",
  },
  "duplicate-locale": {
    area: "config",
    summary: "A locale code is listed twice under `locales:`.",
    why: "Each locale is a folder of the output and a message catalogue; two entries would build the same pages twice.",
    fix: "Remove the second entry.",
  },
  "unknown-default-locale": {
    area: "config",
    summary: "`site.defaultLocale` names a locale that is not under `locales:`.",
    why: "Untranslated messages and Markdown fall back to the default locale, so it must be one of the site's locales.",
    fix: "Add the locale to `locales:`, or set `defaultLocale` to one that is listed.",
  },
  "unknown-theme": {
    area: "config",
    summary: "A route, or a theme's `extends:`, names a theme that `themes:` does not define.",
    why: "Every page renders with its route's theme palettes; a missing theme leaves the page without colours.",
    fix: "Use one of the theme names the hint lists, or define the theme under `themes:`.",
  },
  "incomplete-theme": {
    area: "config",
    summary: "A theme has neither both a light and a dark palette nor an `extends:`.",
    why: "Every page can be shown light or dark, so each theme needs both palettes, its own or another theme's.",
    fix: "Add the missing palette, or `extends:` the theme whose palettes it should share.",
  },
  "duplicate-route": {
    area: "config",
    summary: "Two routes have the same path.",
    why: "Both would write the same file in every locale, and one page would silently replace the other.",
    fix: "Give each route its own path.",
  },
  "duplicate-route-id": {
    area: "config",
    summary: "Two routes have the same id.",
    why: "The id names the page's messages (`pages.{id}.title`), so two routes would share a title and description.",
    fix: "Give each route its own id.",
  },
  "unknown-route": {
    area: "config",
    summary: "A menu or footer link points at a path that is not a route of the site.",
    why: "The link would lead to a page that is never built.",
    fix: "Point the link at an existing route (the hint suggests the closest), or add the route.",
  },
} as const satisfies Record<string, CatalogueEntry>;
