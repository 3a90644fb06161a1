// Draws the product pictures: the React screens of scripts/product-pictures/ rendered by Chromium
// into PNG sources under images/product/{language}/{picture}-{light|dark}.png, which the build's
// image pipeline turns into AVIF and WebP. One set per language of config/content.yaml's
// pictures.languages, in its words (scripts/product-pictures/words/{language}.yaml); pages in the
// other languages show the default language's set.
//
//   node scripts/draw-product-pictures.mjs                       every picture, language and scheme
//   node scripts/draw-product-pictures.mjs --picture vpn --language de
//
// Run it with the pinned Node (node_modules/.bin/node) after changing a screen, its CSS or words.
import { build } from "esbuild";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import yaml from "js-yaml";
import { chromium } from "playwright-core";

const root = fileURLToPath(new URL("..", import.meta.url));
const source = join(root, "scripts/product-pictures");
const SCHEMES = ["light", "dark"];
/** Drawn at twice their CSS size: sharp on a phone's screen at the widest the pages show them. */
const SCALE = 2;

const { values: options } = parseArgs({ options: { picture: { type: "string", multiple: true }, language: { type: "string", multiple: true } } });

/** Nested YAML as dotted keys: { dashboard: { on: "..." } } -> { "dashboard.on": "..." }. */
function flatten(object, prefix = "", out = {}) {
  for (const [key, value] of Object.entries(object ?? {})) {
    if (value !== null && typeof value === "object") flatten(value, `${prefix}${key}.`, out);
    else out[`${prefix}${key}`] = String(value);
  }
  return out;
}

async function readWords(language) {
  return flatten(yaml.load(await readFile(join(source, "words", `${language}.yaml`), "utf8")));
}

const site = yaml.load(await readFile(join(root, "site.yaml"), "utf8"));
const content = yaml.load(await readFile(join(root, "config/content.yaml"), "utf8"));
const defaultLanguage = site.site.defaultLocale;
const languages = [defaultLanguage, ...content.pictures.languages];

// Every language says every word English says, and nothing else: a picture never shows a key.
const english = await readWords(defaultLanguage);
const words = new Map([[defaultLanguage, english]]);
const problems = [];
for (const language of languages.slice(1)) {
  const own = await readWords(language);
  const missing = Object.keys(english).filter((key) => !(key in own));
  const extra = Object.keys(own).filter((key) => !(key in english));
  if (missing.length) problems.push(`${language}: missing ${missing.join(", ")}`);
  if (extra.length) problems.push(`${language}: not in English ${extra.join(", ")}`);
  words.set(language, own);
}
if (problems.length) {
  console.error(`words/*.yaml:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}

// The screens are TSX: bundled for Node with React left to node_modules.
const work = await mkdtemp(join(tmpdir(), "product-pictures-"));
const bundle = join(work, "screens.mjs");
await build({ entryPoints: [join(source, "render.tsx")], outfile: bundle, bundle: true, platform: "node", format: "esm", jsx: "automatic", external: ["react", "react-dom", "react-dom/*", "react/*"], nodePaths: [join(root, "node_modules")], logLevel: "warning" });
// The bundle imports React from the repository's node_modules: it is written beside them.
const local = join(root, "node_modules/.cache/product-pictures.mjs");
await mkdir(join(root, "node_modules/.cache"), { recursive: true });
await writeFile(local, await readFile(bundle));
await rm(work, { recursive: true, force: true });
const { pictureHtml, PICTURES } = await import(pathToFileURL(local).href);
const css = await readFile(join(source, "pictures.css"), "utf8");

const pictures = options.picture ?? Object.keys(PICTURES);
const chosen = options.language ?? languages;
for (const name of pictures) if (!PICTURES[name]) throw new Error(`no picture "${name}": ${Object.keys(PICTURES).join(", ")}`);
for (const language of chosen) if (!words.has(language)) throw new Error(`no words for "${language}": ${languages.join(", ")}`);

// sharp (the image pipeline's library) stores the PNG with a palette when it has one: a third of the bytes.
const sharp = await import("sharp").then((module) => module.default).catch(() => null);
if (!sharp) console.warn("sharp is not installed: the pictures are stored as full-colour PNG");

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu", "--font-render-hinting=none"] });
let total = 0;
let count = 0;
try {
  const context = await browser.newContext({ deviceScaleFactor: SCALE, viewport: { width: 800, height: 600 } });
  const page = await context.newPage();
  for (const language of chosen) {
    const dir = join(root, "images/product", language);
    await mkdir(dir, { recursive: true });
    for (const name of pictures) {
      for (const scheme of SCHEMES) {
        await page.setContent(pictureHtml({ name, language, scheme, words: words.get(language), css }), { waitUntil: "load" });
        await page.evaluate(() => document.fonts.ready);
        const shot = await page.locator("#picture").screenshot({ omitBackground: true, type: "png" });
        const png = sharp ? await sharp(shot).png({ palette: true, quality: 92, effort: 10, compressionLevel: 9 }).toBuffer() : shot;
        await writeFile(join(dir, `${name}-${scheme}.png`), png);
        total += png.length;
        count += 1;
      }
    }
    console.log(`${language}: ${pictures.length * SCHEMES.length} pictures`);
  }
} finally {
  await browser.close();
}
console.log(`${count} pictures, ${(total / 1024 / count).toFixed(0)} KB each on average, ${(total / 1024 / 1024).toFixed(1)} MB in all`);
