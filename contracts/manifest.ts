import * as z from "zod";

/**
 * dist/manifest.json: what the build wrote. `site check` and the benchmarks read it,
 * so it is versioned and validated on both sides.
 */
/** `config`: the scripts that carry the browser config every page shares (data, cached, not code). */
const assetKindSchema = z.enum(["js", "config", "css", "image", "font", "other"]);

const assetSchema = z.object({
  /** Path relative to dist/, with forward slashes: assets/main-3F2A9C1B.js */
  file: z.string(),
  kind: assetKindSchema,
  bytes: z.number().int().nonnegative(),
  gzipBytes: z.number().int().nonnegative(),
});

const manifestPageSchema = z.object({
  route: z.string(),
  id: z.string(),
  locale: z.string(),
  template: z.string(),
  theme: z.string(),
  island: z.string().nullable(),
  /** Path relative to dist/: en/about/index.html */
  file: z.string(),
  /** URL path the page is served at: /en/about/ */
  url: z.string(),
  /** Where the page came from, so reports can name a file a person can edit. */
  source: z.object({
    template: z.string(),
    content: z.string().nullable(),
  }),
  htmlBytes: z.number().int().nonnegative(),
  /** Files (relative to dist/) the page loads: scripts, stylesheets, images. */
  assets: z.array(z.string()),
  /**
   * Scripts the page's scripts import only when the browser needs them (Intl polyfills and their
   * per-language data): not downloaded by browsers that have what the page uses, so not counted
   * in the page's budget.
   */
  lazyAssets: z.array(z.string()).default([]),
});

export const manifestSchema = z.object({
  version: z.literal(1),
  site: z.object({
    brand: z.string(),
    baseUrl: z.string(),
    defaultLocale: z.string(),
    locales: z.array(z.string()),
    environment: z.enum(["production", "staging", "local"]),
  }),
  pages: z.array(manifestPageSchema),
  /** Every bundle, and the files of public/ that pages load (favicon, images), with their weight. */
  assets: z.array(assetSchema),
  /** The file a person edits for each template (the 404 pages' "not-found" included). */
  templates: z.record(z.string(), z.string()).default({}),
  /** sha256-... of every inline script the pages carry; the CSP in _headers allows exactly these. */
  inlineScriptHashes: z.array(z.string()),
  /** Message keys missing per locale (they fall back to the default locale). */
  missingMessages: z.record(z.string(), z.array(z.string())),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestPage = z.infer<typeof manifestPageSchema>;
export type ManifestAsset = z.infer<typeof assetSchema>;
