import type { Manifest } from "../../../contracts/manifest.js";
import type { SiteModel } from "../../config/load.js";
import { ok, type SiteError } from "../../errors.js";
import type { BuildAssets } from "../bundle/assets.js";
import type { StageTiming } from "../stage.js";
import type { Rendered } from "./render.js";
import { defineStage } from "./define.js";

export interface BuildSummary {
  pages: number;
  /** Pages taken over unchanged from the previous build instead of rendered (the page cache). */
  reused: number;
  locales: number;
  assets: number;
  /** The pages' HTML, as written. */
  htmlBytes: number;
  /** Scripts, stylesheets and other assets, as written. */
  assetBytes: number;
  /** The heaviest page without an island: its JavaScript, gzipped (boot script included, shared config data not). */
  marketingJs: { gzipBytes: number; page: string | null };
  /** The shared React chunk, each island's own code (what it loads besides React and main), and the heaviest island page. */
  islandJs: IslandJs;
  /** Milliseconds from process start until the first page was on disk. */
  firstPageMs: number;
  totalMs: number;
  workers: number;
  /** Each stage by name, in pipeline order, with when it started and how long it took. */
  stages: StageTiming[];
  warnings: SiteError[];
  manifest: Manifest;
}

interface IslandJs {
  react: { file: string; gzipBytes: number } | null;
  /** Own code: what the island loads at once besides React; on demand: what it may load later (the apps' bridge). */
  islands: { name: string; ownGzipBytes: number; onDemandGzipBytes: number }[];
  heaviestPage: { gzipBytes: number; page: string | null };
}

/** Stage 7: what was built, in figures: the summary `site build` prints (and `--json` gives). */
function reportStage(input: {
  model: SiteModel;
  manifest: Manifest;
  rendered: Rendered;
  assets: BuildAssets;
}): Omit<BuildSummary, "totalMs" | "stages"> {
  const { model, manifest, rendered } = input;
  const assetBytes = new Map(manifest.assets.map((asset) => [asset.file, asset]));
  const gzipOf = (files: readonly string[]) =>
    files.reduce((sum, file) => sum + (assetBytes.get(file)?.kind === "js" ? assetBytes.get(file)!.gzipBytes : 0), 0);
  const { assets } = input;
  let marketing = { gzipBytes: 0, page: null as string | null };
  let islandPage = { gzipBytes: 0, page: null as string | null };
  for (const page of manifest.pages) {
    const js = gzipOf(page.assets);
    if (page.island) {
      if (js > islandPage.gzipBytes || !islandPage.page) islandPage = { gzipBytes: js, page: page.url };
    } else if (js > marketing.gzipBytes || !marketing.page) marketing = { gzipBytes: js, page: page.url };
  }
  return {
    pages: rendered.records.length,
    reused: rendered.reused,
    locales: model.locales.length,
    assets: manifest.assets.length,
    htmlBytes: rendered.records.reduce((sum, r) => sum + r.htmlBytes, 0),
    assetBytes: manifest.assets.reduce((sum, a) => sum + a.bytes, 0),
    marketingJs: marketing,
    islandJs: {
      react: assets.react ? { file: assets.react, gzipBytes: gzipOf([assets.react]) } : null,
      islands: [...assets.islands].map(([name, asset]) => ({
        name,
        ownGzipBytes: gzipOf(asset.eager.filter((file) => file !== assets.react)),
        onDemandGzipBytes: gzipOf(asset.files.filter((file) => !asset.eager.includes(file))),
      })),
      heaviestPage: islandPage,
    },
    firstPageMs: rendered.firstPageMs,
    workers: rendered.threads,
    warnings: Object.entries(manifest.missingMessages)
      .filter(([, keys]) => keys.length)
      .map(([locale, keys]) => ({
        code: "missing-translation",
        file: `locales/${locale}.yaml`,
        message: `${keys.length} message${keys.length === 1 ? "" : "s"} fall back to ${model.site.defaultLocale}`,
      })),
    manifest,
  };
}

export const report = defineStage({
  name: "report",
  timed: true,
  needs: ["published", "loaded", "written", "rendered", "bundle"],
  produces: "report",
  run: ({ loaded, written, rendered, bundle }) =>
    ok(reportStage({ model: loaded.model, manifest: written.manifest, rendered, assets: bundle.assets })),
});
