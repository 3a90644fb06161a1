import type { MarkdownSource } from "../../content/front-matter.js";
import type { SiteError } from "../../errors.js";
import type { RenderInput } from "../render/page.js";
import type { PageRecord } from "../render/write-pages.js";
import type { PlannedPage } from "../stages/plan.js";

/** Read and parse these Markdown files ("{locale}/{file}" keys) of the site in `rootDir`. */
export interface ContentJob {
  kind: "content";
  rootDir: string;
  keys: string[];
}

export interface ContentJobResult {
  /** Parsed files, in the order of the job's keys. */
  parsed: [string, MarkdownSource][];
  /** Every key whose file is there, parsed or not. */
  found: string[];
  errors: SiteError[];
}

/** Render these pages and write them under `outDir`. */
export interface RenderJob {
  kind: "render";
  /** The compiled templates module (threads warmed with it have imported it already). */
  templatesFile: string;
  input: RenderInput;
  pages: PlannedPage[];
  outDir: string;
}

export type Job = ContentJob | RenderJob;
export type JobResult<J extends Job> = J extends ContentJob ? ContentJobResult : PageRecord[];

/** What the main thread sends a build thread. */
export type ToThread = { type: "warm"; templatesFile: string } | { type: "job"; id: number; job: Job };

/** What a build thread sends back: pages rendered so far, a job's result, or the error it died of. */
export type FromThread = { type: "progress"; id: number; done: number } | { type: "done"; id: number; result: unknown } | { type: "failed"; id: number; message: string };
