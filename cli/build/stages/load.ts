import { loadConfig, type LoadedConfig } from "../../config/load.js";
import type { Result } from "../../errors.js";

export type Loaded = LoadedConfig;

/**
 * Stage 1: site.yaml and its includes -> the frozen SiteModel and a locator for later problems.
 * The rules that need nothing but the config run here, so a broken site.yaml stops the build
 * before anything else is read.
 */
export function loadStage(input: { rootDir: string }): Promise<Result<Loaded>> {
  return loadConfig(input.rootDir);
}
