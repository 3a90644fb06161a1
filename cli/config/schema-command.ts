import { Command } from "commander";
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";

export function schemaCommand(): Command {
  return new Command("schema")
    .description("Write the JSON Schema of site.yaml so editors can autocomplete and validate it")
    .option("-o, --out <file>", "where to write it", "site.schema.json")
    .addHelpText(
      "after",
      `
Examples:
  $ site schema                      writes site.schema.json
  $ site schema --out -              prints it

site.yaml points at it with its first line:
  # yaml-language-server: $schema=./site.schema.json`,
    )
    .action(async (options: { out: string }) => {
      // The config schemas are built only for this command, not whenever `site` starts.
      const { siteJsonSchema } = await import("./site-json-schema.js");
      const text = `${JSON.stringify(siteJsonSchema(), null, 2)}\n`;
      if (options.out === "-") {
        process.stdout.write(text);
        return;
      }
      await writeFile(resolve(options.out), text);
      process.stdout.write(`Wrote ${options.out}\n`);
    });
}
