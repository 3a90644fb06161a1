import { parentPort } from "node:worker_threads";
import { fileWriter, type FromWriter, type ToWriter } from "../render/disk-writers.js";

/**
 * The writer thread: creates the pages' folders and files while the main thread renders the next
 * pages. File system calls are most of a page's cost on a quiet disk, and they take no JIT to
 * warm up, so on two cores this thread pays for itself where a second render thread does not.
 */
const port = parentPort!;
const writeFile = fileWriter();
let inFlight: Int32Array | null = null;
let failure: string | null = null;

port.on("message", (message: ToWriter) => {
  if (message.type === "start") {
    inFlight = new Int32Array(message.inFlight);
    return;
  }
  if (message.type === "finish") {
    port.postMessage({ type: "finished", failure } satisfies FromWriter);
    return;
  }
  if (!failure) {
    try {
      for (const [file, bytes] of message.files) writeFile(file, bytes);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
  }
  Atomics.sub(inFlight!, 0, 1);
  Atomics.notify(inFlight!, 0);
});
