import { Command } from "commander";
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { z } from "zod";
import { siteConfigSchema } from "../../contracts/config/index.js";

/**
 * The JSON Schema of site.yaml and of the files it includes: every section optional (each file
 * holds some of them), plus `include`. Derived from the zod schema, never written by hand.
 */
export function siteJsonSchema(): object {
  const fileSchema = siteConfigSchema.partial().extend({
    include: z.array(z.string()).optional().describe("YAML files whose sections are merged into this one"),
  });
  return { ...z.toJSONSchema(fileSchema, { io: "input", unrepresentable: "any" }), title: "site.yaml" };
}

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
      const text = `${JSON.stringify(siteJsonSchema(), null, 2)}\n`;
      if (options.out === "-") {
        process.stdout.write(text);
        return;
      }
      await writeFile(resolve(options.out), text);
      process.stdout.write(`Wrote ${options.out}\n`);
    });
}
