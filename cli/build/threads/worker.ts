import { parentPort } from "node:worker_threads";
import { toThreadMessage } from "../../failures.js";
import { importTemplates, type Templates } from "../bundle/templates.js";
import { createPageRenderer } from "../render/page.js";
import { renderAndWrite } from "../render/render-and-write.js";
import type { FromThread, Job, RenderJob, ToThread } from "./jobs.js";

/**
 * A build thread: renders the shares of the pages the main thread sends it, and writes them (a
 * page's HTML never crosses threads).
 */
const port = parentPort!;
const imported = new Map<string, Promise<Templates>>();

function templates(file: string): Promise<Templates> {
  let loading = imported.get(file);
  if (!loading) {
    loading = importTemplates(file).then((result) =>
      result.ok ? result.value : Promise.reject(new Error(result.errors[0]!.message)),
    );
    // A warm-up that fails is reported by the job that needs it.
    loading.catch(() => undefined);
    imported.set(file, loading);
  }
  return loading;
}

async function render(id: number, job: RenderJob) {
  const renderPage = createPageRenderer(job.input, await templates(job.templatesFile));
  let reported = 0;
  const records = renderAndWrite(job.pages, renderPage, job.outDir, (done) => {
    if (done - reported >= 50) {
      port.postMessage({ type: "progress", id, done: done - reported } satisfies FromThread);
      reported = done;
    }
  });
  port.postMessage({ type: "progress", id, done: job.pages.length - reported } satisfies FromThread);
  return records;
}

async function run(id: number, job: Job): Promise<unknown> {
  return render(id, job);
}

port.on("message", (message: ToThread) => {
  if (message.type === "warm") {
    void templates(message.templatesFile);
    return;
  }
  run(message.id, message.job).then(
    (result) => port.postMessage({ type: "done", id: message.id, result } satisfies FromThread),
    (error: unknown) =>
      port.postMessage({ type: "failed", id: message.id, thrown: toThreadMessage(error) } satisfies FromThread),
  );
});
