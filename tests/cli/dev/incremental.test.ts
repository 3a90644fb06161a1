import { describe, expect, it } from "vitest";
import { classifyChange } from "../../../cli/dev/incremental.js";

describe("what a changed file asks of site dev", () => {
  it("re-renders for Markdown and catalogues of the site's locales, rebuilds for anything else, ignores its own output", () => {
    const root = "/site";
    const codes = ["en", "de"];
    expect(classifyChange(root, `${root}/content/de/about.md`, codes)).toEqual({
      kind: "content",
      key: "de/about.md",
      file: "content/de/about.md",
    });
    expect(classifyChange(root, `${root}/locales/de.yaml`, codes)).toEqual({
      kind: "messages",
      locale: "de",
      file: "locales/de.yaml",
    });
    expect(classifyChange(root, `${root}/locales/fr.yaml`, codes)).toEqual({ kind: "full" });
    expect(classifyChange(root, `${root}/templates/index.tsx`, codes)).toEqual({ kind: "full" });
    expect(classifyChange(root, `${root}/site.yaml`, codes)).toEqual({ kind: "full" });
    expect(classifyChange(root, `${root}/.site-cache/dev/en/index.html`, codes)).toEqual({ kind: "ignore" });
  });
});
