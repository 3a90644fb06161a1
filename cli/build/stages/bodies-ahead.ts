import { ok } from "../../errors.js";
import { renderBodiesAhead } from "../render/bodies-ahead.js";
import { createBodyRenderer } from "../render/page.js";
import { defineStage } from "./define.js";

/**
 * The bodies of the first pages, rendered while the bundle is still being made (page bodies need
 * no bundle): the render stage starts now, and only the documents around these bodies wait for
 * the bundle. Only when the build will render most pages.
 */
export const bodiesAhead = defineStage({
  name: "bodies ahead",
  needs: ["templates", "loaded", "content", "plan", "pictures"],
  after: ["bundle"],
  produces: "bodies",
  run: async ({ templates, loaded, content, plan, pictures }, context, { bundle }) => {
    if (!context.renderAhead) return ok(undefined);
    const renderBody = createBodyRenderer(
      { model: loaded.model, messages: content.messages, pictures: pictures.index, entries: plan.entries },
      templates.components,
    );
    context.clock.onProgress({ stage: "render", state: "started" });
    return ok(await renderBodiesAhead(bundle, plan.pages, renderBody));
  },
});
