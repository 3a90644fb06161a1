import { Command, Option } from "commander";

/** What the commands touch outside themselves; tests pass their own. */
export interface I18nIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  setExitCode(code: 0 | 1): void;
}

const defaultIo: I18nIo = {
  stdout: process.stdout,
  stderr: process.stderr,
  setExitCode: (code) => {
    process.exitCode = code;
  },
};

export interface ExportCommandOptions {
  root: string;
  locale: string;
  format?: "xliff" | "po";
  out?: string;
  all?: boolean;
}

export interface ImportCommandOptions {
  root: string;
  dryRun?: boolean;
}

export interface MarkCurrentOptions {
  root: string;
  locale: string;
}

export interface StatusOptions {
  root: string;
  dist: string;
  markdown?: boolean;
  json?: boolean;
  writeReadme?: boolean;
  review?: string;
}

// The actions are loaded only when a subcommand runs, so `site --help` stays fast.
const actions = () => import("./actions.js");
const rootOption = () => new Option("-C, --root <dir>", "the site folder (holding site.yaml)").default(".");

export function i18nCommand(io: I18nIo = defaultIo): Command {
  const command = new Command("i18n")
    .description(
      "Tools for translators: export what needs translating, import translations, see how complete each language is",
    )
    .addHelpText(
      "after",
      `
A translator's round:
  $ site i18n export --locale de                 de.xlf: the missing and outdated strings (messages and pages)
  ...translate de.xlf in any XLIFF 2.0 or PO tool...
  $ site i18n import de.xlf                      validated, then written to locales/de.yaml and content/de/
  $ site i18n status                             how complete each language is

docs/i18n/README.md explains the workflow, the message syntax and how outdated strings are found.`,
    );

  command
    .command("export")
    .description(
      "Write a locale's missing and outdated strings (messages from locales/, Markdown pages from content/) for translators",
    )
    .requiredOption("-l, --locale <code>", "the language to translate into, as in site.yaml (de, pt-PT)")
    .addOption(new Option("-f, --format <format>", "XLIFF 2.0 or gettext PO").choices(["xliff", "po"]))
    .option(
      "-o, --out <file>",
      "where to write it (default: {locale}.xlf or {locale}.po in the current folder; - for standard output)",
    )
    .option("--all", "every string, translated ones too (with their translation), for context or a full review")
    .addOption(rootOption())
    .addHelpText(
      "after",
      `
Each string is one unit: a message (its key, e.g. nav.skip) or one block of a Markdown page (its
title, description, and paragraphs b1, b2...). Notes tell the translator which {placeholders} to keep
and which plural forms the language needs. An outdated string (its English changed since it was
translated) carries its earlier translation: PO marks it fuzzy, XLIFF puts it in a note.

Examples:
  $ site i18n export --locale de                    de.xlf (XLIFF 2.0)
  $ site i18n export --locale pt-PT --format po     pt-PT.po
  $ site i18n export --locale ja --all --out -      every Japanese string, to standard output`,
    )
    .action(async (options: ExportCommandOptions) => io.setExitCode(await (await actions()).exportAction(options, io)));

  command
    .command("import")
    .description(
      "Bring a translated XLIFF or PO file back into locales/{locale}.yaml and content/{locale}/, after validating all of it",
    )
    .argument("<file>", "a file written by `site i18n export` and translated (.xlf, .xliff or .po)")
    .option("-n, --dry-run", "validate and say what would change, without writing")
    .addOption(rootOption())
    .addHelpText(
      "after",
      `
The file must be well-formed, name a locale of site.yaml, and translate today's English (export
again if English changed since). Every message must keep the English {placeholders} and give the
plural forms its language needs; a page is imported whole. One problem stops the whole import and
nothing is written. Untranslated units are skipped; the catalogue keeps en.yaml's key order.

Examples:
  $ site i18n import de.xlf
  $ site i18n import ~/Downloads/pt-PT.po --dry-run`,
    )
    .action(async (file: string, options: ImportCommandOptions) =>
      io.setExitCode(await (await actions()).importAction(file, options, io)),
    );

  command
    .command("mark-current")
    .description(
      "Record that translations match today's English (existing translations, or an English edit that needs no new translation)",
    )
    .requiredOption("-l, --locale <code>", "a locale, or all")
    .argument(
      "[strings...]",
      "message keys (nav.skip) or pages (about.md); none: every translation that has no record yet",
    )
    .addOption(rootOption())
    .addHelpText(
      "after",
      `
Examples:
  $ site i18n mark-current --locale all                      start tracking every existing translation
  $ site i18n mark-current --locale all pages.home.title     English fixed a typo: translations stay valid`,
    )
    .action(async (strings: string[], options: MarkCurrentOptions) =>
      io.setExitCode(await (await actions()).markCurrentAction(strings, options, io)),
    );

  command
    .command("status")
    .description(
      "How complete each language is: messages, Markdown pages, and (after a build) how much of each page reads in its own language",
    )
    .option("-d, --dist <dir>", "the build to measure pages in", "dist")
    .option("--markdown", "print the table as Markdown")
    .option("--json", "print everything as JSON, with the pages that read mostly in the default language")
    .option("--write-readme", "write the table into README.md between its markers (a test keeps it current)")
    .option(
      "--review <locale>",
      "list what a reviewer would point at in a locale's messages (or all): glossary terms not used, English left as it is, counts without plural forms",
    )
    .addOption(rootOption())
    .addHelpText(
      "after",
      `
Pages are measured on the built HTML: the sentences of <main> with at least three words; a
sentence equal to one on the default language's page of the route, or marked as the default
language (a fallback), counts as untranslated. Each page's share is weighted by characters, and a
locale's figure is the mean over its pages. docs/i18n/README.md has the details.

"To review" counts the messages a reviewer would point at: a term of the language's glossary
(docs/i18n/glossary/) that the translation does not use, a translation that is the English but for
names, and a count shown without a plural form or set apart after a colon or in brackets.

Examples:
  $ site build && site i18n status
  $ site i18n status --review pl
  $ site i18n status --write-readme`,
    )
    .action(async (options: StatusOptions) => io.setExitCode(await (await actions()).statusAction(options, io)));

  return command;
}
