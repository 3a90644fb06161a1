import { afterEach, describe, expect, it, vi } from "vitest";
import { emulatorCommand } from "../../../../cli/dev/emulator/command.js";

afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

describe("site emulator [--port N]", () => {
  it("loads the site in the working folder, serves its products, and stops when told", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    let stop = () => {};
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const running = emulatorCommand(() => stopped).parseAsync(["--port", "0"], { from: "user" });

    let url: string | undefined;
    for (let tries = 0; tries < 100 && !url; tries += 1) {
      url = lines.map((line) => /on (http:\/\/\S+)/.exec(line)?.[1]).find(Boolean);
      if (!url) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const products = await fetch(`${url}/api/products`);
    expect(products.status).toBe(200);

    stop();
    await running;
    await expect(fetch(`${url}/api/products`)).rejects.toThrow();
  });

  it("refuses a port that is not a number", async () => {
    const command = emulatorCommand(async () => {})
      .exitOverride()
      .configureOutput({ writeErr: () => {} });
    await expect(command.parseAsync(["--port", "eighty"], { from: "user" })).rejects.toThrow(
      "a port is a whole number from 0 to 65535",
    );
  });

  it("says which port is taken", async () => {
    const errors: string[] = [];
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    vi.spyOn(console, "error").mockImplementation((line: string) => void errors.push(line));
    let stop = () => {};
    const first = emulatorCommand(() => new Promise((resolve) => (stop = resolve)));
    const running = first.parseAsync(["--port", "0"], { from: "user" });
    let port: string | undefined;
    for (let tries = 0; tries < 100 && !port; tries += 1) {
      port = lines.map((line) => /:(\d+)$/.exec(line)?.[1]).find(Boolean);
      if (!port) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await emulatorCommand(async () => {}).parseAsync(["--port", port!], { from: "user" });
    expect(errors).toEqual([
      `site emulator: port ${port} is already in use [port-in-use]\n    hint: stop the other process, or pass --port 0 for a free port`,
    ]);
    expect(process.exitCode).toBe(1);
    stop();
    await running;
  });
});
