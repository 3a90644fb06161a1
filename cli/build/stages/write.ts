import { existsSync, readdirSync } from "node:fs";
import { cp, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { ok } from "../../errors.js";
import type { BuildEnvironment } from "../../../contracts/browser-config.js";
import type { Manifest } from "../../../contracts/manifest.js";
import type { SiteModel } from "../../config/load.js";
import type { Messages } from "../../content/messages.js";
import { PUBLIC_DIR } from "../../site-layout.js";
import { buildManifest } from "../write/manifest.js";
import { feedWriter } from "../write/feeds.js";
import { contentSecurityPolicy, headersFile, robots, rootPage, sitemap } from "../write/site-files.js";
import type { Bundle } from "./bundle.js";
import { writeImageFiles } from "../images/output.js";
import type { ImageJob } from "../images/produce.js";
import type { Plan, PlannedOutput } from "../types.js";
import type { PictureIndex } from "../../../contracts/pictures.js";
import type { Rendered } from "./render.js";
import { defineStage } from "./define.js";

export interface Written {
  manifest: Manifest;
  /** Every file of the output, relative, with forward slashes: the plan's, the bundles and public/. */
  files: string[];
}

/**
 * Stage 6: everything but the pages into the folder the pages were rendered into: public/ (never
 * over a built file), the bundles, and each planned file that is not a page. The publish stage
 * (stages/output.ts) swaps the folder in for the output folder.
 */
async function writeStage(input: {
  model: SiteModel;
  environment: BuildEnvironment;
  plan: Plan;
  /** The pictures of images/, which feeds point at. */
  pictures: PictureIndex;
  bundle: Bundle;
  messages: Messages;
  rendered: Rendered;
  dir: string;
  /** The files made from images/ and the share images, all in the cache by now. */
  images: { pictures: { jobs: readonly ImageJob[] }; share: { jobs: readonly ImageJob[] } | null };
  gzipSize?: (contents: Uint8Array) => number;
}): Promise<Written> {
  const { model, bundle, dir } = input;
  if (existsSync(join(model.rootDir, PUBLIC_DIR)))
    await cp(join(model.rootDir, PUBLIC_DIR), dir, { recursive: true, dereference: true, force: false });
  await mkdir(join(dir, "assets"), { recursive: true });
  await Promise.all([...bundle.assets.files].map(([file, contents]) => writeFile(join(dir, file), contents)));
  const pictures = writeImageFiles(model.rootDir, dir, input.images.pictures.jobs, true) as Map<string, number>;
  const shareImages = writeImageFiles(model.rootDir, dir, input.images.share?.jobs ?? [], false);

  const root = rootPage(model, bundle.assets.stylesheet);
  const inlineScriptHashes = [root.scriptHash];
  const publicFiles = await loadedPublicFiles(dir, input.rendered, bundle);
  const islandConfigs = new Map(
    input.plan.outputs.flatMap((output) =>
      output.kind === "island-config" ? [[output.file, output.contents as Uint8Array] as const] : [],
    ),
  );
  const manifest = buildManifest({
    model,
    environment: input.environment,
    pages: input.plan.pages,
    records: input.rendered.records,
    assets: bundle.assets,
    publicFiles,
    islandConfigs,
    templateSources: bundle.templates.sources,
    inlineScriptHashes,
    messages: input.messages,
    gzipSize: input.gzipSize,
    images: pictures,
  });
  const feed = feedWriter(model, input.messages, input.pictures);
  const contents = (output: PlannedOutput): string | Uint8Array | null => {
    switch (output.kind) {
      case "page":
      case "not-found":
        return null;
      case "root":
        return root.html;
      case "sitemap":
        return sitemap(model, input.plan.pages);
      case "feed":
        return feed(output.feed!);
      case "robots":
        return robots(model);
      case "headers":
        return headersFile(contentSecurityPolicy(model, input.environment, inlineScriptHashes));
      case "eligibility":
      case "island-config":
        return output.contents!;
      case "manifest":
        return `${JSON.stringify(manifest, null, 2)}\n`;
    }
  };
  await Promise.all(
    input.plan.outputs.map(async (output) => {
      const text = contents(output);
      if (text === null) return;
      await mkdir(dirname(join(dir, output.file)), { recursive: true });
      await writeFile(join(dir, output.file), text);
    }),
  );
  const files = new Set([
    ...input.plan.outputs.map((output) => output.file),
    ...bundle.assets.files.keys(),
    ...pictures.keys(),
    ...shareImages.keys(),
    ...publicFilesOf(model),
  ]);
  return { manifest, files: [...files] };
}

/** The files under public/, as they land in the output. */
function publicFilesOf(model: SiteModel): string[] {
  const dir = join(model.rootDir, PUBLIC_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

/** The files of public/ that pages load (the favicon, images): the manifest weighs them beside the bundles. */
async function loadedPublicFiles(dir: string, rendered: Rendered, bundle: Bundle): Promise<Map<string, Uint8Array>> {
  const loaded = new Set(
    rendered.records
      .flatMap((record) => record.assets)
      .filter((file) => !bundle.assets.files.has(file) && existsSync(join(dir, file))),
  );
  return new Map(await Promise.all([...loaded].map(async (file) => [file, await readFile(join(dir, file))] as const)));
}

/** Waits for the images too: the files made from images/ are copied out of the image cache. */
export const write = defineStage({
  name: "write",
  timed: true,
  needs: ["rendered", "images", "output", "loaded", "plan", "content", "bundle", "renderInput", "pictures", "share"],
  produces: "written",
  run: async ({ rendered, output, loaded, plan, content, bundle, renderInput, pictures, share }, context) =>
    ok(
      await writeStage({
        model: loaded.model,
        environment: context.environment,
        plan,
        bundle,
        messages: content.messages,
        pictures: renderInput.pictures,
        rendered,
        dir: output.staging.dir,
        images: { pictures, share },
        gzipSize: output.pages?.gzipSize,
      }),
    ),
});
