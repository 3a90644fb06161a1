import { fail, ok, type Result } from "../errors.js";
import { i18nError } from "./errors.js";

/** README.md holds the completeness table between these two lines; `site i18n status --write-readme` fills it. */
const README_START = "<!-- site i18n status --write-readme: start (generated, do not edit) -->";
const README_END = "<!-- site i18n status --write-readme: end -->";

export function readmeWithTable(readme: string, table: string): Result<string> {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) {
    return fail(i18nError("readme-completeness-stale", `README.md has no ${README_START} ... ${README_END} block`, { file: "README.md", hint: "add the two marker lines where the table goes" }));
  }
  return ok(`${readme.slice(0, start + README_START.length)}\n${table}\n${readme.slice(end)}`);
}

/** The table README.md holds now, or null when it has no markers. */
export function readmeTable(readme: string): string | null {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  return start < 0 || end < start ? null : readme.slice(start + README_START.length, end).trim();
}
