import type { LoadedConfig } from "../../config/load.js";
import { deepFreeze } from "../../config/locate.js";
import { ok, type Result } from "../../errors.js";
import type { InputCache } from "../cache/input-cache.js";
import { defineStage } from "./define.js";

export type Loaded = LoadedConfig;

/**
 * Stage 1: site.yaml and its includes -> the frozen SiteModel and a locator for later problems.
 * The rules that need nothing but the config run here, so a broken site.yaml stops the build
 * before anything else is read. With the input cache, a model read from files that have not
 * changed since is taken from it (its rules passed then).
 */
async function loadStage(input: { rootDir: string; cache?: InputCache }): Promise<Result<Loaded>> {
  const cached = input.cache?.config(input.rootDir);
  if (cached) return ok(cached);
  // The config schemas are built only when site.yaml must be read again.
  const { loadConfig } = await import("../../config/load.js");
  const loaded = await loadConfig(input.rootDir);
  if (!loaded.ok) return loaded;
  input.cache?.rememberConfig(loaded.value);
  return ok({ ...loaded.value, model: asPlainData(loaded.value.model) });
}

/**
 * The model exactly as a cached one reads (JSON has no undefined fields), so a build gives the
 * same pages whether its model was validated now or taken from the cache.
 */
function asPlainData(model: LoadedConfig["model"]): LoadedConfig["model"] {
  const { rootDir, ...data } = model;
  return deepFreeze({ ...(JSON.parse(JSON.stringify(data)) as typeof data), rootDir });
}

export const load = defineStage({
  name: "load",
  timed: true,
  needs: [],
  produces: "loaded",
  cache: "the input cache (.site-cache/build/inputs.json): the model, when no config file changed",
  run: (_, context) => loadStage({ rootDir: context.rootDir, cache: context.inputCache }),
});
