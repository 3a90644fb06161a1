import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import type { PlannedPage } from "./plan.js";
import type { RenderedPage } from "./render.js";

export interface PageRecord {
  file: string;
  htmlBytes: number;
  htmlGzipBytes: number;
  assets: string[];
}

/**
 * Render pages and write them under `outDir`, returning their sizes. Runs in the main thread or
 * in a worker; writing where we render keeps the HTML from being copied between threads.
 */
export function renderAndWrite(
  pages: readonly PlannedPage[],
  render: (page: PlannedPage) => RenderedPage,
  outDir: string,
  onPage: (done: number) => void = () => {},
): PageRecord[] {
  const made = new Set<string>();
  return pages.map((page, index) => {
    const rendered = render(page);
    const target = join(outDir, rendered.file);
    const dir = dirname(target);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    const bytes = Buffer.from(rendered.html);
    writeFileSync(target, bytes);
    onPage(index + 1);
    return { file: rendered.file, htmlBytes: bytes.length, htmlGzipBytes: gzipSync(bytes).length, assets: rendered.assets };
  });
}
