import { describe, expect, it } from "vitest";
import { parseMarkdownFile } from "../../../cli/content/front-matter.js";

describe("parseMarkdownFile", () => {
  it("splits front matter from the body", () => {
    const result = parseMarkdownFile("content/en/about.md", "---\ntitle: About\ndescription: Us.\n---\n# Hi\n");
    expect(result).toEqual({ ok: true, value: { file: "content/en/about.md", data: { title: "About", description: "Us." }, body: "# Hi\n" } });
  });

  it("accepts a file without front matter", () => {
    expect(parseMarkdownFile("a.md", "Just text")).toEqual({ ok: true, value: { file: "a.md", data: {}, body: "Just text" } });
  });

  it("gives line and column in the Markdown file, not in the YAML block", () => {
    const result = parseMarkdownFile("content/en/about.md", "---\ntitle: About\ntoc: maybe\n---\nBody\n");
    expect(result).toEqual({
      ok: false,
      errors: [{ code: "front-matter-invalid", file: "content/en/about.md", line: 3, column: 6, path: "toc", message: 'expected a boolean, found "maybe"', hint: undefined }],
    });
  });

  it("suggests the field a typo meant", () => {
    const result = parseMarkdownFile("x.md", "---\ntitel: About\n---\n");
    expect(result).toMatchObject({ ok: false, errors: [{ line: 2, column: 1, message: 'unknown front matter field "titel"', hint: 'did you mean "title"?' }] });
  });

  it("reports YAML syntax errors at their place", () => {
    const result = parseMarkdownFile("x.md", "---\ntitle: About\ndescription: [unclosed\n---\n");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]).toMatchObject({ code: "front-matter-syntax", file: "x.md" });
    expect(result.errors[0]!.line).toBeGreaterThanOrEqual(3);
  });

  it("says when front matter is never closed", () => {
    expect(parseMarkdownFile("x.md", "---\ntitle: About\n")).toMatchObject({ ok: false, errors: [{ code: "front-matter-unclosed", line: 1, column: 1 }] });
  });
});
