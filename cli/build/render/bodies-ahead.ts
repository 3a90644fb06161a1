import type { PlannedPage } from "../types.js";

/** Rendering runs this long between looks at the event loop, where esbuild's answer arrives. */
const SLICE_MS = 2;
/** Bodies kept waiting for their document at most (characters): what a slow bundle may hold in memory. */
const MAX_CHARACTERS = 32 * 1024 * 1024;

/** Page bodies rendered ahead of their documents, by output file. */
export interface Bodies {
  /** When the first one was started (performance.now()): the render stage began then. */
  startedAt: number;
  byFile: Map<string, string>;
}

/**
 * Renders the bodies of `pages`, in order, while `pending` has not settled: the main thread would
 * otherwise wait for the browser bundles, which only the documents around the bodies need. A slice
 * at a time, so that esbuild's answer is taken as soon as it comes. Stops at a body that throws:
 * the render stage renders that page again and reports the error with the page it came from.
 */
export async function renderBodiesAhead(
  pending: Promise<unknown>,
  pages: readonly PlannedPage[],
  renderBody: (page: PlannedPage) => string,
): Promise<Bodies> {
  let settled = false;
  const settle = () => (settled = true);
  pending.then(settle, settle);
  const bodies: Bodies = { startedAt: performance.now(), byFile: new Map() };
  let characters = 0;
  let next = 0;
  while (next < pages.length && characters < MAX_CHARACTERS) {
    await new Promise((resolve) => setImmediate(resolve));
    if (settled) break;
    const sliceEnds = performance.now() + SLICE_MS;
    while (next < pages.length && characters < MAX_CHARACTERS && performance.now() < sliceEnds) {
      const page = pages[next++]!;
      let body: string;
      try {
        body = renderBody(page);
      } catch {
        return bodies;
      }
      bodies.byFile.set(page.file, body);
      characters += body.length;
    }
  }
  return bodies;
}
