import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareSite, type Prepared } from "../../../cli/build/build.js";
import { replan, rerender } from "../../../cli/build/rebuild.js";
import { copyFixture } from "../../helpers/fixture-site.js";

describe("re-planning after one file changed (site dev)", () => {
  let fixture: Awaited<ReturnType<typeof copyFixture>>;
  let prepared: Prepared;
  beforeAll(async () => {
    fixture = await copyFixture("site-basic");
    const result = await prepareSite(fixture.dir, "local", { schedule: { now: Date.now(), preview: true } });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    prepared = result.value;
  });
  afterAll(() => fixture.remove());

  it("re-renders only the pages that show a changed Markdown file, with the new text", async () => {
    const result = replan(prepared, {
      kind: "content",
      key: "en/about.md",
      file: "content/en/about.md",
      text: "---\ntitle: New\n---\nNew body\n",
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.value.pages.map((p) => p.file).sort()).toEqual(["en/about/index.html", "en/pro/welcome/index.html"]);
    expect(prepared.content.markdown.get("en/about.md")?.data.title).toBe("About Fixture");
    const out = join(fixture.dir, "dev-out");
    expect(rerender(result.value.prepared, result.value, out).sort()).toEqual([
      "en/about/index.html",
      "en/pro/welcome/index.html",
    ]);
    expect(await readFile(join(out, "en/about/index.html"), "utf8")).toContain("<h1>New</h1>");
  });

  it("falls back to the default language when a translation is deleted", () => {
    const result = replan(prepared, { kind: "content", key: "de/about.md", file: "content/de/about.md", text: null });
    expect(result.ok && result.value.pages.map((p) => [p.file, p.content?.file])).toEqual([
      ["de/about/index.html", "content/en/about.md"],
      ["de/pro/welcome/index.html", "content/en/about.md"],
    ]);
  });

  it("refuses to remove Markdown of the default language that a route still asks for", () => {
    const result = replan(prepared, { kind: "content", key: "en/about.md", file: "content/en/about.md", text: null });
    expect(result).toMatchObject({
      ok: false,
      errors: [
        {
          code: "content-missing",
          file: "content/en/about.md",
          path: "routes[1].content",
          message: "the route /about asks for this file, but it does not exist",
        },
        {
          code: "content-missing",
          file: "content/en/about.md",
          path: "routes[3].content",
          message: "the route /pro/welcome asks for this file, but it does not exist",
        },
      ],
    });
  });

  it("keeps the last good state when the changed file is broken", () => {
    const result = replan(prepared, {
      kind: "content",
      key: "en/about.md",
      file: "content/en/about.md",
      text: "---\ntitle: [\n---\n",
    });
    expect(result).toMatchObject({ ok: false, errors: [{ code: "front-matter-syntax", line: 2, column: 8 }] });
    expect(prepared.content.markdown.get("en/about.md")?.data.title).toBe("About Fixture");
  });

  it("re-renders one locale's pages for its catalogue, every page for the default one, from one copy of the messages", () => {
    const de = replan(prepared, {
      kind: "messages",
      locale: "de",
      file: "locales/de.yaml",
      text: "nav:\n  about: Wir\n",
    });
    if (!de.ok) throw new Error(JSON.stringify(de.errors));
    expect(de.value.pages.every((p) => p.locale.code === "de")).toBe(true);
    expect(de.value.pages).toHaveLength(4);
    expect(de.value.prepared.render.messages.de).toEqual({ "nav.about": "Wir" });
    expect(de.value.prepared.render.messages).toBe(de.value.prepared.content.messages);
    const en = replan(prepared, {
      kind: "messages",
      locale: "en",
      file: "locales/en.yaml",
      text: "nav:\n  about: Us\n",
    });
    expect(en.ok && en.value.pages).toHaveLength(8);
  });
});
