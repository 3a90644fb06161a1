import { parentPort, workerData } from "node:worker_threads";
import type { PlannedPage } from "../stages/plan.js";
import { createPageRenderer, type RenderInput } from "./page.js";
import { importTemplates } from "../bundle/templates.js";
import { renderAndWrite } from "./write-pages.js";

export interface WorkerJob {
  input: RenderInput;
  templatesFile: string;
  pages: PlannedPage[];
  outDir: string;
}

/** Renders its share of the pages and writes them; progress and results go back as messages. */
const job = workerData as WorkerJob;
const templates = await importTemplates(job.templatesFile);
if (!templates.ok) throw new Error(templates.errors[0]!.message);
const render = createPageRenderer(job.input, templates.value);
let reported = 0;
const records = renderAndWrite(job.pages, render, job.outDir, (done) => {
  if (done - reported >= 50) {
    parentPort!.postMessage({ type: "progress", done: done - reported });
    reported = done;
  }
});
parentPort!.postMessage({ type: "progress", done: job.pages.length - reported });
parentPort!.postMessage({ type: "done", records });
