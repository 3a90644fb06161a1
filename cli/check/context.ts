import type { SiteModel } from "../config/load.js";
import type { DistSite } from "./dist.js";

/** Everything a static check reads. Built once at the edge; checks only compute on it. */
export interface CheckContext {
  dist: DistSite;
  model: SiteModel;
  /** Text of content Markdown files by the path the manifest names (content/en/about.md); null when absent. */
  contentText: (file: string) => string | null;
  /** Names exported by templates/index.tsx, or null when they could not be read. */
  templateNames: readonly string[] | null;
}
