import { parentPort } from "node:worker_threads";
import { fileWriter, type FromWriter, type ToWriter } from "../render/page-writer.js";

/**
 * The writer thread: creates the pages' folders and files while the main thread renders the next
 * pages. File system calls are most of a page's cost on a quiet disk, and they take no JIT to
 * warm up, so on two cores this thread pays for itself where a second render thread does not.
 */
const port = parentPort!;
const writeFile = fileWriter();
let state: { inFlight: Int32Array; firstWrittenAt: Float64Array } | null = null;
let failure: string | null = null;

port.on("message", (message: ToWriter) => {
  if (message.type === "start") {
    state = { inFlight: new Int32Array(message.inFlight), firstWrittenAt: new Float64Array(message.firstWrittenAt) };
    return;
  }
  if (message.type === "finish") {
    port.postMessage({ type: "finished", failure } satisfies FromWriter);
    return;
  }
  if (!failure) {
    try {
      for (const [file, bytes] of message.files) {
        writeFile(file, bytes);
        if (!state!.firstWrittenAt[0]) state!.firstWrittenAt[0] = performance.timeOrigin + performance.now();
      }
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
  }
  Atomics.sub(state!.inFlight, 0, 1);
  Atomics.notify(state!.inFlight, 0);
});
