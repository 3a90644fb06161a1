import { Command } from "commander";
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { closest } from "../describe-issue.js";
import { CATALOGUE, isCatalogued } from "./index.js";
import { errorReference, explain, REFERENCE_FILE } from "./reference.js";

export function errorsCommand(): Command {
  return new Command("errors")
    .description("Explain an error or finding code: what happened, why, and what to do")
    .argument("[code]", "the code in brackets at the end of a message, e.g. yaml-syntax")
    .option("-o, --out <file>", `write the whole reference as Markdown (${REFERENCE_FILE} is generated this way)`)
    .addHelpText(
      "after",
      `
Examples:
  $ site errors yaml-syntax              what [yaml-syntax] means and what to do
  $ site errors                          every code
  $ site errors --out ${REFERENCE_FILE}      regenerate the reference page`,
    )
    .action(async (code: string | undefined, options: { out?: string }) => {
      if (options.out) {
        await writeFile(resolve(options.out), errorReference());
        process.stdout.write(`Wrote ${options.out}\n`);
        return;
      }
      if (code === undefined) {
        process.stdout.write((Object.keys(CATALOGUE) as (keyof typeof CATALOGUE)[]).map(explain).join("\n"));
        return;
      }
      const wanted = code.replace(/^\[|\]$/g, "");
      if (isCatalogued(wanted)) {
        process.stdout.write(explain(wanted));
        return;
      }
      const match = closest(wanted, Object.keys(CATALOGUE));
      process.stderr.write(
        `"${wanted}" is not a code of site${match ? `; did you mean "${match}"?` : ""}\n    hint: html and accessibility findings may carry the rule ids of html-validate and axe-core; see ${REFERENCE_FILE}\n`,
      );
      process.exitCode = 1;
    });
}
