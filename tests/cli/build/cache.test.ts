import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite, type BuildSummary } from "../../../cli/build/build.js";
import { copyFixture } from "../../helpers/fixture-site.js";
import { fileTree } from "../../helpers/tree.js";

type Fixture = Awaited<ReturnType<typeof copyFixture>>;


/** Builds of the fixture copy `site()` into a folder under it, with the page cache or without. */
function builders(site: () => Fixture) {
  const build = async (out: string, cache = true): Promise<BuildSummary> => {
    const result = await buildSite({ rootDir: site().dir, outDir: join(site().dir, out), environment: "production", workers: 1, cache });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.value;
  };
  /** Builds again into dist/ with the cache, and cold into a fresh folder: both must be the same, byte for byte. */
  const rebuild = async (name: string) => {
    const cached = await build("dist");
    await build(`cold-${name}`, false);
    expect(await fileTree(join(site().dir, "dist"))).toEqual(await fileTree(join(site().dir, `cold-${name}`)));
    return cached;
  };
  return { build, rebuild };
}

describe("the page cache of production builds", () => {
  let site: Fixture;
  const { build, rebuild } = builders(() => site);
  const edit = async (file: string, change: (text: string) => string) => site.write(file, change(await site.read(file)));

  beforeAll(async () => {
    site = await copyFixture("site-basic");
    await build("dist");
  });
  afterAll(() => site.remove());

  it("takes every page over from the last build when nothing changed", async () => {
    const summary = await rebuild("unchanged");
    expect(summary.reused).toBe(summary.pages);
  });

  it("leaves the 404 pages, the root's copy included, where they are when nothing changed", async () => {
    await build("dist");
    const files = ["dist/404.html", "dist/en/404.html", "dist/de/404.html"].map((file) => join(site.dir, file));
    const before = await Promise.all(files.map((file) => stat(file, { bigint: true })));
    await rebuild("not-found");
    const after = await Promise.all(files.map((file) => stat(file, { bigint: true })));
    expect(after.map((entry) => [entry.ino, entry.mtimeNs])).toEqual(before.map((entry) => [entry.ino, entry.mtimeNs]));
  });

  it("renders again only the pages that show an edited Markdown file", async () => {
    await edit("content/en/terms.md", (text) => `${text}\nA new closing paragraph.\n`);
    const summary = await rebuild("markdown");
    // /terms in English, and in German, which shows the English text until it is translated.
    expect(summary.pages - summary.reused).toBe(2);
    expect(await readFile(join(site.dir, "dist/de/terms/index.html"), "utf8")).toContain("A new closing paragraph.");
  });

  it("renders again a locale's pages when its catalogue changes", async () => {
    await edit("locales/de.yaml", (text) => `${text}\nunused:\n  note: Ein neuer Eintrag\n`);
    const summary = await rebuild("catalogue");
    expect(summary.pages - summary.reused).toBe(4);
  });

  it("renders every locale's pages again when the default locale's catalogue changes: the others fall back to it", async () => {
    await edit("locales/en.yaml", (text) => `${text}\nunused:\n  note: A new entry\n`);
    const summary = await rebuild("default-catalogue");
    expect(summary.reused).toBe(0);
  });

  it("renders every page again when the config, a template or the browser code changes", async () => {
    await edit("site.yaml", (text) => text.replace("brand: Fixture", "brand: Fixture Two"));
    let summary = await rebuild("config");
    expect(summary.reused).toBe(0);
    await build("dist");
    await edit("templates/index.tsx", (text) => text.replace("<main>", '<main className="edited">'));
    summary = await rebuild("template");
    expect(summary.reused).toBe(0);
    await build("dist");
    await edit("runtime/core/main.ts", (text) => `${text}\nexport const edited = 1;\n`);
    summary = await rebuild("runtime");
    expect(summary.reused).toBe(0);
  });

  it("renders a page again whose file was changed in the output folder since", async () => {
    await build("dist");
    const file = join(site.dir, "dist/en/about/index.html");
    await writeFile(file, (await readFile(file, "utf8")).replace("</main>", "<p>edited by hand</p></main>"));
    const summary = await rebuild("hand-edited");
    expect(summary.pages - summary.reused).toBe(1);
    expect(await readFile(file, "utf8")).not.toContain("edited by hand");
  });

  it("reports a file broken since the last build at its place, as a cold build does, and keeps the output", async () => {
    await build("dist");
    const before = await fileTree(join(site.dir, "dist"));
    const siteYaml = await site.read("site.yaml");
    await site.write("site.yaml", siteYaml.replace("  defaultLocale: en", "  defaultLocale: en\n  defaultLocale: de"));
    const config = await buildSite({ rootDir: site.dir, outDir: join(site.dir, "dist"), environment: "production" });
    expect(config.ok ? [] : config.errors.map((error) => `${error.file}:${error.line} ${error.message}`)).toEqual(['site.yaml:13 the key "defaultLocale" appears twice in this mapping (first on line 12)']);
    await site.write("site.yaml", siteYaml);
    const about = await site.read("content/en/about.md");
    await site.write("content/en/about.md", about.replace(/^---\n/, "---\ntoc: maybe\n"));
    const content = await buildSite({ rootDir: site.dir, outDir: join(site.dir, "dist"), environment: "production" });
    expect(content.ok ? [] : content.errors.map((error) => `${error.file}:${error.line} ${error.path}`)).toEqual(["content/en/about.md:2 toc"]);
    await site.write("content/en/about.md", about);
    expect(await fileTree(join(site.dir, "dist"))).toEqual(before);
  });

  it("leaves the output as it was when a build into it fails while rendering", async () => {
    await build("dist");
    const before = await fileTree(join(site.dir, "dist"));
    const templates = await site.read("templates/index.tsx");
    await edit("content/en/about.md", (text) => `${text}\nA change that asks for the page again.\n`);
    await site.write("templates/index.tsx", templates.replace("article: (props: PageProps) => (", 'article: (props: PageProps) => props.page.id === "terms" ? (() => { throw new Error("no terms today"); })() : ('));
    const failed = await buildSite({ rootDir: site.dir, outDir: join(site.dir, "dist"), environment: "production", workers: 1 });
    expect(failed.ok ? [] : failed.errors.map((error) => error.code)).toEqual(["render-failed"]);
    expect(await fileTree(join(site.dir, "dist"))).toEqual(before);
    await site.write("templates/index.tsx", templates);
  });

  it("removes the pages of a route taken out of site.yaml, and the folders they leave empty", async () => {
    const routes = await site.read("site.yaml");
    await site.write("site.yaml", routes.replace(/^ {2}- \{ path: \/pro\/welcome,.*\n/m, ""));
    try {
      await rebuild("route-removed");
      expect(existsSync(join(site.dir, "dist/en/pro"))).toBe(false);
      expect(existsSync(join(site.dir, "dist/en/about/index.html"))).toBe(true);
    } finally {
      await site.write("site.yaml", routes);
    }
  });

  it("renders every page with the cache turned off", async () => {
    const summary = await build("dist", false);
    expect(summary.reused).toBe(0);
  });
});

describe("inputs the build knows by their size and times", () => {
  let site: Fixture;
  const { build, rebuild } = builders(() => site);
  const stylesheet = () => readFile(join(site.dir, "dist/assets", readdirSync(join(site.dir, "dist/assets")).find((name) => name.endsWith(".css"))!), "utf8");

  beforeAll(async () => {
    site = await copyFixture("site-basic");
    await mkdir(join(site.dir, "templates/styles"), { recursive: true });
    await site.write("templates/styles/site.css", "main { color: #123456; }\n");
    // Files changed in the last two seconds are read whatever their times say: let the copy age.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await build("dist");
  }, 20_000);
  afterAll(() => site.remove());

  it("sees an edit that keeps a Markdown file's size and modification time", async () => {
    const file = join(site.dir, "content/en/terms.md");
    const { mtimeNs } = await stat(file, { bigint: true });
    const text = await site.read("content/en/terms.md");
    const bodyStart = text.indexOf("\n---", 3) + 4;
    const word = text.slice(bodyStart).match(/[A-Za-z]{5,}/)![0];
    await site.write("content/en/terms.md", text.slice(0, bodyStart) + text.slice(bodyStart).replace(word, word.split("").reverse().join("")));
    // Its modification time set back to the nanosecond (what `cp -p` or `rsync -t` do); only its change time moves.
    execFileSync("touch", ["-m", "-d", `@${mtimeNs / 1_000_000_000n}.${String(mtimeNs % 1_000_000_000n).padStart(9, "0")}`, file]);
    expect((await stat(file, { bigint: true })).mtimeNs).toBe(mtimeNs);
    const summary = await rebuild("same-times");
    expect(summary.pages - summary.reused).toBe(2);
    expect(await readFile(join(site.dir, "dist/en/terms/index.html"), "utf8")).toContain(word.split("").reverse().join(""));
  });

  it("bundles the stylesheet again when a file it imports is edited", async () => {
    expect(await stylesheet()).toContain("#123456");
    await site.write("templates/styles/site.css", "main { color: #654321; }\n");
    const summary = await rebuild("stylesheet");
    expect(await stylesheet()).toContain("#654321");
    expect(summary.reused).toBe(0);
  });

  it("removes from the output a file taken out of public/", async () => {
    await build("dist");
    expect(existsSync(join(site.dir, "dist/favicon.svg"))).toBe(true);
    await rm(join(site.dir, "public/favicon.svg"));
    await rebuild("public-removed");
    expect(existsSync(join(site.dir, "dist/favicon.svg"))).toBe(false);
  });
});
