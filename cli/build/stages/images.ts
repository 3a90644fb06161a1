import type { PictureIndex } from "../../../contracts/pictures.js";
import type { SiteModel } from "../../config/load.js";
import { fail, ok, type Result, type SiteError } from "../../errors.js";
import { planPicture } from "../images/pictures.js";
import { produce, type ImageJob } from "../images/produce.js";
import { findReferences, type Place } from "../images/references.js";
import { loadSharp } from "../images/sharp.js";
import { readSources, type ImageSource } from "../images/sources.js";
import { encoderVersion } from "../images/versions.js";
import { defineStage } from "./define.js";

export interface Pictures {
  /** Every picture by its path under images/: what templates and Markdown are rendered with. */
  index: PictureIndex;
  /** Every file made from images/. */
  jobs: ImageJob[];
  /** Settles once every file is in the cache; the write stage waits for it. */
  made: Promise<Result<void>>;
}

/**
 * The pictures stage: images/ -> each source's entry (its files' names and sizes, known from its
 * header and hash before anything is encoded) and the encoding of the files the cache lacks, which
 * goes on in libvips' threads while pages render. A source that cannot be read, or that is larger
 * than the limits, stops the build where it is named.
 */
async function picturesStage(input: { model: SiteModel }): Promise<Result<Pictures>> {
  const { model } = input;
  const config = model.images;
  const { sources, unreadable } = await readSources(model.rootDir, loadSharp);
  const errors: SiteError[] = unreadable.map((source) => ({
    code: "image-unreadable",
    file: source.file,
    message: `${source.file} cannot be used as a picture: ${source.reason}`,
    hint: "pictures are PNG or JPEG files; put other files in public/",
  }));
  for (const source of sources) {
    const problem = oversize(source, config);
    if (problem)
      errors.push(
        ...locatedAt(
          model.rootDir,
          source,
          "image-too-large",
          `${source.file} is ${problem}`,
          "export it at twice the size the site shows it, or raise images.maxSourceKb / images.maxSourcePixels",
        ),
      );
  }
  if (errors.length) return fail(...errors);
  const encoder = encoderVersion();
  const planned = sources.map((source) => planPicture(source, config, encoder));
  const jobs = planned.flatMap((picture) => picture.jobs);
  const made = produce(model.rootDir, jobs, loadSharp).then(
    (failures): Result<void> =>
      failures.length
        ? fail(
            ...failures.map(({ job, reason }) => ({
              code: "image-unreadable" as const,
              file: job.file,
              message: `${job.file} could not be made: ${reason}`,
            })),
          )
        : ok(undefined),
  );
  return ok({ index: Object.fromEntries(planned.map(({ entry }) => [entry.src, entry])), jobs, made });
}

function oversize(source: ImageSource, config: SiteModel["images"]): string | null {
  const kb = source.bytes / 1024;
  if (kb > config.maxSourceKb) return `${Math.round(kb)} KB, over images.maxSourceKb (${config.maxSourceKb} KB)`;
  const longest = Math.max(source.width, source.height);
  if (longest > config.maxSourcePixels)
    return `${source.width}x${source.height} pixels, over images.maxSourcePixels (${config.maxSourcePixels} on the longest side)`;
  return null;
}

/** An error about a source, at every place that names it (or at the source itself when nothing does). */
function locatedAt(
  rootDir: string,
  source: ImageSource,
  code: SiteError["code"],
  message: string,
  hint: string,
): SiteError[] {
  const places: Place[] = findReferences(rootDir, source.src);
  if (!places.length) return [{ code, file: source.file, message, hint }];
  return places.map((place) => ({
    code,
    file: place.file,
    line: place.line,
    column: place.column,
    message: `${message} (named here)`,
    hint,
  }));
}

/** Pictures are read beside content: libvips reads their headers off this thread. */
export const pictures = defineStage({
  name: "pictures",
  offThread: true,
  needs: ["loaded"],
  produces: "pictures",
  run: ({ loaded }) => picturesStage({ model: loaded.model }),
});

/**
 * Every picture and share image made into the image cache, in libvips' threads while pages
 * render; the write stage waits for it. Without share images (none, or the plan failed), the pictures alone.
 */
export const images = defineStage({
  name: "images",
  timed: true,
  needs: ["pictures"],
  after: ["share"],
  produces: "images",
  cache: "the image cache (.site-cache/images/): each file by a hash of what it is made from",
  run: async ({ pictures }, _, { share }) => {
    const shared = await share;
    const results = await Promise.all([pictures.made, shared.ok && shared.value ? shared.value.made : ok(undefined)]);
    const errors = results.flatMap((result) => (result.ok ? [] : result.errors));
    return errors.length ? fail(...errors) : ok(undefined);
  },
});
