import { Command } from "commander";
import { buildCommand } from "./build/command.js";
import { checkCommand } from "./check/command.js";
import { schemaCommand } from "./config/schema-command.js";
import { devCommand } from "./dev/command.js";
import { emulatorCommand } from "./dev/emulator/command.js";

const program = new Command("site")
  .description("Build, check and preview a multilingual static site described by site.yaml")
  .version("0.1.0")
  .showHelpAfterError("(run with --help for usage)")
  .addHelpText(
    "after",
    `
Examples:
  $ site build                 build dist/ from site.yaml, content/, locales/, templates/, runtime/
  $ site check                 prove dist/ may ship
  $ site dev                   preview with live reload and the local API emulator
  $ site schema                write site.schema.json for editor autocompletion`,
  )
  .addCommand(buildCommand())
  .addCommand(checkCommand())
  .addCommand(devCommand())
  .addCommand(schemaCommand())
  .addCommand(emulatorCommand());

await program.parseAsync(process.argv);
