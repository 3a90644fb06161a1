import { join } from "node:path";
import type { CheckContext } from "../../../cli/check/context.js";
import { readDist } from "../../../cli/check/dist.js";
import { loadSite } from "../../../cli/config/load.js";
import { loadSnapshot } from "../../../cli/i18n/snapshot.js";

/** A built site (its folder, with dist/) loaded as `site check` loads it, for tests of single checks. */
export async function fixtureContext(root: string): Promise<CheckContext> {
  const [dist, model] = await Promise.all([readDist(join(root, "dist")), loadSite(root)]);
  if (!dist.ok || !model.ok) throw new Error(`${root} does not load: ${JSON.stringify(dist.ok ? model : dist)}`);
  const translations = await loadSnapshot(model.value);
  return {
    dist: dist.value,
    model: model.value,
    contentText: () => null,
    templateNames: ["home", "article", "not-found"],
    translations: translations.snapshot,
  };
}
