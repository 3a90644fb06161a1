import { existsSync } from "node:fs";
import { join } from "node:path";
import { ok } from "../../errors.js";
import { PUBLIC_DIR } from "../../site-layout.js";
import { defineStage } from "./define.js";

/**
 * What the renderer needs, as plain data for the render threads. It needs everything before
 * rendering, so it fails with every error of the site the stages before found.
 */
export const renderInput = defineStage({
  name: "render input",
  needs: ["loaded", "content", "plan", "bundle", "pictures", "shareSettings"],
  produces: "renderInput",
  run: ({ loaded: { model }, content, plan, bundle: { assets }, pictures, shareSettings }, context) =>
    ok({
      model: { ...model },
      environment: context.environment,
      messages: content.messages,
      assets: {
        stylesheet: assets.stylesheet,
        boot: assets.boot,
        config: assets.config,
        main: assets.main,
        islands: Object.fromEntries(assets.islands),
        intlPolyfill: assets.intlPolyfill,
      },
      favicon: existsSync(join(model.rootDir, PUBLIC_DIR, "favicon.svg")) ? "/favicon.svg" : null,
      islandConfig: plan.islandConfig,
      entries: plan.entries,
      pictures: pictures.index,
      share: shareSettings,
    }),
});
