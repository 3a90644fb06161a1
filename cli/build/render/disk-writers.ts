import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { WriteError } from "../../failures.js";

/** Where rendered pages go: written here and now, or handed to the writer thread. */
export interface PageWriter {
  write(file: string, bytes: Uint8Array): void;
  /**
   * Resolves once every page handed over is on disk (rejects with the first failure), with the time
   * the first one got there, from process start. Call it also when rendering failed: it ends the thread.
   */
  finish(): Promise<{ firstWrittenMs: number | null }>;
}

/** Writes files, making each folder the first time one of its files is written: the direct writer and the writer thread both use it. */
export function fileWriter(): (file: string, bytes: Uint8Array) => void {
  const made = new Set<string>();
  return (file, bytes) => {
    const dir = dirname(file);
    try {
      if (!made.has(dir)) {
        mkdirSync(dir, { recursive: true });
        made.add(dir);
      }
      writeFileSync(file, bytes);
    } catch (error) {
      throw new WriteError(`${file} could not be written: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}

/** Writes each page on the calling thread as it is handed over. */
export function directWriter(): PageWriter {
  const writeFile = fileWriter();
  let firstWrittenMs: number | null = null;
  return {
    write(file, bytes) {
      writeFile(file, bytes);
      firstWrittenMs ??= performance.now();
    },
    finish: async () => ({ firstWrittenMs }),
  };
}

/** What the main thread sends the writer thread. */
export type ToWriter =
  | { type: "start"; inFlight: SharedArrayBuffer }
  | { type: "files"; files: [string, Uint8Array][] }
  | { type: "finish" };
export type FromWriter = { type: "finished"; failure: string | null };

/**
 * Bytes in an ArrayBuffer of their own, the only kind that can be moved to another thread. A small
 * Buffer is a view on Node's shared pool, which Node 22 and later refuse to transfer ("Cannot
 * transfer object of unsupported type"); Buffer's own slice() is a view on the same pool, so the
 * copy goes through Uint8Array's.
 */
export function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : Uint8Array.prototype.slice.call(bytes);
}

/** The compiled thread entry beside the compiled CLI; absent when running from the TypeScript sources. */
const WRITER_FILE = join(dirname(fileURLToPath(import.meta.url)), "write-worker.mjs");

/** Pages per message: few enough that the writer starts at once, enough that messages cost little. */
const BATCH = 16;
/** Batches handed over and not yet written, past which rendering waits: what a slow disk may hold in memory. */
const MAX_IN_FLIGHT = 64;
/** Seconds without a batch written, while rendering waits, after which the writer thread is taken for dead. */
const STALLED_SECONDS = 60;

/**
 * Hands pages to a thread of their own that writes them, the HTML moved (not copied) across; the
 * caller renders on meanwhile. Falls back to writing directly where the thread entry is missing.
 */
export function writerThread(): PageWriter {
  if (!existsSync(WRITER_FILE)) return directWriter();
  const worker = new Worker(WRITER_FILE);
  // Kept so that a thread that dies is reported by finish(), not thrown at the event loop.
  let stopped: Error | null = null;
  worker.on("error", (error) => (stopped ??= error));
  worker.on("exit", () => (stopped ??= new Error("the writer thread stopped")));
  const inFlight = new Int32Array(new SharedArrayBuffer(4));
  worker.postMessage({ type: "start", inFlight: inFlight.buffer as SharedArrayBuffer } satisfies ToWriter);
  // The first page is written here, as soon as it is rendered: the thread is still starting.
  const first = directWriter();
  let firstWritten = false;
  let batch: [string, Uint8Array][] = [];
  const send = () => {
    if (!batch.length) return;
    Atomics.add(inFlight, 0, 1);
    worker.postMessage(
      { type: "files", files: batch } satisfies ToWriter,
      batch.map(([, bytes]) => bytes.buffer as ArrayBuffer),
    );
    batch = [];
    // A disk slower than rendering: wait for it rather than hold every page in memory. A thread
    // that writes nothing for a long while is taken for dead (its exit cannot be heard from here).
    let waited = 0;
    for (let count = Atomics.load(inFlight, 0); count > MAX_IN_FLIGHT; count = Atomics.load(inFlight, 0)) {
      if (Atomics.wait(inFlight, 0, count, 1_000) === "timed-out" && ++waited >= STALLED_SECONDS)
        throw new Error(`the writer thread wrote nothing for ${STALLED_SECONDS} s`);
      if (Atomics.load(inFlight, 0) < count) waited = 0;
    }
  };
  return {
    write(file, bytes) {
      if (!firstWritten) {
        first.write(file, bytes);
        firstWritten = true;
        return;
      }
      batch.push([file, ownBuffer(bytes)]);
      if (batch.length >= BATCH) send();
    },
    async finish() {
      try {
        send();
        if (stopped) throw stopped;
        const { failure } = await new Promise<FromWriter>((resolve, reject) => {
          worker.once("message", resolve);
          worker.once("error", reject);
          worker.once("exit", () => reject(stopped));
          worker.postMessage({ type: "finish" } satisfies ToWriter);
        });
        if (failure) throw new WriteError(failure);
        return first.finish();
      } finally {
        await worker.terminate();
      }
    },
  };
}
