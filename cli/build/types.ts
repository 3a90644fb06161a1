import type { CollectionView, EntrySummary } from "../../contracts/collections.js";
import type { Locale, Route } from "../../contracts/config/index.js";
import type { MarkdownSource } from "../content/front-matter.js";
import type { BuildEnvironment } from "../../contracts/browser-config.js";
import type { BundleCache } from "./cache/bundle-cache.js";
import type { InputCache } from "./cache/input-cache.js";
import type { PageCache } from "./cache/page-cache.js";
import type { PlannedFeed, Schedule } from "./plan/collections.js";
import type { Bodies } from "./render/bodies-ahead.js";
import type { RenderInput } from "./render/page.js";
import type { Stage } from "./runner.js";
import type { StageClock } from "./stage.js";
import type { Bundle, CompiledTemplates } from "./stages/bundle.js";
import type { Content } from "./stages/content.js";
import type { Pictures } from "./stages/images.js";
import type { Loaded } from "./stages/load.js";
import type { Rendered } from "./stages/render.js";
import type { BuildSummary } from "./stages/report.js";
import type { ShareSettings } from "./render/share.js";
import type { Share } from "./stages/share.js";
import type { Written } from "./stages/write.js";
import type { ThreadPool } from "./threads/pool.js";
import type { Staging } from "./write/swap.js";

/**
 * The build's shared types: what the plan says the build will write, which the stages and the
 * helpers under render/, write/, cache/ and threads/ all read.
 */
export type { Schedule };

export interface PlannedPage {
  route: Route;
  locale: Locale;
  /** URL path: /en/about/ */
  url: string;
  /** Output file relative to dist/: en/about/index.html */
  file: string;
  /** Markdown for this locale, or the default locale's when not translated. */
  content: MarkdownSource | null;
  /** On a collection's pages: what the page shows of the collection besides its Markdown. */
  collection?: CollectionView;
}

/** Every kind of file the build writes besides bundled assets and public/. */
type OutputKind =
  | "page"
  | "not-found"
  | "root"
  | "sitemap"
  | "robots"
  | "headers"
  | "eligibility"
  | "island-config"
  | "feed"
  | "manifest";

export interface PlannedOutput {
  file: string;
  kind: OutputKind;
  /** What writes it, for people: "/en/about/ (route /about)". */
  by: string;
  /** The page rendered into it (pages and 404 pages). */
  page?: PlannedPage;
  /** What it holds, where the plan already knows (the eligibility files, the island config). */
  contents?: string | Uint8Array;
  /** A collection's feed: what the write stage writes into it. */
  feed?: PlannedFeed;
}

export interface Plan {
  /**
   * Every route in every locale, in a stable order (routes as written, then locales as written),
   * then the collections' pages (collections as written, then locales, lists, tags and entries).
   */
  pages: PlannedPage[];
  /** The 404 page of every locale. */
  notFound: PlannedPage[];
  /** Every output file, the pages and 404 pages included: the plan owns them all. */
  outputs: PlannedOutput[];
  /** URL of each language's island config (assets/island-config-HASH.js), which island pages load. */
  islandConfig: Record<string, string>;
  /** The entries of each collection a route lists, by locale (PageProps.entries). */
  entries: Record<string, Record<string, EntrySummary[]>>;
}

/** The values of the build's stage graph, each produced by one stage (cli/build/stages/index.ts). */
export interface BuildValues {
  /** templates/ compiled into one module, by esbuild in its own process. */
  compiled: { file: string };
  loaded: Loaded;
  /** The build threads, started once the page count is known, when the build starts them early. */
  threads: undefined;
  templates: CompiledTemplates;
  bundle: Bundle;
  pictures: Pictures;
  content: Content;
  plan: Plan;
  shareSettings: ShareSettings | null;
  share: Share | null;
  /** Every picture and share image in the image cache. */
  images: undefined;
  /** What the renderer needs, as plain data for the render threads. */
  renderInput: RenderInput;
  /** Bodies rendered while the browser code was bundled, when the build renders ahead. */
  bodies: Bodies | undefined;
  output: Output;
  rendered: Rendered;
  written: Written;
  /** The output folder is the new one. */
  published: undefined;
  report: Omit<BuildSummary, "totalMs" | "stages">;
}

/** Where a build writes, and which pages it may take over from the last build into the same folder. */
interface Output {
  staging: Staging;
  /** The page cache of that folder, when the build caches. */
  pages: PageCache | null;
  /** Pages to take over unchanged: linked from `previous`, or left where they are when updating in place. */
  reuse: { pages: PageCache; previous: string; inPlace: boolean } | null;
}

/** What every stage of one run may read besides its inputs: the options of the build. */
export interface BuildContext {
  rootDir: string;
  environment: BuildEnvironment;
  /** Which entries the plan shows: the clock it was made with, and whether drafts are previewed. */
  schedule: Schedule;
  /** The model and Markdown a previous build parsed, reused where their files are unchanged. */
  inputCache?: InputCache;
  /** The browser bundles of earlier builds; only when the build caches. */
  bundleCache?: BundleCache;
  threads: ThreadPool;
  /** Start the threads as soon as the page count is known (they are started by the render stage otherwise). */
  startThreadsEarly: boolean;
  workers: number | "auto";
  /** Render page bodies while the browser code is bundled (a build that will render most pages). */
  renderAhead: boolean;
  /** The output folder (for the stages from `output` on). */
  outDir: string;
  /** Take unchanged pages over from the last build into `outDir` (the page cache). */
  pageCache: boolean;
  clock: StageClock;
}

export type BuildStage = Stage<BuildValues, BuildContext>;
