import { describe, expect, it } from "vitest";
import { parseMarkdownFile } from "../../../cli/content/front-matter.js";
import { formatError } from "../../../cli/errors.js";

describe("parseMarkdownFile", () => {
  it("splits front matter from the body", () => {
    const result = parseMarkdownFile("content/en/about.md", "---\ntitle: About\ndescription: Us.\n---\n# Hi\n");
    expect(result).toEqual({
      ok: true,
      value: {
        file: "content/en/about.md",
        data: { title: "About", description: "Us." },
        body: "# Hi\n",
        version: expect.any(String),
      },
    });
  });

  it("accepts a file without front matter", () => {
    expect(parseMarkdownFile("a.md", "Just text")).toEqual({
      ok: true,
      value: { file: "a.md", data: {}, body: "Just text", version: expect.any(String) },
    });
  });

  it("gives line and column in the Markdown file, not in the YAML block", () => {
    const result = parseMarkdownFile("content/en/about.md", "---\ntitle: About\ntoc: maybe\n---\nBody\n");
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          code: "front-matter-invalid",
          file: "content/en/about.md",
          line: 3,
          column: 6,
          path: "toc",
          message: 'expected a boolean, found "maybe"',
          hint: undefined,
        },
      ],
    });
  });

  it("suggests the field a typo meant", () => {
    const result = parseMarkdownFile("x.md", "---\ntitel: About\n---\n");
    expect(result).toMatchObject({
      ok: false,
      errors: [{ line: 2, column: 1, message: 'unknown front matter field "titel"', hint: 'did you mean "title"?' }],
    });
  });

  it("reports an unclosed list once, on the line where it opens", () => {
    const result = parseMarkdownFile("content/en/about.md", "---\ntitle: [About\ndescription: Who we are\n---\nBody\n");
    if (result.ok) throw new Error("expected the front matter to fail");
    expect(result.errors.map(formatError)).toEqual([
      'content/en/about.md:2:8 title: this list is never closed: "[" has no matching "]" [front-matter-syntax]\n    hint: close it with "]" on the same line, or write one item per line starting with "- "',
    ]);
  });

  it("does not report the problems an unclosed list only seems to cause further down", () => {
    const result = parseMarkdownFile(
      "content/en/about.md",
      "---\ntitle: [About\ntitle: About us\ntoc: true\n---\nBody\n",
    );
    if (result.ok) throw new Error("expected the front matter to fail");
    expect(result.errors).toEqual([
      expect.objectContaining({
        code: "front-matter-syntax",
        line: 2,
        column: 8,
        path: "title",
        message: 'this list is never closed: "[" has no matching "]"',
      }),
    ]);
  });

  it("points an unclosed quote at where it opens", () => {
    const result = parseMarkdownFile("x.md", '---\ntitle: "About\ndescription: Who\n---\n');
    expect(result).toMatchObject({
      ok: false,
      errors: [{ line: 2, column: 8, path: "title", message: 'this quoted text is never closed: " has no matching "' }],
    });
  });

  it("keeps dates as text and the body as written", () => {
    expect(parseMarkdownFile("x.md", "---\nupdated: 2026-01-31\n---\n# Hi\n\n---\n\nMore\n")).toEqual({
      ok: true,
      value: {
        file: "x.md",
        data: { updated: "2026-01-31" },
        body: "# Hi\n\n---\n\nMore\n",
        version: expect.any(String),
      },
    });
  });

  it("says when front matter is never closed", () => {
    expect(parseMarkdownFile("x.md", "---\ntitle: About\n")).toMatchObject({
      ok: false,
      errors: [{ code: "front-matter-unclosed", line: 1, column: 1 }],
    });
  });
});
