import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { manifestSchema, type Manifest, type ManifestPage } from "../../contracts/manifest.js";
import { fail, ok, type Result } from "../errors.js";
import { parsePage, type ParsedPage } from "./parse-page.js";

export interface DistPage {
  meta: ManifestPage;
  /** null when the manifest names a file that is not there (the locales check reports it). */
  parsed: ParsedPage | null;
  /** The HTML's size gzipped, as a server would send it (0 when the file is missing). */
  htmlGzipBytes: number;
}

/** A built site as the checks read it: everything loaded and parsed once, up front. */
export interface DistSite {
  dir: string;
  manifest: Manifest;
  /** Every file under dist/, relative, with forward slashes. */
  files: ReadonlySet<string>;
  pages: DistPage[];
  /**
   * HTML files the manifest does not list (the language chooser at /, the 404 pages): their
   * links, markup and scripts are checked like the pages'.
   */
  otherPages: DistPage[];
  /** Text of each stylesheet under dist/, by relative path, for url() references. */
  stylesheets: ReadonlyMap<string, string>;
  headers: string | null;
  sitemap: string | null;
}

/** The build manifest, at the root of the built site. */
export const MANIFEST_FILE = "manifest.json";

const BUILD_HINT = "run `site build` first, or pass the folder it wrote: `site check path/to/dist`";

export async function readDist(dir: string): Promise<Result<DistSite>> {
  let files: string[];
  try {
    files = await listFiles(dir);
  } catch {
    return fail({ code: "dist-missing", file: dir, message: `there is no built site in ${dir}`, hint: BUILD_HINT });
  }
  const fileSet = new Set(files);
  if (!fileSet.has(MANIFEST_FILE)) {
    return fail({
      code: "manifest-missing",
      file: join(dir, MANIFEST_FILE),
      message: "the build manifest is missing",
      hint: BUILD_HINT,
    });
  }
  const manifest = await readManifest(join(dir, MANIFEST_FILE));
  if (!manifest.ok) return manifest;

  const text = (file: string) => (fileSet.has(file) ? readFile(join(dir, file), "utf8") : Promise.resolve(null));
  const pages = await Promise.all(
    manifest.value.pages.map(async (meta): Promise<DistPage> => {
      const source = await text(meta.file);
      return {
        meta,
        parsed: source === null ? null : parsePage(source, manifest.value.site.locales),
        htmlGzipBytes: source === null ? 0 : gzipSync(source).length,
      };
    }),
  );
  const listed = new Set(manifest.value.pages.map((page) => page.file));
  const otherPages = await Promise.all(
    files
      .filter((file) => file.endsWith(".html") && !listed.has(file))
      .map(async (file): Promise<DistPage> => {
        const source = (await text(file)) ?? "";
        return {
          meta: unlistedPage(file, source, manifest.value),
          parsed: parsePage(source, manifest.value.site.locales),
          htmlGzipBytes: gzipSync(source).length,
        };
      }),
  );
  const cssFiles = files.filter((file) => file.endsWith(".css"));
  const stylesheets = new Map(
    await Promise.all(cssFiles.map(async (file) => [file, (await text(file)) ?? ""] as const)),
  );
  const [headers, sitemap] = await Promise.all([text("_headers"), text("sitemap.xml")]);
  return ok({ dir, manifest: manifest.value, files: fileSet, pages, otherPages, stylesheets, headers, sitemap });
}

/** The template name given to build-written pages that are neither routes nor 404 pages (the language chooser). */
export const SITE_FILE_TEMPLATE = "site-file";

/** What the manifest would say about a page the build writes outside its routes. */
function unlistedPage(file: string, source: string, manifest: Manifest): ManifestPage {
  const first = file.split("/")[0] ?? "";
  const notFound = file === "404.html" || file.endsWith("/404.html");
  const template = notFound ? "not-found" : SITE_FILE_TEMPLATE;
  return {
    route: "",
    id: file,
    locale: manifest.site.locales.includes(first) ? first : manifest.site.defaultLocale,
    template,
    theme: "",
    island: null,
    file,
    url: `/${file.replace(/(^|\/)index\.html$/, "$1")}`,
    source: {
      template: notFound ? (manifest.templates["not-found"] ?? "templates/index.tsx") : "cli/build",
      content: null,
    },
    htmlBytes: Buffer.byteLength(source),
    assets: [],
    lazyAssets: [],
  };
}

async function readManifest(file: string): Promise<Result<Manifest>> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    return fail({
      code: "manifest-invalid",
      file,
      message: `the build manifest is not JSON: ${(error as Error).message}`,
      hint: "rebuild with `site build`",
    });
  }
  const parsed = manifestSchema.safeParse(data);
  if (parsed.success) return ok(parsed.data);
  return fail(
    ...parsed.error.issues.map((issue) => ({
      code: "manifest-invalid" as const,
      file,
      path: issue.path.join("."),
      message: `the build manifest does not match this version of site check: ${issue.message}`,
      hint: "rebuild with the same version of `site` that checks it",
    })),
  );
}

/**
 * Sorted: readdir's order is the file system's and Node's (26 lists a folder's files in another
 * order than 24), and the reports follow it.
 */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}
