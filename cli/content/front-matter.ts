import matter from "gray-matter";
import * as z from "zod";
import { localeCode } from "../../contracts/config/common.js";
import { closest, describeIssue, formatPath } from "../describe-issue.js";
import { fail, ok, type Result, type SiteError } from "../errors.js";
import { hashBytes } from "../hash-bytes.js";
import { readYaml, type YamlSource } from "../yaml/read-yaml.js";

const frontMatterSchema = z
  .object({
    title: z.string().min(1).optional().describe("Overrides the page title (pages.{id}.title)"),
    description: z.string().min(1).optional().describe("Overrides the meta description"),
    toc: z.boolean().optional().describe("Show a table of contents of the second-level headings"),
    updated: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "a date like 2026-01-31")
      .optional(),
    lang: localeCode
      .optional()
      .describe(
        "The language the text is written in, when it differs from the folder's (a German legal text shown on every locale's page)",
      ),
  })
  .strict();

type FrontMatter = z.infer<typeof frontMatterSchema>;

export interface MarkdownSource<Data = FrontMatter> {
  file: string;
  data: Data;
  body: string;
  /** A hash of the file's text: what the page cache keys a page's content on without reading the body. */
  version: string;
  /** Minutes to read the body: counted for a collection's entries, whose lists show it without reading every body. */
  minutes?: number;
}

/** A file that opens front matter: `---` not followed by another dash (a `----` rule is Markdown). */
const OPENS = /^---(?!-)/;

/**
 * Split front matter from the body with gray-matter, the front matter read by the CLI's one YAML
 * reader, and validate it. gray-matter keeps the line break after the opening `---` in the block
 * it hands over, so lines and columns are those of the Markdown file itself.
 */
export function parseMarkdownFile(file: string, text: string): Result<MarkdownSource>;
/** With `schema`: front matter of another shape (a collection's entries). */
export function parseMarkdownFile<Schema extends z.ZodObject>(
  file: string,
  text: string,
  schema: Schema,
): Result<MarkdownSource<z.infer<Schema>>>;
export function parseMarkdownFile(
  file: string,
  text: string,
  schema: z.ZodObject = frontMatterSchema,
): Result<MarkdownSource<unknown>> {
  if (OPENS.test(text) && !text.includes("\n---", 3)) {
    return fail({
      code: "front-matter-unclosed",
      file,
      line: 1,
      column: 1,
      message: "front matter starts with --- but is never closed",
      hint: "end it with a line that holds only ---",
    });
  }
  const version = hashBytes(text);
  const front: { yaml?: YamlSource } = {};
  // gray-matter's engine returns the data; ours keeps the YAML (with its places) and hands back nothing.
  const readFront = (block: string) => {
    front.yaml = readYaml(file, block, "front-matter-syntax");
    return {};
  };
  const split = matter(text, { engines: { yaml: { parse: readFront } } });
  const { yaml } = front;
  if (!yaml) {
    // A file without front matter has none of the fields a schema may require.
    const empty = schema.safeParse({}, { reportInput: true });
    if (!empty.success)
      return fail(
        ...empty.error.issues.flatMap((issue) =>
          issueErrors(
            issue,
            { file, data: {}, errors: [], locate: () => ({ line: 1, column: 1 }) },
            Object.keys(schema.shape),
          ),
        ),
      );
    return ok({ file, data: empty.data, body: split.content, version });
  }
  if (yaml.errors.length) return fail(...yaml.errors);
  const parsed = schema.safeParse(yaml.data ?? {}, { reportInput: true });
  if (!parsed.success)
    return fail(...parsed.error.issues.flatMap((issue) => issueErrors(issue, yaml, Object.keys(schema.shape))));
  return ok({ file, data: parsed.data, body: split.content, version });
}

function issueErrors(issue: z.core.$ZodIssue, yaml: YamlSource, known: string[]): SiteError[] {
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => {
      const match = closest(key, known);
      return {
        code: "front-matter-invalid",
        file: yaml.file,
        ...yaml.locate(issue.path, key),
        path: key,
        message: `unknown front matter field "${key}"`,
        hint: match ? `did you mean "${match}"?` : `fields are: ${known.join(", ")}`,
      };
    });
  }
  const { message, hint } = describeIssue(issue);
  if (issue.code === "invalid_value" && typeof issue.input === "string") {
    const match = closest(issue.input, issue.values.map(String));
    if (match)
      return [
        {
          code: "front-matter-invalid",
          file: yaml.file,
          ...yaml.locate(issue.path),
          path: formatPath(issue.path),
          message,
          hint: `did you mean "${match}"?`,
        },
      ];
  }
  return [
    {
      code: "front-matter-invalid",
      file: yaml.file,
      ...yaml.locate(issue.path),
      path: formatPath(issue.path),
      message,
      hint,
    },
  ];
}
