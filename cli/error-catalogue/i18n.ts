import type { CatalogueEntry } from "./entry.js";

/** The message catalogues' own rules, and the translation tools (`site i18n`). */
export const i18nEntries = {
  "message-syntax": {
    area: "translations",
    summary: "A message is not valid message syntax.",
    why: "The build and the browser format messages with one parser ({name}, {n, plural, …}); a message it cannot read would show its braces to visitors.",
    fix: "Fix the braces, or quote a literal { or } with apostrophes ('{'). docs/i18n/README.md explains the syntax.",
  },
  "placeholder-mismatch": {
    area: "translations",
    summary: "A translation's {placeholders} differ from the English message's.",
    why: "The site fills in exactly the names English uses; any other name would show as text, and a missing one drops a price, a date or an address.",
    fix: "Use exactly the placeholders of the English message, spelled the same; their order may change.",
  },
  "plural-forms-missing": {
    area: "translations",
    summary: "A plural message lacks a form its language needs.",
    why: "Intl.PluralRules picks the form (one, few, many, other…) for each number; a missing form falls back to `other`, which reads wrong in that language.",
    fix: "Give every form the language uses, and always `other`.",
  },
  "plural-dropped": {
    area: "translations",
    summary: "English chooses its words by a count ({n, plural, …}); the translation prints the count as plain text.",
    why: 'A sentence flattened to one form ("Testphase von {days} Tagen") reads wrong for the numbers that need another form (1 Tagen); Intl.PluralRules can only pick a form the message gives.',
    fix: "Keep the plural: {days, plural, one {…} other {…}} with every form the language needs (the export's note names them), even where the language has only `other`.",
  },
  "select-forms-mismatch": {
    area: "translations",
    summary: "A translation's {x, select, …} has forms for other values than English's.",
    why: "The site passes exactly the values English has a form for; a form English lacks is never shown, and a missing one falls back to `other`.",
    fix: "Give the same forms as the English message (yearly, monthly…, and other), each translated.",
  },
  "unknown-message-key": {
    area: "translations",
    summary: "A catalogue has a key that locales/en.yaml does not have.",
    why: "No page shows it: English renamed or removed it, so the translation is lost work and hides the new key.",
    fix: "Delete it, or export the locale again (`site i18n export`) and translate the new key.",
  },
  "outdated-translation": {
    area: "translations",
    summary: "A translation was made from English that has since changed.",
    why: "The page may say something the English no longer says (a price, a feature, a promise).",
    fix: "`site i18n export --locale xx` gives the changed strings to a translator; `site i18n mark-current --locale xx KEY` when the English change needs no new translation.",
  },
  "i18n-unknown-locale": {
    area: "translations",
    summary: "The locale named is not one of site.yaml's locales.",
    why: "Translations are written to locales/{code}.yaml and content/{code}/, which the build reads only for its locales.",
    fix: "Use a code from site.yaml's locales; codes are case-sensitive (pt-PT).",
  },
  "i18n-default-locale": {
    area: "translations",
    summary: "The default language was named as a translation target.",
    why: "It is the source of every translation.",
    fix: "Edit locales/en.yaml and content/en/ directly; export and import other languages.",
  },
  "i18n-file-unreadable": {
    area: "translations",
    summary: "A translation file or catalogue could not be read.",
    why: "Nothing can be imported or checked from a file the tool cannot open.",
    fix: "Check the path and the file's permissions.",
  },
  "i18n-format-unknown": {
    area: "translations",
    summary: "The file to import is neither XLIFF 2.0 nor gettext PO.",
    why: "`site i18n import` reads the two formats `site i18n export` writes, by file extension.",
    fix: "Name it .xlf or .xliff (XLIFF 2.0), or .po (gettext).",
  },
  "xliff-invalid": {
    area: "translations",
    summary: "The file is not well-formed XLIFF 2.0.",
    why: "A broken file cannot be matched to the strings it translates.",
    fix: "Open it in a translation tool or an XML editor to find the mistake, or export again.",
  },
  "po-invalid": {
    area: "translations",
    summary: "The file is not a well-formed gettext PO file.",
    why: "A broken file cannot be matched to the strings it translates.",
    fix: "`msgfmt --check-format FILE` shows the mistake.",
  },
  "i18n-source-changed": {
    area: "translations",
    summary: "English changed after the file was exported.",
    why: "The translation answers text the site no longer has; importing it would pass old words off as current.",
    fix: "Export again and translate the new text.",
  },
  "i18n-unknown-page": {
    area: "translations",
    summary: "The file names a page that is not a translatable Markdown page of content/en/.",
    why: "Pages are imported next to their English original, which must exist.",
    fix: "Export again: the page was renamed or removed in English.",
  },
  "i18n-page-incomplete": {
    area: "translations",
    summary: "Only some blocks of a Markdown page are translated.",
    why: "A page is imported whole: half a page in one language and half in another reads as a mistake.",
    fix: "Translate every block of the page, or leave all its blocks empty to import it later.",
  },
  "i18n-unknown-target": {
    area: "translations",
    summary: "No message or page of that name.",
    why: "`site i18n mark-current` records the English a translation was made from, for a key or a page that exists.",
    fix: "Name a message key (nav.skip) or a page (about.md).",
  },
  "readme-completeness-stale": {
    area: "translations",
    summary: "README.md's completeness table differs from the build's.",
    why: "Maintainers read the table to know which languages are ready.",
    fix: "Run `site i18n status --write-readme` after a build.",
  },
} as const satisfies Record<string, CatalogueEntry>;
