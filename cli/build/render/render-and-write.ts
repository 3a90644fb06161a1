import { join } from "node:path";
import { TemplateError } from "../../failures.js";
import type { PlannedPage } from "../types.js";
import type { RenderedPage } from "./page.js";
import { directWriter, type PageWriter } from "./disk-writers.js";

export interface PageRecord {
  file: string;
  htmlBytes: number;
  assets: string[];
  /** The page's [data-exp-show] values. */
  experiments: string[];
  lazyAssets: string[];
  /** Pictures the page names that are not under images/: the render stage stops the build on them. */
  missingPictures?: string[];
}

/**
 * Render pages and write them under `outDir` (by `writer`: here and now unless told otherwise),
 * returning their sizes. Runs in the main thread or in a worker; writing where we render keeps the
 * HTML from being copied between threads. `onPage` counts pages rendered.
 */
export function renderAndWrite(
  pages: readonly PlannedPage[],
  render: (page: PlannedPage) => RenderedPage,
  outDir: string,
  onPage: (done: number) => void = () => {},
  writer: PageWriter = directWriter(),
): PageRecord[] {
  return pages.map((page, index) => {
    const rendered = renderOne(render, page);
    const bytes = Buffer.from(rendered.html);
    const htmlBytes = bytes.length;
    writer.write(join(outDir, rendered.file), bytes);
    onPage(index + 1);
    return {
      file: rendered.file,
      htmlBytes,
      assets: rendered.assets,
      experiments: rendered.experiments,
      lazyAssets: rendered.lazyAssets,
      ...(rendered.missingPictures ? { missingPictures: rendered.missingPictures } : {}),
    };
  });
}

/** A template's exception, with the page, template and locale it happened on (it may come from a worker). */
function renderOne(render: (page: PlannedPage) => RenderedPage, page: PlannedPage): RenderedPage {
  try {
    return render(page);
  } catch (error) {
    throw new TemplateError(
      page.url,
      page.route.template,
      page.locale.code,
      error instanceof Error ? error.message : String(error),
      error instanceof Error ? error.stack : undefined,
    );
  }
}
