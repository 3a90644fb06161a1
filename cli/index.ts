import { Command } from "commander";
import { buildCommand } from "./build/command.js";
import { checkCommand } from "./check/command.js";
import { schemaCommand } from "./config/schema-command.js";
import { devCommand } from "./dev/command.js";
import { emulatorCommand } from "./dev/emulator/command.js";
import { errorsCommand } from "./error-catalogue/command.js";
import { formatError } from "./errors.js";
import { internalError } from "./failures.js";
import { i18nCommand } from "./i18n/command.js";
import { newCommand } from "./new/command.js";

const program = new Command("site")
  .description("Build, check and preview a multilingual static site described by site.yaml")
  .version("0.1.0")
  .option("--verbose", "with an error that is a bug in site or a template's exception, print its stack")
  .showHelpAfterError("(run with --help for usage)")
  .addHelpText(
    "after",
    `
Examples:
  $ site build                      build dist/ from site.yaml, content/, locales/, templates/, runtime/
  $ site check                      prove dist/ may ship
  $ site dev                        preview with live reload and the local API emulator
  $ site schema                     write site.schema.json for editor autocompletion
  $ site errors yaml-syntax         what an error code means and what to do
  $ site i18n export --locale de    the German strings still to translate, for a translator
  $ site new blog "A new post"      a new entry of a collection, with valid front matter`,
  )
  .addCommand(buildCommand())
  .addCommand(checkCommand())
  .addCommand(devCommand())
  .addCommand(schemaCommand())
  .addCommand(emulatorCommand())
  .addCommand(errorsCommand())
  .addCommand(i18nCommand())
  .addCommand(newCommand());

for (const command of program.commands) command.configureHelp({ showGlobalOptions: true });

try {
  await program.parseAsync(process.argv);
} catch (error) {
  // A command that crashed instead of reporting: a bug in site, said as one with what a report needs.
  const failure = internalError(error);
  process.stderr.write(`${formatError(failure)}\n`);
  if (!failure.stack || !process.argv.includes("--verbose"))
    process.stderr.write("Run the same command with --verbose to see the stack.\n");
  process.exitCode = 1;
}
