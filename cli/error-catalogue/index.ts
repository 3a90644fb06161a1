import { buildEntries } from "./build.js";
import { checkEntries } from "./check.js";
import { collectionEntries } from "./collections.js";
import { configEntries } from "./config.js";
import { contentEntries } from "./content.js";
import { i18nEntries } from "./i18n.js";
import type { Area, CatalogueEntry } from "./entry.js";

export { AREAS, type Area, type CatalogueEntry } from "./entry.js";

const devEntries = {
  "port-in-use": {
    area: "dev",
    summary: "The port `site dev` or `site emulator` was asked to listen on is taken.",
    why: "Another program (often another `site dev`) already listens on it.",
    fix: "Stop the other program, or pass `--port` with another number.",
  },
} as const satisfies Record<string, CatalogueEntry>;

/** Every error and finding code the `site` command reports, each explained once. */
export const ENTRY_TABLES = [
  configEntries,
  contentEntries,
  collectionEntries,
  i18nEntries,
  buildEntries,
  checkEntries,
  devEntries,
] as const;

export const CATALOGUE = {
  ...configEntries,
  ...contentEntries,
  ...collectionEntries,
  ...i18nEntries,
  ...buildEntries,
  ...checkEntries,
  ...devEntries,
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof CATALOGUE;

/**
 * The html and accessibility checks report the rule ids of the tools they run (html-validate,
 * axe-core) as codes, as those tools document them. Made only through `toolRule`, so a plain string
 * never passes for a catalogued code.
 */
export type ToolRuleId = string & { readonly toolRule: true };

export const toolRule = (id: string): ToolRuleId => id as ToolRuleId;

/** Where the codes of the tools are explained, per area. */
export const TOOL_RULES: Partial<Record<Area, { tool: string; reference: string }>> = {
  html: { tool: "html-validate", reference: "https://html-validate.org/rules/" },
  accessibility: { tool: "axe-core", reference: "https://dequeuniversity.com/rules/axe/" },
};

export function isCatalogued(code: string): code is ErrorCode {
  return Object.hasOwn(CATALOGUE, code);
}
