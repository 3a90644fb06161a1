import { statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { DEFAULT_BUDGETS, DEFAULT_IMAGE_VIEWPORT, type Budget } from "../../../contracts/config/check.js";
import { chosenImages, type Scheme, type Viewport } from "../images/selection.js";
import type { CheckContext } from "../context.js";
import type { DistPage } from "../dist.js";
import type { Finding } from "../findings.js";
import { defineCheck } from "../site-check.js";
import { isExecutableScript } from "./security.js";

type PageKind = "marketing" | "island";

/** What a page weighs, in bytes, next to the budget for its kind. */
export interface PageWeight {
  url: string;
  route: string;
  locale: string;
  kind: PageKind;
  jsGzip: number;
  configGzip: number;
  cssGzip: number;
  htmlGzip: number;
  /** Image bytes a phone (check.imageViewport) fetches for the page, lazy images included, in its heavier colour scheme. */
  images: number;
  /** Of those, the images fetched at once (not loading="lazy"): the first screen's. */
  firstScreenImages: number;
  /**
   * Lazy chunks (Intl polyfills, per-language data) are fetched only by a browser that lacks what
   * the page uses, never by the others: the budget counts what every visitor downloads, and these
   * are reported beside it: how many the page may import, and the largest, gzipped.
   */
  lazyJs: { chunks: number; largestGzip: number };
  budget: Budget;
}

/**
 * Each weight a page is measured by, with its budget: one table for the check and both reports,
 * each with the label its output uses (a finding, the summary line, the HTML chart).
 */
export const BUDGET_METRICS = [
  {
    field: "jsGzip",
    budget: "jsGzipKb",
    code: "over-budget-js",
    label: "JavaScript",
    short: "JS",
    chart: "JS (gz)",
    measured: "gzipped",
  },
  {
    field: "configGzip",
    budget: "configGzipKb",
    code: "over-budget-config",
    label: "Shared config",
    short: "config",
    chart: "Config (gz)",
    measured: "gzipped",
  },
  {
    field: "cssGzip",
    budget: "cssGzipKb",
    code: "over-budget-css",
    label: "CSS",
    short: "CSS",
    chart: "CSS (gz)",
    measured: "gzipped",
  },
  {
    field: "htmlGzip",
    budget: "htmlGzipKb",
    code: "over-budget-html",
    label: "HTML",
    short: "HTML",
    chart: "HTML (gz)",
    measured: "gzipped",
  },
  {
    field: "images",
    budget: "imageKb",
    code: "over-budget-images",
    label: "Images",
    short: "images",
    chart: "Images",
    measured: "as a phone fetches them",
  },
  {
    field: "firstScreenImages",
    budget: "firstScreenImageKb",
    code: "over-budget-first-image",
    label: "First-screen images",
    short: "first images",
    chart: "1st screen img",
    measured: "as a phone fetches them",
  },
] as const;

export type BudgetMetric = (typeof BUDGET_METRICS)[number];

export const KB = 1024;

function pageWeights(context: CheckContext, budgets: Readonly<Record<PageKind, Budget>>): PageWeight[] {
  const assets = new Map(context.dist.manifest.assets.map((asset) => [asset.file, asset]));
  const inlineGzip = memoGzipSize();
  const imageBytes = imageSizes(context, assets);
  const viewport = context.model.check.imageViewport ?? DEFAULT_IMAGE_VIEWPORT;
  return context.dist.pages.map((page) => {
    const loaded = page.meta.assets.flatMap((file) => assets.get(file) ?? []);
    const sum = (kind: string, field: "gzipBytes" | "bytes") =>
      loaded.filter((asset) => asset.kind === kind).reduce((total, asset) => total + asset[field], 0);
    const inlineJs = (page.parsed?.inlineScripts ?? [])
      .filter(isExecutableScript)
      .reduce((total, script) => total + inlineGzip(script.content), 0);
    const kind: PageKind = page.meta.island === null ? "marketing" : "island";
    const images = page.parsed ? imageWeight(page.parsed.elements, viewport, imageBytes) : { all: 0, firstScreen: 0 };
    return {
      url: page.meta.url,
      route: page.meta.route,
      locale: page.meta.locale,
      kind,
      jsGzip: sum("js", "gzipBytes") + inlineJs,
      configGzip: sum("config", "gzipBytes"),
      cssGzip: sum("css", "gzipBytes"),
      htmlGzip: page.htmlGzipBytes,
      images: images.all,
      firstScreenImages: images.firstScreen,
      lazyJs: {
        chunks: page.meta.lazyAssets.length,
        largestGzip: Math.max(0, ...page.meta.lazyAssets.map((file) => assets.get(file)?.gzipBytes ?? 0)),
      },
      budget: budgets[kind],
    };
  });
}

/** One finding per route and measure, with the heaviest of its pages: locales rarely differ in weight. */
function checkBudgets(context: CheckContext, weights: readonly PageWeight[]): Finding[] {
  const pageByUrl = new Map(context.dist.pages.map((page) => [page.meta.url, page]));
  const byRoute = new Map<string, PageWeight[]>();
  for (const weight of weights) byRoute.set(weight.route, [...(byRoute.get(weight.route) ?? []), weight]);
  return [...byRoute.values()].flatMap((routeWeights) =>
    BUDGET_METRICS.flatMap((metric) => {
      const over = routeWeights.filter((weight) => weight[metric.field] > weight.budget[metric.budget] * KB);
      if (!over.length) return [];
      const heaviest = over.reduce((a, b) => (b[metric.field] > a[metric.field] ? b : a));
      const page = pageByUrl.get(heaviest.url)!;
      const message = `${metric.label} ${formatKb(heaviest[metric.field])} ${metric.measured}${over.length > 1 ? " at most" : ""}, over the ${heaviest.kind} page budget of ${heaviest.budget[metric.budget]} KB`;
      return over.map(
        (weight): Finding => ({
          check: "budgets",
          code: metric.code,
          level: "error",
          message,
          page: weight.url,
          source: budgetSource(metric.field, page),
          hint: "raise check.budgets in config/check.yaml only if the weight is worth it",
        }),
      );
    }),
  );
}

/**
 * What a page's images weigh as the phone fetches them, in light and in dark (a dark picture may
 * weigh more), the heavier of the two.
 */
function imageWeight(
  elements: NonNullable<DistPage["parsed"]>["elements"],
  viewport: Viewport,
  bytesOf: (url: string) => number,
): { all: number; firstScreen: number } {
  const weigh = (scheme: Scheme) => {
    const chosen = chosenImages(elements, viewport, scheme);
    return {
      all: chosen.reduce((sum, image) => sum + bytesOf(image.url), 0),
      firstScreen: chosen.filter((image) => image.eager).reduce((sum, image) => sum + bytesOf(image.url), 0),
    };
  };
  const [light, dark] = [weigh("light"), weigh("dark")];
  return { all: Math.max(light.all, dark.all), firstScreen: Math.max(light.firstScreen, dark.firstScreen) };
}

/** The size of an image by its URL: from the manifest, else from dist/ (0 for one that is not there: the links check reports it). */
function imageSizes(context: CheckContext, assets: ReadonlyMap<string, { bytes: number }>): (url: string) => number {
  const sizes = new Map<string, number>();
  return (url) => {
    if (!url.startsWith("/") || url.startsWith("//")) return 0;
    const file = decodeURIComponent(url.slice(1).replace(/[?#].*$/, ""));
    let size = sizes.get(file) ?? assets.get(file)?.bytes;
    if (size === undefined) {
      try {
        size = context.dist.files.has(file) ? statSync(join(context.dist.dir, file)).size : 0;
      } catch {
        size = 0;
      }
      sizes.set(file, size);
    }
    return size;
  };
}

function budgetSource(field: BudgetMetric["field"], page: DistPage): string {
  if (field === "jsGzip")
    return page.meta.island === null ? "runtime/core/main.ts" : `runtime/islands/${page.meta.island}.tsx`;
  if (field === "cssGzip") return "templates/styles/site.css";
  return page.meta.source.content ?? page.meta.source.template;
}

export function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

function memoGzipSize(): (text: string) => number {
  const sizes = new Map<string, number>();
  return (text) => {
    let size = sizes.get(text);
    if (size === undefined) {
      size = gzipSync(text).length;
      sizes.set(text, size);
    }
    return size;
  };
}

/** Every page's weight against its budget; layout shift is measured in Chromium (cli/check/browser/layout-shift.ts). */
export const budgetsCheck = defineCheck({
  name: "budgets",
  needs: ["chromium"],
  run: (context) => {
    const weights = pageWeights(context, context.model.check.budgets ?? DEFAULT_BUDGETS);
    return { findings: checkBudgets(context, weights), weights };
  },
});
