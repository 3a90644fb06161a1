import { describe, expect, it } from "vitest";
import { readYaml } from "../../../cli/yaml/read-yaml.js";

describe("readYaml", () => {
  it("reads YAML 1.2's core schema: dates and yes/no stay text", () => {
    const source = readYaml("a.yaml", "updated: 2026-01-31\nanswer: yes\ncount: 3\nempty:\n");
    expect(source.errors).toEqual([]);
    expect(source.data).toEqual({ updated: "2026-01-31", answer: "yes", count: 3, empty: null });
  });

  it("locates a path of a valid file, and a key inside a mapping", () => {
    const source = readYaml("a.yaml", "site:\n  brand: Quietly\n  hosts:\n    main: q.example\n");
    expect(source.locate(["site", "hosts", "main"])).toEqual({ line: 4, column: 11 });
    expect(source.locate(["site"], "hosts")).toEqual({ line: 3, column: 3 });
    expect(source.locate(["site", "missing", "deeper"])).toEqual({ line: 2, column: 3 });
  });

  it("keeps the lines of a block cut from a larger file", () => {
    const source = readYaml("page.md", "\ntitle: A\ntoc: true\n");
    expect(source.locate(["toc"])).toEqual({ line: 3, column: 6 });
  });

  it("names a key written twice, once, where it is written again", () => {
    const source = readYaml("site.yaml", "site:\n  brand: A\nlocales: []\nsite:\n  brand: B\n");
    expect(source.data).toBeUndefined();
    expect(source.errors).toMatchObject([
      {
        file: "site.yaml",
        line: 4,
        column: 1,
        path: "site",
        message: 'the key "site" appears twice in this mapping (first on line 1)',
      },
    ]);
  });

  it("points an unclosed list at the line it opens on", () => {
    const source = readYaml("page.md", "\ntitle: [About\ndescription: x\n", "front-matter-syntax");
    expect(source.errors).toHaveLength(1);
    expect(source.errors[0]).toMatchObject({ code: "front-matter-syntax", line: 2, column: 8 });
  });

  it("reads an empty file as null", () => {
    expect(readYaml("empty.yaml", "").data).toBeNull();
    expect(readYaml("comment.yaml", "# nothing yet\n").data).toBeNull();
  });
});
