import { existsSync, readdirSync, statSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../../cli/build/build.js";
import { copyFixture } from "../../helpers/fixture-site.js";

type Fixture = Awaited<ReturnType<typeof copyFixture>>;

function documentOf(html: string): Document {
  return new JSDOM(html).window.document;
}

/** Each srcset candidate as [url, width]. */
function candidates(srcset: string | null): [string, number][] {
  return (srcset ?? "").split(",").map((part) => {
    const [url, width] = part.trim().split(/\s+/);
    return [url!, Number(width!.replace(/w$/, ""))];
  });
}

// Builds that encode pictures and draw cards cold: slow on a busy machine.
describe("pictures: images/ -> responsive AVIF, WebP and fallback files", { timeout: 180_000 }, () => {
  let site: Fixture;
  let out: string;
  let home: Document;
  let about: Document;

  beforeAll(async () => {
    site = await copyFixture("picture-site");
    out = join(site.dir, "dist");
    const result = await buildSite({ rootDir: site.dir, outDir: out, environment: "production" });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    home = documentOf(await readFile(join(out, "en/index.html"), "utf8"));
    about = documentOf(await readFile(join(out, "en/about/index.html"), "utf8"));
  }, 120_000);
  afterAll(() => site.remove());

  it("gives a template's <Picture> AVIF, then WebP, then the fallback <img>, each at every width up to the source's", () => {
    const picture = home.querySelector("picture")!;
    const light = [...picture.querySelectorAll("source:not([media])")];
    expect(light.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    // The source is 1120 px wide: the configured 400 and 800, then its own width, not 1200.
    for (const source of light) expect(candidates(source.getAttribute("srcset")).map(([, width]) => width)).toEqual([400, 800, 1120]);
    // An opaque source's fallback is JPEG, whatever the source's format.
    const img = picture.querySelector("img")!;
    expect(candidates(img.getAttribute("srcset")).map(([url, width]) => [url.split(".").at(-1), width])).toEqual([["jpg", 400], ["jpg", 800], ["jpg", 1120]]);
    expect(img.getAttribute("sizes")).toBe("(min-width: 800px) 560px, 100vw");
    for (const source of light) expect(source.getAttribute("sizes")).toBe("(min-width: 800px) 560px, 100vw");
  });

  it("writes files of the format and width their srcset says", async () => {
    const picture = home.querySelector("picture")!;
    const urls = [...picture.querySelectorAll("source, img")].flatMap((element) => candidates(element.getAttribute("srcset")));
    expect(urls.length).toBe(3 * 3 + 3 * 3);
    for (const [url, width] of urls) {
      const meta = await sharp(join(out, url)).metadata();
      expect(meta.width).toBe(width);
      const format = url.split(".").at(-1);
      expect(meta.format === "heif" ? meta.compression : meta.format).toBe({ avif: "av1", jpg: "jpeg" }[format!] ?? format);
    }
  });

  it("gives the <img> the source's width and height, its alt text, and the first screen's picture eager loading at high priority", () => {
    const img = home.querySelector("picture img")!;
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1120", "700"]);
    expect(img.getAttribute("alt")).toBe("The Fixture browser, showing a search page");
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });

  it("loads every other picture lazily, at normal priority, and gives a decorative one an empty alt", () => {
    const badge = home.querySelectorAll("picture")[1]!.querySelector("img")!;
    expect(badge.getAttribute("loading")).toBe("lazy");
    expect(badge.hasAttribute("fetchpriority")).toBe(false);
    expect(badge.getAttribute("alt")).toBe("");
    expect(badge.getAttribute("class")).toBe("badge");
    // Transparent source: a lossless PNG fallback; its own width (320) is below every configured one.
    expect(candidates(badge.getAttribute("srcset"))).toEqual([[expect.stringMatching(/\.png$/), 320]]);
  });

  it("puts the dark picture first, for the dark colour scheme, marked for the runtime", () => {
    const sources = [...home.querySelector("picture")!.querySelectorAll("source")];
    const dark = sources.filter((source) => source.getAttribute("media") === "(prefers-color-scheme: dark)");
    expect(dark.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp", "image/jpeg"]);
    expect(sources.slice(0, 3)).toEqual(dark);
    for (const source of dark) {
      expect(source.getAttribute("data-scheme")).toBe("dark");
      expect(source.getAttribute("srcset")).toMatch(/browser-dark-400\./);
    }
  });

  it("turns Markdown images under images/ into the same <picture>, lazy, with the reading column's sizes", () => {
    const pictures = [...about.querySelectorAll("main picture")];
    expect(pictures).toHaveLength(2);
    const team = pictures[0]!.querySelector("img")!;
    expect(team.getAttribute("alt")).toBe("Our team at work");
    expect([team.getAttribute("width"), team.getAttribute("height")]).toEqual(["900", "600"]);
    expect(team.getAttribute("loading")).toBe("lazy");
    expect(team.getAttribute("sizes")).toBe("(min-width: 800px) 704px, 100vw");
    expect(candidates(team.getAttribute("srcset"))[0]![0]).toMatch(/\/assets\/images\/team-400\.[\w-]+\.jpg$/);
    expect(pictures[1]!.querySelector("img")!.getAttribute("alt")).toBe("");
  });

  it("names files after what they are made from, under assets/ (cached for a year)", () => {
    const urls = [...home.querySelectorAll("source, img")].flatMap((element) => candidates(element.getAttribute("srcset")).map(([url]) => url));
    for (const url of urls) expect(url).toMatch(/^\/assets\/images\/[\w-]+-\d+\.[\w-]{10}\.(avif|webp|png|jpg)$/);
  });

  it("lists the files in the manifest as images, weighed as stored", async () => {
    const manifest = JSON.parse(await readFile(join(out, "manifest.json"), "utf8")) as { assets: { file: string; kind: string; bytes: number; gzipBytes: number }[] };
    const avif = manifest.assets.find((asset) => asset.file.endsWith(".avif"))!;
    expect(avif.kind).toBe("image");
    expect(avif.bytes).toBe(statSync(join(out, avif.file)).size);
    expect(avif.gzipBytes).toBe(avif.bytes);
  });

  it("makes no file again on a second build: each is taken from the cache", async () => {
    const cacheDir = join(site.dir, ".site-cache/images/files");
    const before = new Map(readdirSync(cacheDir).map((name) => [name, statSync(join(cacheDir, name)).mtimeMs]));
    const again = await buildSite({ rootDir: site.dir, outDir: join(site.dir, "dist-again"), environment: "production" });
    if (!again.ok) throw new Error(JSON.stringify(again.errors));
    const after = new Map(readdirSync(cacheDir).map((name) => [name, statSync(join(cacheDir, name)).mtimeMs]));
    expect(after).toEqual(before);
    expect(await readFile(join(site.dir, "dist-again/en/index.html"), "utf8")).toBe(await readFile(join(out, "en/index.html"), "utf8"));
  });
});

describe("pictures that cannot be made stop the build where they are named", { timeout: 180_000 }, () => {
  let site: Fixture;
  beforeAll(async () => {
    site = await copyFixture("picture-site");
  });
  afterAll(() => site.remove());

  it("names the template line of a <Picture> whose source is missing", async () => {
    const template = await site.read("templates/index.tsx");
    await site.write("templates/index.tsx", template.replace('src="badge.png"', 'src="badges/gone.png"'));
    const result = await buildSite({ rootDir: site.dir, outDir: join(site.dir, "dist"), environment: "production" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const line = template.split("\n").findIndex((text) => text.includes('src="badge.png"')) + 1;
    expect(result.errors).toContainEqual(expect.objectContaining({ code: "image-missing", file: "templates/index.tsx", line, message: expect.stringContaining("images/badges/gone.png is not there") }));
    await site.write("templates/index.tsx", template);
  });

  it("names the Markdown file and line of an image that is missing", async () => {
    const markdown = await site.read("content/de/about.md");
    await site.write("content/de/about.md", markdown.replace("photos/team.jpg", "photos/gone.jpg"));
    const result = await buildSite({ rootDir: site.dir, outDir: join(site.dir, "dist"), environment: "production" });
    await site.write("content/de/about.md", markdown);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const lines = markdown.split("\n");
    const line = lines.findIndex((text) => text.includes("photos/team.jpg"));
    expect(result.errors).toEqual([expect.objectContaining({ code: "image-missing", file: "content/de/about.md", line: line + 1, column: lines[line]!.indexOf("photos/team.jpg") + 1, message: expect.stringContaining("/de/about/") })]);
  });

  it("names an oversized source, and the places that use it", async () => {
    const yaml = await site.read("site.yaml");
    await site.write("site.yaml", yaml.replace("sharePreviews: true", "sharePreviews: true\n  maxSourcePixels: 1000"));
    const result = await buildSite({ rootDir: site.dir, outDir: join(site.dir, "dist"), environment: "production" });
    await site.write("site.yaml", yaml);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const template = await site.read("templates/index.tsx");
    const line = template.split("\n").findIndex((text) => text.includes('src="product/browser-light.png"')) + 1;
    expect(result.errors).toContainEqual(expect.objectContaining({ code: "image-too-large", file: "templates/index.tsx", line, message: expect.stringContaining("images/product/browser-light.png is 1120x700 pixels") }));
    expect(result.errors.every((error) => error.code === "image-too-large")).toBe(true);
  });

  it("refuses a file under images/ that is no PNG or JPEG", async () => {
    await writeFile(join(site.dir, "images/notes.txt"), "not a picture");
    const result = await buildSite({ rootDir: site.dir, outDir: join(site.dir, "dist"), environment: "production" });
    await rm(join(site.dir, "images/notes.txt"));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual([expect.objectContaining({ code: "image-unreadable", file: "images/notes.txt" })]);
    expect(existsSync(join(site.dir, "dist"))).toBe(false);
  });
});

describe("share previews: og: and twitter: tags and a 1200x630 image per page and language", { timeout: 180_000 }, () => {
  let site: Fixture;
  let out: string;
  const meta = (document: Document, name: string) => document.querySelector(`meta[property="${name}"], meta[name="${name}"]`)?.getAttribute("content") ?? null;

  beforeAll(async () => {
    site = await copyFixture("picture-site");
    out = join(site.dir, "dist");
    const result = await buildSite({ rootDir: site.dir, outDir: out, environment: "production" });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
  }, 120_000);
  afterAll(() => site.remove());

  it("gives every page in every language its title, description, canonical URL and card, all absolute", async () => {
    for (const locale of ["en", "de", "ja", "ar"]) {
      for (const path of ["", "about/"]) {
        const document = documentOf(await readFile(join(out, locale, path, "index.html"), "utf8"));
        expect(meta(document, "og:url")).toBe(`https://fixture.example/${locale}/${path}`);
        expect(meta(document, "og:title")).toBe(meta(document, "twitter:title"));
        expect(meta(document, "og:description")).toBe(document.querySelector('meta[name="description"]')!.getAttribute("content"));
        expect(meta(document, "og:site_name")).toBe("Fixture");
        expect(meta(document, "twitter:card")).toBe("summary_large_image");
        const image = meta(document, "og:image")!;
        expect(image).toMatch(/^https:\/\/fixture\.example\/assets\/share\/[\w-]{16}\.png$/);
        expect(meta(document, "twitter:image")).toBe(image);
        const card = await sharp(join(out, image.slice("https://fixture.example/".length))).metadata();
        expect([card.format, card.width, card.height]).toEqual(["png", 1200, 630]);
        expect([meta(document, "og:image:width"), meta(document, "og:image:height")]).toEqual(["1200", "630"]);
      }
    }
    const ja = documentOf(await readFile(join(out, "ja/index.html"), "utf8"));
    expect(meta(ja, "og:title")).toBe("Fixtureでプライベートに検索");
    expect(meta(ja, "og:locale")).toBe("ja");
  });

  it("draws a card per page title, and none for the 404 pages", async () => {
    const image = async (file: string) => meta(documentOf(await readFile(join(out, file), "utf8")), "og:image");
    const cards = await Promise.all(["en", "de", "ja", "ar"].flatMap((locale) => [`${locale}/index.html`, `${locale}/about/index.html`]).map(image));
    expect(new Set(cards).size).toBe(8);
    expect(readdirSync(join(out, "assets/share")).sort()).toEqual([...new Set(cards)].map((url) => url!.split("/").at(-1)).sort());
  });

  it("sets the title in its script and direction: Arabic right to left, its ink to the right", async () => {
    const file = meta(documentOf(await readFile(join(out, "ar/index.html"), "utf8")), "og:image")!.slice("https://fixture.example/".length);
    const { data, info } = await sharp(join(out, file)).greyscale().raw().toBuffer({ resolveWithObject: true });
    // Dark pixels in the title's band (y 216-500): their mean x lies right of the middle.
    let sum = 0;
    let count = 0;
    for (let y = 216; y < 500; y++) for (let x = 0; x < info.width; x++) if (data[y * info.width + x]! < 100) {
      sum += x;
      count += 1;
    }
    expect(count).toBeGreaterThan(1000);
    expect(sum / count).toBeGreaterThan(info.width / 2);
  });

  it("gives the 404 pages, which search engines should not list, no share tags", async () => {
    const html = await readFile(join(out, "en/404.html"), "utf8");
    expect(html).not.toContain("og:");
  });

  it("makes no share preview when images.sharePreviews is off (the site's default)", async () => {
    const copy = await copyFixture("picture-site");
    try {
      await copy.write("site.yaml", (await copy.read("site.yaml")).replace("sharePreviews: true", "sharePreviews: false"));
      const result = await buildSite({ rootDir: copy.dir, outDir: join(copy.dir, "dist"), environment: "production" });
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      const document = documentOf(await readFile(join(copy.dir, "dist/en/index.html"), "utf8"));
      expect(document.querySelector('meta[property^="og:"], meta[name^="twitter:"]')).toBeNull();
      expect(existsSync(join(copy.dir, "dist/assets/share"))).toBe(false);
    } finally {
      await copy.remove();
    }
  });
});
