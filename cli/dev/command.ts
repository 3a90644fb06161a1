import { Command, InvalidArgumentError } from "commander";
import { resolve } from "node:path";
import { errorsHelp, formatError } from "../errors.js";
import { colours } from "../terminal/format.js";

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new InvalidArgumentError("a port is a whole number from 0 to 65535");
  return port;
}

export function devCommand(): Command {
  return new Command("dev")
    .description("Preview the site on loopback with live reload and the local subscription API emulator")
    .option("-p, --port <port>", "port of the preview", parsePort, 4321)
    .option("-C, --root <dir>", "the site folder (holding site.yaml)", ".")
    .option("--no-emulator", "do not start the subscription API emulator")
    .addHelpText(
      "after",
      `
Examples:
  $ site dev                         preview on http://127.0.0.1:4321/ with the emulator
  $ site dev --port 8080 --no-emulator

Pages are built for the "local" environment: their subscription calls go to the emulator
(services.environments.local in site.yaml). Editing a Markdown file re-renders only the pages
that show it; a message catalogue, the pages of its language; anything else, the whole site.
Open tabs reload by themselves, and a broken file shows its error over the page until fixed.`,
    )
    .action(async (options: { port: number; root: string; emulator: boolean }) => {
      const rootDir = resolve(options.root);
      const c = colours(process.stdout);
      const [{ DevBuildError, startDevServer }, { startEmulator }, { loadSite }] = await Promise.all([
        import("./dev-server.js"),
        import("./emulator/index.js"),
        import("../config/load.js"),
      ]);
      const log = (line: string) => process.stdout.write(`${c.dim(new Date().toISOString().slice(11, 19))} ${line}\n`);
      let dev;
      let emulator: { url: string; close(): Promise<void> } | null = null;
      try {
        dev = await startDevServer({ rootDir, port: options.port, log, emulatorUrl: () => emulator?.url ?? null });
      } catch (error) {
        if (error instanceof DevBuildError) {
          process.stderr.write(
            `${c.red("The site has problems; fix them and run site dev again:")}\n${error.errors.map((e) => `  ${formatError(e)}`).join("\n")}\n${c.dim(errorsHelp(error.errors))}\n`,
          );
          process.exitCode = 1;
          return;
        }
        if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
          process.stderr.write(
            `site dev: port ${options.port} is already in use [port-in-use]\n    hint: pass --port with another number\n`,
          );
          process.exitCode = 1;
          return;
        }
        throw error;
      }
      if (options.emulator) {
        const site = await loadSite(rootDir);
        if (site.ok) {
          emulator = await startEmulator({ model: site.value, log }).catch((error: NodeJS.ErrnoException) => {
            log(
              c.yellow(
                `the emulator did not start (${error.code ?? error.message}); subscription flows will fail until it runs`,
              ),
            );
            return null;
          });
        }
      }
      log(
        `${c.green("Ready:")} ${c.bold(`${dev.url}/`)}${emulator ? ` · emulator ${emulator.url}` : ""} · Ctrl-C to stop`,
      );
      await new Promise<void>((done) => {
        process.once("SIGINT", done);
        process.once("SIGTERM", done);
      });
      await dev.close();
      await emulator?.close();
    });
}
