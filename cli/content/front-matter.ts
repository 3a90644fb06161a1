import { CORE_SCHEMA, load } from "js-yaml";
import { z } from "zod";
import type { Result, SiteError } from "../errors.js";
import { fail, ok } from "../errors.js";
import { closest, describeIssue, formatPath } from "../config/describe-issue.js";
import { parseYaml } from "../config/yaml-source.js";
import { localeCode } from "../../contracts/config/common.js";

export const frontMatterSchema = z
  .object({
    title: z.string().min(1).optional().describe("Overrides the page title (pages.{id}.title)"),
    description: z.string().min(1).optional().describe("Overrides the meta description"),
    toc: z.boolean().optional().describe("Show a table of contents of the second-level headings"),
    updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date like 2026-01-31").optional(),
    lang: localeCode.optional().describe("The language the text is written in, when it differs from the folder's (a German legal text shown on every locale's page)"),
  })
  .strict();

export type FrontMatter = z.infer<typeof frontMatterSchema>;

export interface MarkdownSource {
  file: string;
  data: FrontMatter;
  body: string;
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * Split front matter from the body and validate it. Lines and columns in errors are those of
 * the Markdown file itself (the YAML starts on line 2, after the opening ---).
 */
export function parseMarkdownFile(file: string, text: string): Result<MarkdownSource> {
  const match = FENCE.exec(text);
  const fast = match ? quickParse(match[1] ?? "") : null;
  if (match && fast) return ok({ file, data: fast, body: text.slice(match[0].length) });
  if (!match) {
    if (text.startsWith("---")) {
      return fail({ code: "front-matter-unclosed", file, line: 1, column: 1, message: "front matter starts with --- but is never closed", hint: "end it with a line that holds only ---" });
    }
    return ok({ file, data: {}, body: text });
  }
  const source = parseYaml(file, match[1] ?? "", 1);
  if (source.errors.length) return fail(...source.errors.map((error) => ({ ...error, code: "front-matter-syntax" })));
  const raw = source.doc.toJS() ?? {};
  const parsed = frontMatterSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) {
    const known = Object.keys(frontMatterSchema.shape);
    return fail(
      ...parsed.error.issues.flatMap((issue): SiteError[] => {
        if (issue.code === "unrecognized_keys") {
          return issue.keys.map((key) => {
            const match = closest(key, known);
            return { code: "front-matter-invalid", file, ...source.locate(issue.path, key), path: key, message: `unknown front matter field "${key}"`, hint: match ? `did you mean "${match}"?` : `fields are: ${known.join(", ")}` };
          });
        }
        const { message, hint } = describeIssue(issue);
        return [{ code: "front-matter-invalid", file, ...source.locate(issue.path), path: formatPath(issue.path), message, hint }];
      }),
    );
  }
  return ok({ file, data: parsed.data, body: text.slice(match[0].length) });
}

/**
 * Valid front matter, the common case, parsed without positions: about five times faster, which
 * matters at thousands of pages. Anything wrong is parsed again with positions to report it.
 * The core schema keeps dates as text, as the positional parser does.
 */
function quickParse(yaml: string): FrontMatter | null {
  try {
    const parsed = frontMatterSchema.safeParse(load(yaml, { schema: CORE_SCHEMA }) ?? {});
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
