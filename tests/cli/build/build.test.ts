import { gzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../../cli/build/build.js";
import { manifestSchema } from "../../../contracts/manifest.js";
import { copyFixture } from "../../helpers/fixture-site.js";
import { fileTree } from "../../helpers/tree.js";
import { TIMED_STAGES } from "../../helpers/timed-stages.js";

type Fixture = Awaited<ReturnType<typeof copyFixture>>;

describe("buildSite on a small fixture site", () => {
  let site: Fixture;
  let out: string;

  beforeAll(async () => {
    site = await copyFixture("site-basic");
    out = join(site.dir, "dist");
    const result = await buildSite({ rootDir: site.dir, outDir: out, environment: "production" });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
  });
  afterAll(() => site.remove());

  it("times each stage of the pipeline, by name and in order", async () => {
    const result = await buildSite({
      rootDir: site.dir,
      outDir: join(site.dir, "dist-timed"),
      environment: "production",
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.value.stages.map((timing) => timing.stage)).toEqual([...TIMED_STAGES]);
    for (const timing of result.value.stages)
      expect(timing.startMs + timing.ms).toBeLessThanOrEqual(Math.ceil(result.value.totalMs) + 1);
  });

  it("writes every route in every locale under the locale segment, plus the site files", async () => {
    const files = [...(await fileTree(out)).keys()].filter((f) => !f.startsWith("assets/")).sort();
    expect(files).toEqual([
      "404.html",
      "_headers",
      "de/404.html",
      "de/about/index.html",
      "de/index.html",
      "de/pro/welcome/index.html",
      "de/terms/index.html",
      "en/404.html",
      "en/about/index.html",
      "en/index.html",
      "en/pro/welcome/index.html",
      "en/terms/index.html",
      "favicon.svg",
      "index.html",
      "manifest.json",
      "robots.txt",
      "sitemap.xml",
      "subscriptions/eligibility/us.json",
    ]);
  });

  it("renders content in the page's language, falling back to the default language", async () => {
    const de = await readFile(join(out, "de/about/index.html"), "utf8");
    expect(de).toContain("<title>Über Fixture</title>");
    expect(await readFile(join(out, "de/index.html"), "utf8")).toContain("<title>Fixture-Suche</title>");
    expect(de).toContain('<a href="/de/">Suchmaschine</a>');
    const deTerms = await readFile(join(out, "de/terms/index.html"), "utf8");
    expect(deTerms).toContain('<h2 id="changes">Changes</h2>');
    expect(deTerms).toContain('lang="de"');
    expect(deTerms).toContain("<title>Nutzungsbedingungen | Fixture</title>");
    expect(deTerms).toContain("<h1>Nutzungsbedingungen</h1>");
    expect(deTerms).toContain('<meta name="description" content="The terms.">');
    expect(deTerms).toContain('data-site-theme="legal"');
  });

  it("writes 404 pages whose language links and canonical point at files that exist, kept out of search", async () => {
    const html = await readFile(join(out, "de/404.html"), "utf8");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<link rel="canonical" href="https://fixture.example/de/404.html">');
    const links = [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!);
    expect(links).toContain("/en/404.html");
    for (const link of links)
      expect(existsSync(join(out, link.endsWith("/") ? `${link}index.html` : link)), link).toBe(true);
  });

  it("writes a root page that asks for a language and lists every language in itself", async () => {
    const html = await readFile(join(out, "index.html"), "utf8");
    expect(html).toContain(
      '<p id="choose-language">Choose your language</p>\n<nav aria-labelledby="choose-language" data-language-switcher>',
    );
    expect(html).toContain('<li><a href="/de/" hreflang="de" lang="de">Deutsch</a></li>');
  });

  it("keeps hostile Markdown as text", async () => {
    const html = await readFile(join(out, "en/about/index.html"), "utf8");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; stays text");
  });

  it("writes a manifest that describes every page and asset", async () => {
    const manifest = manifestSchema.parse(JSON.parse(await readFile(join(out, "manifest.json"), "utf8")));
    expect(manifest.pages).toHaveLength(8);
    const about = manifest.pages.find((p) => p.url === "/de/about/")!;
    expect(about).toMatchObject({
      route: "/about",
      locale: "de",
      template: "article",
      theme: "default",
      island: null,
      file: "de/about/index.html",
      source: { template: "templates/index.tsx", content: "content/de/about.md" },
    });
    expect(manifest.pages.find((p) => p.url === "/de/terms/")!.source.content).toBe("content/en/terms.md");
    for (const asset of manifest.assets) {
      const bytes = await readFile(join(out, asset.file));
      expect(asset.bytes).toBe(bytes.length);
      expect(asset.gzipBytes).toBe(gzipSync(bytes).length);
    }
    // What a page loads is weighed, from public/ too (site check's budgets read these figures).
    const listed = new Set(manifest.assets.map((asset) => asset.file));
    for (const page of manifest.pages) expect(page.assets.filter((file) => !listed.has(file))).toEqual([]);
    expect(manifest.assets.find((asset) => asset.file === "favicon.svg")).toMatchObject({
      kind: "image",
      bytes: (await readFile(join(out, "favicon.svg"))).length,
    });
    expect(manifest.missingMessages.de).toContain("pages.about.title");
    expect(manifest.missingMessages.de).not.toContain("pages.home.title");
  });

  it("loads React only on pages with an island", async () => {
    const manifest = manifestSchema.parse(JSON.parse(await readFile(join(out, "manifest.json"), "utf8")));
    const code = new Map(
      manifest.assets.filter((asset) => asset.kind === "js").map((asset) => [asset.file, asset.bytes]),
    );
    const bytesOf = (files: string[]) => files.reduce((sum, f) => sum + (code.get(f) ?? 0), 0);
    const plain = manifest.pages.find((p) => p.url === "/en/about/")!;
    const island = manifest.pages.find((p) => p.url === "/en/pro/welcome/")!;
    expect(bytesOf(plain.assets)).toBeLessThan(1000);
    expect(bytesOf(island.assets)).toBeGreaterThan(50_000);
    const html = await readFile(join(out, "en/pro/welcome/index.html"), "utf8");
    expect(html).toMatch(/<script type="module" src="\/assets\/island-hello-[A-Z0-9]+\.js"><\/script>/);
    expect(await readFile(join(out, "en/about/index.html"), "utf8")).not.toContain("island-hello");
  });

  it("puts React in one chunk of its own that the island imports, so every island shares one cached copy", async () => {
    const manifest = manifestSchema.parse(JSON.parse(await readFile(join(out, "manifest.json"), "utf8")));
    const island = manifest.pages.find((p) => p.url === "/en/pro/welcome/")!;
    const react = island.assets.filter((file) => /^assets\/react-[A-Z0-9]+\.js$/.test(file));
    expect(react).toHaveLength(1);
    const entry = island.assets.find((file) => file.startsWith("assets/island-hello-"))!;
    expect(await readFile(join(out, entry), "utf8")).toContain(`from"./${react[0]!.slice("assets/".length)}"`);
    const reactBytes = manifest.assets.find((asset) => asset.file === react[0])!.bytes;
    const ownBytes = island.assets
      .filter((file) => manifest.assets.find((a) => a.file === file)?.kind === "js" && file !== react[0])
      .reduce((sum, file) => sum + manifest.assets.find((a) => a.file === file)!.bytes, 0);
    expect(ownBytes).toBeLessThan(reactBytes / 20);
  });

  it("allows exactly the inline scripts it wrote in the Content-Security-Policy", async () => {
    const headers = await readFile(join(out, "_headers"), "utf8");
    const manifest = manifestSchema.parse(JSON.parse(await readFile(join(out, "manifest.json"), "utf8")));
    const inline = new Set<string>();
    for (const file of ["index.html", "en/about/index.html", "de/index.html"]) {
      const html = await readFile(join(out, file), "utf8");
      for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g))
        inline.add(`sha256-${createHash("sha256").update(match[1]!).digest("base64")}`);
    }
    expect([...inline].sort()).toEqual(manifest.inlineScriptHashes);
    for (const hash of inline) expect(headers).toContain(`'${hash}'`);
    expect(headers).toMatch(/script-src 'self' 'sha256-/);
    expect(headers).not.toContain("unsafe-inline");
  });

  it("lists every page in the sitemap with its alternates", async () => {
    const xml = await readFile(join(out, "sitemap.xml"), "utf8");
    expect(xml.match(/<loc>/g)).toHaveLength(8);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="de" href="https://fixture.example/de/about/"/>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://fixture.example/en/about/"/>',
    );
  });

  it("produces byte-identical output for identical input", async () => {
    const again = join(site.dir, "dist-again");
    const result = await buildSite({ rootDir: site.dir, outDir: again, environment: "production" });
    expect(result.ok).toBe(true);
    expect(await fileTree(again)).toEqual(await fileTree(out));
  });

  it("leaves the previous output exactly as it was when a build fails", async () => {
    const before = await fileTree(out);
    const terms = await site.read("content/en/terms.md");
    await site.write("content/en/terms.md", "---\ntitle: Terms\ntoc: sometimes\n---\nBody\n");
    const result = await buildSite({ rootDir: site.dir, outDir: out, environment: "production" });
    await site.write("content/en/terms.md", terms);
    expect(result).toMatchObject({
      ok: false,
      errors: [{ code: "front-matter-invalid", file: "content/en/terms.md", line: 3, column: 6 }],
    });
    expect(await fileTree(out)).toEqual(before);
    expect((await readdir(site.dir)).filter((name) => name.includes(".building-"))).toEqual([]);
  });

  it("runs the experiment rules: a template that shows content for a variant the experiment lacks stops the build", async () => {
    const templates = await site.read("templates/index.tsx");
    await site.write(
      "templates/index.tsx",
      templates.replace(
        '<h1>{props.t("pages.home.title")}</h1>',
        '<h1>{props.t("pages.home.title")}</h1><div data-exp-show="subscriptionpromo:banr" />',
      ),
    );
    const result = await buildSite({
      rootDir: site.dir,
      outDir: join(site.dir, "dist-exp"),
      environment: "production",
    });
    await site.write("templates/index.tsx", templates);
    expect(result).toMatchObject({
      ok: false,
      errors: [
        {
          code: "unknown-variant",
          file: "templates/index.tsx",
          message:
            '[data-exp-show="subscriptionpromo:banr"] names the variant "banr", which the experiment "subscriptionpromo" does not have (on /en/)',
          hint: "its variants are: control, tagline, banner",
        },
      ],
    });
    expect(existsSync(join(site.dir, "dist-exp"))).toBe(false);
  });

  it("writes the files the templates export as `assets` beside the bundles, and lists them in the manifest", async () => {
    const templates = await site.read("templates/index.tsx");
    const sprite = '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="dot"><circle r="1"/></symbol></svg>';
    await site.write(
      "templates/index.tsx",
      `${templates}\nexport const assets = { "assets/icons-0A1B2C3D.svg": ${JSON.stringify(sprite)} };\n`,
    );
    const dir = join(site.dir, "dist-assets");
    const result = await buildSite({ rootDir: site.dir, outDir: dir, environment: "production" });
    await site.write("templates/index.tsx", templates);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(await readFile(join(dir, "assets/icons-0A1B2C3D.svg"), "utf8")).toBe(sprite);
    const manifest = manifestSchema.parse(JSON.parse(await readFile(join(dir, "manifest.json"), "utf8")));
    expect(manifest.assets.find((asset) => asset.file === "assets/icons-0A1B2C3D.svg")).toMatchObject({
      kind: "image",
      bytes: sprite.length,
    });
  });

  it("refuses `assets` the templates export outside assets/, before anything is written", async () => {
    const templates = await site.read("templates/index.tsx");
    await site.write(
      "templates/index.tsx",
      `${templates}\nexport const assets = { "en/index.html": "<p>not a page</p>" };\n`,
    );
    const result = await buildSite({
      rootDir: site.dir,
      outDir: join(site.dir, "dist-bad-assets"),
      environment: "production",
    });
    await site.write("templates/index.tsx", templates);
    expect(result).toMatchObject({ ok: false, errors: [{ code: "template-assets", file: "templates/index.tsx" }] });
    expect(existsSync(join(site.dir, "dist-bad-assets"))).toBe(false);
  });

  it("names a route's missing island and every other problem of the bundle stage at once", async () => {
    const yaml = await site.read("site.yaml");
    await site.write(
      "site.yaml",
      yaml
        .replace("island: hello", "island: helo")
        .replace("template: article, theme: legal", "template: artcle, theme: legal"),
    );
    const result = await buildSite({ rootDir: site.dir, outDir: join(site.dir, "dist-x"), environment: "production" });
    await site.write("site.yaml", yaml);
    expect(result.ok ? [] : result.errors.map((error) => [error.code, error.file, error.path])).toEqual([
      ["island-missing", "runtime/islands/helo.tsx", "routes[3].island"],
      ["unknown-template", "site.yaml", "routes[2].template"],
    ]);
  });

  it("reports a route whose template does not exist, at its place in site.yaml", async () => {
    const yaml = await site.read("site.yaml");
    await site.write("site.yaml", yaml.replace("template: article, theme: legal", "template: artcle, theme: legal"));
    const result = await buildSite({ rootDir: site.dir, outDir: join(site.dir, "dist-x"), environment: "production" });
    await site.write("site.yaml", yaml);
    const line = yaml.split("\n").findIndex((l) => l.includes("path: /terms")) + 1;
    expect(result).toMatchObject({
      ok: false,
      errors: [
        {
          code: "unknown-template",
          file: "site.yaml",
          line,
          path: "routes[2].template",
          message: 'the template "artcle" is not exported by templates/index.tsx',
        },
      ],
    });
    expect(existsSync(join(site.dir, "dist-x"))).toBe(false);
  });
});
