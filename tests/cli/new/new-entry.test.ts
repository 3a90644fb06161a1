import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCommand } from "../../../cli/new/command.js";
import { newEntry } from "../../../cli/new/new-entry.js";
import { loadSite } from "../../../cli/config/load.js";
import { entryParser } from "../../../cli/content/entries.js";
import { buildSite } from "../../../cli/build/build.js";
import type { SiteModel } from "../../../cli/config/load.js";
import { copyFixture } from "../../helpers/fixture-site.js";

describe("site new <collection> \"Title\"", () => {
  let site: Awaited<ReturnType<typeof copyFixture>>;
  let model: SiteModel;
  beforeAll(async () => {
    site = await copyFixture("collection-site");
    const loaded = await loadSite(site.dir);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
    model = loaded.value;
  });
  afterAll(() => site.remove());

  it("writes a draft post in the default language's folder, named after its title, that its schema accepts", () => {
    const entry = newEntry(model, { collection: "blog", title: "Über Tracking: a guide!", today: new Date("2026-03-14T10:00:00Z") });
    expect(entry.ok && entry.value.file).toBe("content/en/blog/uber-tracking-a-guide.md");
    const parsed = entry.ok ? entryParser("blog", model.collections.blog!).parse(entry.value.file, entry.value.text) : null;
    expect(parsed?.ok && parsed.value.data).toMatchObject({ title: "Über Tracking: a guide!", date: "2026-03-14", author: "Fixture", tags: [], draft: true });
  });

  it("gives a press release a dateline, and names unknown collections and unusable slugs", () => {
    const release = newEntry(model, { collection: "press", title: "Launch", today: new Date("2026-03-14T10:00:00Z"), location: "Lisbon" });
    expect(release.ok && release.value.text).toContain('location: "Lisbon"');
    expect(newEntry(model, { collection: "blgo", title: "X", today: new Date() })).toMatchObject({ ok: false, errors: [{ code: "unknown-collection", hint: "collections are: blog, press" }] });
    expect(newEntry(model, { collection: "blog", title: "日本語", today: new Date() })).toMatchObject({ ok: false, errors: [{ code: "entry-slug-invalid" }] });
  });

  it("writes the file from the command line, refuses to write over one, and the build leaves the draft out", async () => {
    let out = "";
    let err = "";
    const write = process.stdout.write.bind(process.stdout);
    const writeErr = process.stderr.write.bind(process.stderr);
    process.stdout.write = ((text: string) => {
      out += text;
      return true;
    }) as typeof process.stdout.write;
    process.stderr.write = ((text: string) => {
      err += text;
      return true;
    }) as typeof process.stderr.write;
    try {
      await newCommand().parseAsync(["blog", "A new post", "--root", site.dir, "--author", "Ada"], { from: "user" });
      await newCommand().parseAsync(["blog", "A new post", "--root", site.dir], { from: "user" });
    } finally {
      process.stdout.write = write;
      process.stderr.write = writeErr;
      process.exitCode = undefined;
    }
    expect(out).toContain("Wrote content/en/blog/a-new-post.md");
    expect(err).toContain("[entry-exists]");
    expect(await readFile(join(site.dir, "content/en/blog/a-new-post.md"), "utf8")).toContain('author: "Ada"');
    const built = await buildSite({ rootDir: site.dir, outDir: join(site.dir, "dist"), environment: "production", workers: 1, now: new Date("2030-01-01T00:00:00Z"), cache: false });
    expect(built.ok).toBe(true);
    expect(existsSync(join(site.dir, "dist/en/blog/a-new-post/index.html"))).toBe(false);
  });
});
