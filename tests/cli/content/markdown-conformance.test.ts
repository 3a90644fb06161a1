import { describe, expect, it } from "vitest";
import {
  commonMarkExamples,
  gfmExamples,
  markdownItRender,
  passes,
  siteRender,
  type SpecExample,
} from "./conformance.js";

const examples = [...commonMarkExamples(), ...gfmExamples()];
const passed = (render: (markdown: string) => string, list: SpecExample[]) =>
  list.filter((example) => passes(render, example)).map((example) => example.name);

/**
 * The spec's examples against the renderer, and against markdown-it as the site used it before:
 * at least as many must pass, and the ones that differ are the ones docs/markdown.md lists.
 */
describe("CommonMark and GFM conformance", () => {
  it("passes at least as many of the spec's examples as markdown-it, parsing alone (no typography)", () => {
    const site = passed(siteRender("und"), examples);
    const markdownIt = passed(markdownItRender(false), examples);
    expect(site.length).toBeGreaterThanOrEqual(markdownIt.length);
    expect(markdownIt.filter((name) => !site.includes(name))).toEqual([
      "commonmark 206",
      "commonmark 354",
      "commonmark 540",
      "gfm table 200",
      "gfm table 203",
    ]);
  });

  it("passes at least as many as markdown-it with its typographer, as an English page renders", () => {
    const site = passed(siteRender("en"), examples);
    const markdownIt = passed(markdownItRender(true), examples);
    expect(site.length).toBeGreaterThanOrEqual(markdownIt.length);
    expect(markdownIt.filter((name) => !site.includes(name))).toEqual([
      "commonmark 41",
      "commonmark 206",
      "commonmark 354",
      "commonmark 540",
      "gfm table 200",
    ]);
  });

  it("renders every example without raw HTML", () => {
    for (const example of examples)
      expect(siteRender("en")(example.markdown), example.name).not.toMatch(
        /<(?!\/?(?:p|h[1-6]|ul|ol|li|blockquote|pre|code|em|strong|del|a|img|br|hr|table|thead|tbody|tr|th|td)\b)/,
      );
  });
});
