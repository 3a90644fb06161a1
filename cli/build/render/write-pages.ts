import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { PlannedPage } from "../stages/plan.js";
import type { RenderedPage } from "./page.js";

export interface PageRecord {
  file: string;
  htmlBytes: number;
  assets: string[];
  /** The page's [data-exp-show] values. */
  experiments: string[];
  lazyAssets: string[];
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
    const rendered = renderOne(render, page);
    const target = join(outDir, rendered.file);
    const dir = dirname(target);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    const bytes = Buffer.from(rendered.html);
    writeFileSync(target, bytes);
    onPage(index + 1);
    return { file: rendered.file, htmlBytes: bytes.length, assets: rendered.assets, experiments: rendered.experiments, lazyAssets: rendered.lazyAssets };
  });
}

/** A template's exception, with the page and template it happened on (it may come from a worker). */
function renderOne(render: (page: PlannedPage) => RenderedPage, page: PlannedPage): RenderedPage {
  try {
    return render(page);
  } catch (error) {
    throw new Error(`${page.url} (template "${page.route.template}"): ${error instanceof Error ? error.message : String(error)}`);
  }
}
