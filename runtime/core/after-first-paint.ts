/** What afterFirstPaint reads of the browser: passed in, so a test can paint when it likes. */
export interface PaintWatch {
  /** Whether the page is shown: a tab opened in the background paints nothing until it is. */
  hidden: boolean;
  /** Entries already recorded for the page (performance.getEntriesByName). */
  painted: () => boolean;
  /** Calls `then` once the first contentful paint is recorded; null where the browser does not record paints. */
  observe: ((then: () => void) => void) | null;
  setTimeout: (run: () => void, ms: number) => unknown;
}

/** The latest an island waits for a paint the browser never reports (a page with nothing to paint). */
export const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Runs `start` once the page has painted its first content, so an island's code (React above all)
 * is not fetched beside what the visitor sees first: on a slow phone connection the 70 KB React
 * chunk delayed the first paint of /pro by half a second (Lighthouse mobile, issue 26). At once
 * where there is no first paint to wait for (hidden tab, no paint timing), and after
 * FIRST_PAINT_WAIT_MS at the latest.
 */
export function afterFirstPaint(start: () => void, watch: PaintWatch): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (watch.hidden || !watch.observe || watch.painted()) {
    once();
    return;
  }
  watch.observe(once);
  watch.setTimeout(once, FIRST_PAINT_WAIT_MS);
}

/** The browser's own edges for afterFirstPaint. */
export function browserPaintWatch(win: Window): PaintWatch {
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  const recordsPaint = !!Observer && (Observer.supportedEntryTypes ?? []).includes("paint");
  const painted = () => win.performance.getEntriesByName("first-contentful-paint").length > 0;
  return {
    hidden: win.document.visibilityState === "hidden",
    painted,
    observe: recordsPaint
      ? (then) => {
          const observer = new Observer((list: PerformanceObserverEntryList) => {
            if (list.getEntriesByName("first-contentful-paint").length === 0) return;
            observer.disconnect();
            then();
          });
          observer.observe({ type: "paint", buffered: true });
        }
      : null,
    setTimeout: (run, ms) => win.setTimeout(run, ms),
  };
}
