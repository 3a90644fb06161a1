import { ok } from "../../errors.js";
import { openPageCache } from "../cache/page-cache.js";
import { freshFolder, updateInPlace } from "../write/swap.js";
import { defineStage } from "./define.js";

/**
 * The folder the build writes into: a fresh one beside the output folder, swapped in at the end;
 * or, after a build into the same folder with the page cache, a folder of changes moved into it.
 */
export const output = defineStage({
  name: "output",
  needs: ["loaded", "renderInput", "bundle"],
  produces: "output",
  cache: "the page cache of the output folder, read here, saved once the folder is published",
  run: async ({ loaded, renderInput, bundle }, context) => {
    const pages = context.pageCache
      ? openPageCache({
          rootDir: loaded.model.rootDir,
          outDir: context.outDir,
          render: renderInput,
          templatesFile: bundle.templates.file,
        })
      : null;
    const inPlace = pages?.warm ?? false;
    const staging =
      pages && inPlace ? await updateInPlace(context.outDir, pages.files) : await freshFolder(context.outDir);
    return ok({ staging, pages, reuse: pages && { pages, previous: context.outDir, inPlace } });
  },
});

/**
 * The build's folder becomes the output, once every stage that writes into it is done (a failed
 * build never gets here: the caller discards the folder); the page cache remembers what it holds.
 */
export const publish = defineStage({
  name: "publish",
  last: true,
  needs: ["written", "output"],
  produces: "published",
  run: async ({ written, output }) => {
    const files = new Set(written.files);
    await output.staging.publish(files);
    await output.pages?.save([...files]);
    return ok(undefined);
  },
});
