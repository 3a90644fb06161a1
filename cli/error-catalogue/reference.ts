import { AREAS, CATALOGUE, TOOL_RULES, type Area, type ErrorCode } from "./index.js";

export const REFERENCE_FILE = "docs/errors.md";

/** One code as a person reads it at the terminal: `site errors yaml-syntax`. */
export function explain(code: ErrorCode): string {
  const entry = CATALOGUE[code];
  return `${code} (${AREAS[entry.area]})\n  What happened: ${entry.summary}\n  Why: ${entry.why}\n  What to do: ${entry.fix}\n`;
}

/** docs/errors.md: every code by area, generated from the catalogue (`site errors --out docs/errors.md`). */
export function errorReference(): string {
  const codes = Object.keys(CATALOGUE) as ErrorCode[];
  const sections = (Object.keys(AREAS) as Area[]).map((area) => {
    const entries = codes.filter((code) => CATALOGUE[code].area === area).sort();
    const tool = TOOL_RULES[area];
    const toolNote = tool
      ? `\nOther codes of this check are the rule ids of ${tool.tool}, explained at ${tool.reference}.\n`
      : "";
    const body = entries.map((code) => {
      const entry = CATALOGUE[code];
      return `### \`${code}\`\n\n${entry.summary}\n\n**Why:** ${entry.why}\n\n**What to do:** ${entry.fix}\n`;
    });
    return `## ${AREAS[area]}\n${toolNote}\n${body.join("\n")}`;
  });
  return `<!-- Generated from cli/error-catalogue/ by \`site errors --out ${REFERENCE_FILE}\`; edit the catalogue, not this file. -->\n# Error and finding codes\n\nEvery problem \`site build\`, \`site dev\` and \`site check\` report ends in a code in brackets, such as\n\`[yaml-syntax]\`. This page explains each code once: what happened, why it matters, and what to do.\n\`site errors CODE\` prints the same at the terminal.\n\n${sections.join("\n")}`;
}
