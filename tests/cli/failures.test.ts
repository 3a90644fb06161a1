import { MessageChannel } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { failureToError, fromThreadMessage, TemplateError, toThreadMessage, WriteError } from "../../cli/failures.js";

/** What a build thread's failure looks like once it is back on the main thread. */
const acrossThreads = (error: unknown) => fromThreadMessage(structuredClone(toThreadMessage(error)));

describe("a failure inside the build", () => {
  it("names the template, the page and the locale when a template threw, in a thread or not", () => {
    const thrown = new TemplateError(
      "/de/pro/",
      "subscription",
      "de",
      "price is undefined",
      "Error: price is undefined\n    at Price (templates/components/PlanPrices.tsx:12:9)",
    );
    for (const error of [thrown, acrossThreads(thrown)]) {
      const reported = failureToError(error);
      expect(reported.code).toBe("render-failed");
      expect(reported.message).toBe(
        'rendering failed: /de/pro/ (template "subscription", locale de): price is undefined',
      );
      expect(reported.hint).toContain('the template "subscription" threw');
      expect(reported.stack).toContain("PlanPrices.tsx:12:9");
    }
  });

  it("calls a page that cannot be handed to another thread a bug in site, with what a report needs, not a template error", () => {
    // The Node 22 failure of issue #20: a Buffer on Node's shared pool cannot be transferred.
    const { port1, port2 } = new MessageChannel();
    const pooled = Buffer.from("<p>small page</p>");
    let caught: unknown;
    try {
      port1.postMessage(pooled, [pooled.buffer as ArrayBuffer]);
      caught = new Error("transferred (Node 20 copies the pool instead of refusing)");
    } catch (error) {
      caught = error;
    } finally {
      port1.close();
      port2.close();
    }
    for (const error of [caught, acrossThreads(caught)]) {
      const reported = failureToError(error);
      expect(reported.code).toBe("internal-error");
      expect(reported.message).toMatch(/^site stopped on an internal error: /);
      expect(reported.hint).toContain("this is a bug in site");
      expect(reported.hint).toContain(`Node ${process.version}`);
      expect(reported.hint).toContain("--verbose");
      expect(reported.hint).not.toMatch(/template/);
      expect(reported.stack).toBeTruthy();
    }
  });

  it("says a refused write is the disk's or the folder's, not a bug", () => {
    const denied = Object.assign(new Error("EACCES: permission denied, open 'dist/en/index.html'"), {
      code: "EACCES",
      syscall: "open",
    });
    for (const error of [
      denied,
      new WriteError("dist/en/index.html could not be written: ENOSPC: no space left on device"),
    ]) {
      const reported = failureToError(error);
      expect(reported.code).toBe("write-failed");
      expect(reported.hint).toContain("writable");
    }
    expect(failureToError(acrossThreads(new WriteError("full"))).code).toBe("write-failed");
  });
});
