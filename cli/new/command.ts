import { Command } from "commander";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { errorsHelp, formatError, type SiteError } from "../errors.js";
import { colours } from "../terminal/format.js";

export function newCommand(): Command {
  return new Command("new")
    .description("Write a new entry of a collection (a blog post, a press release) with valid front matter")
    .argument("<collection>", "the collection's name in site.yaml: blog, press")
    .argument("<title>", "the entry's title, in quotes")
    .option("-C, --root <dir>", "the site folder (holding site.yaml)", ".")
    .option("--slug <slug>", "the file name and URL, when the title's would not do")
    .option("--author <name>", "a post's author (default: the brand)")
    .option("--location <city>", "a press release's dateline (default: Berlin)")
    .addHelpText(
      "after",
      `
Examples:
  $ site new blog "How we count searches without counting you"
  $ site new press "Quietly opens an office in Lisbon" --location Lisbon

The entry goes into the default language's folder of the collection, named after its title, dated
today and marked draft: true, so \`site dev\` shows it and no build publishes it until that line goes.
A translation is the same file name in another language's folder.`,
    )
    .action(
      async (
        collection: string,
        title: string,
        options: { root: string; slug?: string; author?: string; location?: string },
      ) => {
        const rootDir = resolve(options.root);
        const c = colours(process.stderr);
        const [{ loadSite }, { newEntry }] = await Promise.all([import("../config/load.js"), import("./new-entry.js")]);
        const report = (errors: SiteError[]) => {
          for (const error of errors) process.stderr.write(`${c.red("✗")} ${formatError(error)}\n`);
          process.stderr.write(c.dim(`${errorsHelp(errors)}\n`));
          process.exitCode = 1;
        };
        const site = await loadSite(rootDir);
        if (!site.ok) return report(site.errors);
        const entry = newEntry(site.value, {
          collection,
          title,
          today: new Date(),
          slug: options.slug,
          author: options.author,
          location: options.location,
        });
        if (!entry.ok) return report(entry.errors);
        const path = join(rootDir, entry.value.file);
        if (existsSync(path))
          return report([
            {
              code: "entry-exists",
              file: entry.value.file,
              message: "an entry with this name is already there",
              hint: "choose another title, or name it with --slug",
            },
          ]);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, entry.value.text, { flag: "wx" });
        process.stdout.write(
          `Wrote ${entry.value.file} (a draft: site dev shows it, site build leaves it out until you remove draft: true)\n`,
        );
      },
    );
}
