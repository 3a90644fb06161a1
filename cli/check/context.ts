import type { ConfigLocator, SiteModel } from "../config/load.js";
import type { TranslationSnapshot } from "../i18n/snapshot.js";
import type { DistSite } from "./dist.js";
import type { ValidateHtml } from "./checks/html-rules.js";

/** Everything a static check reads. Built once at the edge; checks only compute on it. */
export interface CheckContext {
  dist: DistSite;
  model: SiteModel;
  /** Where a path of the merged config was written, so config findings can name the line. */
  locate?: ConfigLocator;
  /** Text of content Markdown files by the path the manifest names (content/en/about.md); null when absent. */
  contentText: (file: string) => string | null;
  /** Names exported by templates/index.tsx, or null when they could not be read. */
  templateNames: readonly string[] | null;
  /** Markdown files of the site as "{locale}/{file}", for the content rules. */
  content?: ReadonlySet<string>;
  /** Islands whose entry file exists, for the island rules. */
  islands?: ReadonlySet<string>;
  /** The catalogues, Markdown and translation records the locales check and completeness read. */
  translations: TranslationSnapshot;
  /** The HTML validator; `site check`'s answers from the verdicts of its last run where the markup is the same. */
  validateHtml?: ValidateHtml;
}
