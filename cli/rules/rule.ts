import type { SiteConfig } from "../../contracts/config/index.js";
import type { ErrorCode, SiteError } from "../errors.js";

/** A path into the merged config: ["routes", 3, "template"]. */
type ConfigPath = readonly (string | number)[];

/** Where a path of the merged config was written: file, line, column and the path as text. */
export type ConfigLocator = (path: ConfigPath) => Pick<SiteError, "file" | "line" | "column" | "path">;

/**
 * What the rules look at. The build learns these one stage after another (the config when it
 * loads, the Markdown files when it reads content, ...); `site check` has them all at once.
 */
export interface RuleFacts {
  config: SiteConfig;
  /** Markdown files found, as "{locale}/{file}": en/about.md. */
  content?: ReadonlySet<string>;
  /** The message keys of the default locale's catalogue, which every other locale translates. */
  messages?: ReadonlySet<string>;
  /** Names exported by templates/index.tsx. */
  templates?: readonly string[];
  /** Islands whose entry runtime/islands/{name}.tsx exists. */
  islands?: ReadonlySet<string>;
  /** Every file the build writes (or the manifest says it wrote), with what writes it. */
  outputs?: readonly { file: string; by: string }[];
  /** Each [data-exp-show] value found in the pages, with the page and the template it came from. */
  experimentReferences?: readonly { reference: string; page: string; source: string }[];
}

export type Fact = Exclude<keyof RuleFacts, "config">;

/**
 * A broken rule, in one shape for the build and `site check`: the code, what is wrong, and where:
 * a path into the merged config, a file of the site, and/or the page it was found on.
 */
export interface Violation {
  code: ErrorCode;
  message: string;
  hint?: string;
  path?: ConfigPath;
  file?: string;
  page?: string;
}

export type RuleArea = "config" | "content" | "templates" | "islands" | "experiments" | "outputs";

export interface Rule {
  name: string;
  area: RuleArea;
  /** The facts besides the config it needs; it runs once they are all known. */
  needs: readonly Fact[];
  check(facts: RuleFacts): Violation[];
}

/** A rule whose `check` may rely on the facts it names. */
export function rule<const N extends Fact>(definition: {
  name: string;
  area: RuleArea;
  needs: readonly N[];
  check(facts: RuleFacts & Required<Pick<RuleFacts, N>>): Violation[];
}): Rule {
  return definition as Rule;
}
