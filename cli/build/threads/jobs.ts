import type { ThrownInThread } from "../../failures.js";
import type { RenderInput } from "../render/page.js";
import type { PageRecord } from "../render/render-and-write.js";
import type { PlannedPage } from "../types.js";

/** Render these pages and write them under `outDir`. */
export interface RenderJob {
  kind: "render";
  /** The compiled templates module (threads warmed with it have imported it already). */
  templatesFile: string;
  input: RenderInput;
  pages: PlannedPage[];
  outDir: string;
}

export type Job = RenderJob;
export type JobResult<J extends Job> = J extends RenderJob ? PageRecord[] : never;

/** What the main thread sends a build thread. */
export type ToThread = { type: "warm"; templatesFile: string } | { type: "job"; id: number; job: Job };

/** What a build thread sends back: pages rendered so far, a job's result, or the error it died of. */
export type FromThread =
  | { type: "progress"; id: number; done: number }
  | { type: "done"; id: number; result: unknown }
  | { type: "failed"; id: number; thrown: ThrownInThread };
