import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareBuild, type PreparedBuild } from "../../../cli/build/build.js";
import { applyChange, classifyChange } from "../../../cli/dev/incremental.js";
import { copyFixture } from "../../helpers/fixture-site.js";

describe("incremental rebuilds in site dev", () => {
  let fixture: Awaited<ReturnType<typeof copyFixture>>;
  let prepared: PreparedBuild;
  beforeAll(async () => {
    fixture = await copyFixture("site-basic");
    const result = await prepareBuild(fixture.dir, "local");
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    prepared = result.value;
  });
  afterAll(() => fixture.remove());

  it("classifies what a changed file asks for", () => {
    const codes = ["en", "de"];
    expect(classifyChange(fixture.dir, `${fixture.dir}/content/de/about.md`, codes)).toEqual({ kind: "content", key: "de/about.md", file: "content/de/about.md" });
    expect(classifyChange(fixture.dir, `${fixture.dir}/locales/de.yaml`, codes)).toEqual({ kind: "messages", locale: "de", file: "locales/de.yaml" });
    expect(classifyChange(fixture.dir, `${fixture.dir}/templates/index.tsx`, codes)).toEqual({ kind: "full" });
    expect(classifyChange(fixture.dir, `${fixture.dir}/site.yaml`, codes)).toEqual({ kind: "full" });
    expect(classifyChange(fixture.dir, `${fixture.dir}/.site-cache/dev/en/index.html`, codes)).toEqual({ kind: "ignore" });
  });

  it("re-renders only the pages that show a changed Markdown file", () => {
    const result = applyChange(prepared, { kind: "content", key: "en/about.md", file: "content/en/about.md" }, "---\ntitle: New\n---\nNew body\n");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.pages.map((p) => p.file).sort()).toEqual(["en/about/index.html", "en/pro/welcome/index.html"]);
    expect(result.value.prepared.content.get("en/about.md")?.data.title).toBe("New");
    expect(prepared.content.get("en/about.md")?.data.title).toBe("About Fixture");
  });

  it("falls back to the default language when a translation is deleted", () => {
    const result = applyChange(prepared, { kind: "content", key: "de/about.md", file: "content/de/about.md" }, null);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.pages.map((p) => [p.file, p.content?.file])).toEqual([
      ["de/about/index.html", "content/en/about.md"],
      ["de/pro/welcome/index.html", "content/en/about.md"],
    ]);
  });

  it("keeps the last good state when the changed file is broken", () => {
    const result = applyChange(prepared, { kind: "content", key: "en/about.md", file: "content/en/about.md" }, "---\ntitle: [\n---\n");
    expect(result.ok).toBe(false);
    expect(prepared.content.get("en/about.md")?.data.title).toBe("About Fixture");
  });

  it("re-renders one locale's pages for its catalogue, every page for the default one", () => {
    const de = applyChange(prepared, { kind: "messages", locale: "de", file: "locales/de.yaml" }, "nav:\n  about: Wir\n");
    expect(de.ok && de.value.pages.every((p) => p.locale.code === "de")).toBe(true);
    expect(de.ok && de.value.pages).toHaveLength(4);
    const en = applyChange(prepared, { kind: "messages", locale: "en", file: "locales/en.yaml" }, "nav:\n  about: Us\n");
    expect(en.ok && en.value.pages).toHaveLength(8);
  });
});
