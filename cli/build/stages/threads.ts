import { ok } from "../../errors.js";
import { threadCount } from "../threads/pool.js";
import { defineStage } from "./define.js";

/**
 * Build threads started as soon as the page count is known, each importing the templates the
 * moment they are compiled; only when the build will render most pages (the render stage starts
 * them otherwise, once it knows how many pages must be rendered).
 */
export const threads = defineStage({
  name: "threads",
  offThread: true,
  needs: ["loaded"],
  after: ["compiled"],
  produces: "threads",
  run: async ({ loaded }, context, { compiled }) => {
    if (!context.startThreadsEarly) return ok(undefined);
    const { model } = loaded;
    context.threads.start(threadCount(context.workers, model.routes.length * model.locales.length) - 1);
    const templates = await compiled;
    if (templates.ok) context.threads.warm(templates.value.file);
    return ok(undefined);
  },
});
