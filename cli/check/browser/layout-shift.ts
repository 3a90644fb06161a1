import type { Browser, Page } from "playwright-core";
import { DEFAULT_LAYOUT_SHIFT, type LayoutShiftBudget } from "../../../contracts/config/check.js";
import type { DistPage } from "../dist.js";
import type { Finding } from "../findings.js";

/** A page's Cumulative Layout Shift in one window, and what moved. */
export interface LayoutShift {
  url: string;
  viewport: string;
  cls: number;
  /** check.layoutShift.maxCls */
  budget: number;
  /** The elements that moved the most, as the start of their markup. */
  moved: string[];
}

interface Recorded {
  cls: number;
  moved: string[];
}

/**
 * Something else to read from each page this pass loads, so that one load serves two checks (the
 * CSP check reads what Chromium blocked while the page loaded).
 */
export interface PageProbe {
  /** Runs in every page before its own scripts. */
  init: () => void;
  /** Reads what `init` recorded, once the page has settled. */
  read: (tab: Page, page: DistPage) => Promise<void>;
}

/** Runs before the page's own scripts: sums layout shifts not caused by input, as CLS counts them. */
function recordLayoutShifts() {
  const recorded: Recorded = { cls: 0, moved: [] };
  (window as unknown as { __layoutShift: Recorded }).__layoutShift = recorded;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      recorded.cls += entry.value;
      for (const source of entry.sources ?? []) {
        const node = source.node;
        recorded.moved.push(node instanceof Element ? node.outerHTML.slice(0, 60) : String(node?.nodeName ?? "?"));
      }
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/** A shift is reported after the frame that made it: two frames and a beat after load, the runtime's work is in. */
const settled = () =>
  new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50))));

/**
 * Loads each page as a new visitor (so the add-to-browser banner and the reordered calls to action
 * come in after first paint, as they do for real) in each configured window, and measures CLS.
 */
export async function measureLayoutShift(
  browser: Browser,
  origin: string,
  pages: readonly DistPage[],
  budget: LayoutShiftBudget | undefined,
  probe?: PageProbe,
): Promise<LayoutShift[]> {
  const measured: LayoutShift[] = [];
  const maxCls = budget?.maxCls ?? DEFAULT_LAYOUT_SHIFT.maxCls;
  for (const viewport of budget?.viewports ?? DEFAULT_LAYOUT_SHIFT.viewports) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(recordLayoutShifts);
    if (probe) await context.addInitScript(probe.init);
    try {
      // One tab for every page (a new tab costs more than a page); nothing a page does dismisses
      // the banner, so each page still loads as a new visitor's.
      const tab = await context.newPage();
      for (const page of pages) {
        await tab.goto(origin + page.meta.url, { waitUntil: "load" });
        await tab.evaluate(settled);
        const recorded = await tab.evaluate(() => (window as unknown as { __layoutShift: Recorded }).__layoutShift);
        await probe?.read(tab, page);
        measured.push({
          url: page.meta.url,
          viewport: `${viewport.width}×${viewport.height}`,
          cls: Number(recorded.cls.toFixed(4)),
          budget: maxCls,
          moved: [...new Set(recorded.moved)].slice(0, 3),
        });
      }
    } finally {
      await context.close();
    }
  }
  return measured;
}

/** One finding per page over the budget. */
export function layoutShiftFindings(measured: readonly LayoutShift[], pages: readonly DistPage[]): Finding[] {
  const sourceOf = new Map(pages.map((page) => [page.meta.url, page.meta.source.template]));
  return measured
    .filter((shift) => shift.cls > shift.budget)
    .map(
      (shift): Finding => ({
        check: "budgets",
        code: "over-budget-cls",
        level: "error",
        message: `Cumulative Layout Shift ${shift.cls} in a ${shift.viewport} window, over the budget of ${shift.budget}${shift.moved.length ? `; moved: ${shift.moved.join(", ")}` : ""}`,
        page: shift.url,
        source: sourceOf.get(shift.url),
        hint: "reserve the space of whatever appears after first paint: width and height on images, a fixed place (or an overlay) for what the runtime inserts",
      }),
    );
}
