import { Command, InvalidArgumentError } from "commander";
import { formatError } from "../../errors.js";

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new InvalidArgumentError("a port is a whole number from 0 to 65535");
  }
  return port;
}

const untilInterrupted = () =>
  new Promise<void>((resolve) => {
    process.once("SIGINT", () => resolve());
    process.once("SIGTERM", () => resolve());
  });

/** `site emulator [--port N]`: the subscription API emulator on its own, until Ctrl-C. */
export function emulatorCommand(until: () => Promise<void> = untilInterrupted): Command {
  return new Command("emulator")
    .description("Run the local subscription API emulator (OTP e-mails are printed here)")
    .option("-p, --port <port>", "port to listen on (default: the port of services.environments.local)", parsePort)
    .addHelpText(
      "after",
      `
Every call of services.calls in site.yaml answers at its path, as the real service would, with its
limits and lifetimes (docs/service-contract.md): a spent budget of codes answers 429 with Retry-After.
  GET    /__emulator/outbox?email=a@example.com   e-mails sent, with their one-time codes
  POST   /__emulator/faults   {"call":"token","fault":"http-500","times":1}   (Content-Type: application/json)
         faults: http-500, timeout, malformed-json, missing-field (optional "field")
  DELETE /__emulator/faults   heal every call
The /__emulator/ paths answer only on loopback, to programs or this origin (no CORS).
Checkout and the customer portal are small pages under /__emulator/. State lives in memory.`,
    )
    .action(async (options: { port?: number }) => {
      // Loaded here so other commands never load the emulator and its JWT library.
      const [{ loadSite }, { defaultEmulatorPort, startEmulator }] = await Promise.all([
        import("../../config/load.js"),
        import("./index.js"),
      ]);
      const site = await loadSite(process.cwd());
      if (!site.ok) {
        for (const error of site.errors) console.error(formatError(error));
        process.exitCode = 1;
        return;
      }
      const port = options.port ?? defaultEmulatorPort(site.value);
      let emulator;
      try {
        emulator = await startEmulator({ port, model: site.value, log: (line) => console.log(line) });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
        console.error(
          `site emulator: port ${port} is already in use [port-in-use]\n    hint: stop the other process, or pass --port 0 for a free port`,
        );
        process.exitCode = 1;
        return;
      }
      await until();
      await emulator.close();
    });
}
