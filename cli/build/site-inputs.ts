import type { LoadedConfig } from "../config/load.js";
import { loadContent, type ContentIndex } from "../content/load-content.js";
import { ok, type Result } from "../errors.js";
import { runFor } from "./build.js";
import { openInputCache } from "./cache/input-cache.js";
import { islandsPresent } from "./stages/bundle.js";

/** The site as the build reads it, for commands that check it rather than build it (`site check`). */
export interface SiteInputs extends LoadedConfig {
  /** Names exported by templates/index.tsx, or null when they could not be compiled. */
  templateNames: readonly string[] | null;
  /** The Markdown files of the site, parsed, by "{locale}/{file}". */
  markdown: ContentIndex;
  /** Markdown files present, including those no collection or route uses. */
  found: ReadonlySet<string>;
  /** Islands whose entry file exists. */
  islands: ReadonlySet<string>;
}

/**
 * The build's own load and template stages (asked of its stage graph) and its Markdown reader, so
 * a check reads the site exactly as the build did; what the last build parsed and compiled is taken
 * as it is where its files have not changed.
 */
export async function readSiteInputs(rootDir: string): Promise<Result<SiteInputs>> {
  const cache = openInputCache(rootDir);
  // The environment decides nothing these two stages do.
  const { values, settled } = runFor(rootDir, ["loaded", "templates"], { environment: "production", cache });
  const loaded = await values.loaded!;
  if (!loaded.ok) {
    await settled;
    return loaded;
  }
  const { model } = loaded.value;
  const templates = await values.templates!;
  const markdown = loadContent(model, undefined, cache);
  return ok({
    ...loaded.value,
    templateNames: templates.ok ? Object.keys(templates.value.components) : null,
    markdown: markdown.index,
    found: markdown.found,
    islands: islandsPresent(model),
  });
}
