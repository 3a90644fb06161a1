import { MessageChannel } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { ownBuffer } from "../../../../cli/build/render/disk-writers.js";

/** What the writer thread is sent: the page's bytes, moved across, not copied. */
function transfer(bytes: Uint8Array): void {
  const { port1, port2 } = new MessageChannel();
  try {
    port1.postMessage(bytes, [bytes.buffer as ArrayBuffer]);
  } finally {
    port1.close();
    port2.close();
  }
}

describe("the bytes handed to the writer thread", () => {
  it("can be moved to another thread when the page is small enough to sit in Node's shared buffer pool", () => {
    // A page under half the pool size is a view on the pool, which Node 22 and later refuse to move.
    const small = Buffer.from("<!doctype html><title>a small page</title>");
    expect(small.buffer.byteLength).toBeGreaterThan(small.byteLength);
    const own = ownBuffer(small);
    expect(() => transfer(own)).not.toThrow();
  });

  it("keep the page's bytes and leave the pool's other buffers alone", () => {
    const before = Buffer.from("before");
    const page = Buffer.from("<p>page</p>");
    const own = ownBuffer(page);
    expect(Buffer.from(own).toString()).toBe("<p>page</p>");
    transfer(own);
    expect(before.toString()).toBe("before");
    expect(page.toString()).toBe("<p>page</p>");
  });

  it("are not copied when they already own their buffer", () => {
    const big = new TextEncoder().encode("x".repeat(100_000));
    expect(ownBuffer(big)).toBe(big);
  });
});
