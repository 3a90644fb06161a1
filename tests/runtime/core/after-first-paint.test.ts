import { describe, expect, it } from "vitest";
import { afterFirstPaint, FIRST_PAINT_WAIT_MS, type PaintWatch } from "../../../runtime/core/after-first-paint.js";

/** A browser whose first paint and clock the test moves by hand. */
function fakeBrowser(
  options: Partial<Pick<PaintWatch, "hidden">> & { recordsPaint?: boolean; paintedAlready?: boolean },
) {
  const paintListeners: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  const watch: PaintWatch = {
    hidden: options.hidden ?? false,
    painted: () => options.paintedAlready ?? false,
    observe: options.recordsPaint === false ? null : (then) => void paintListeners.push(then),
    setTimeout: (run, ms) => timers.push({ at: ms, run }),
  };
  return {
    watch,
    paint: () => {
      for (const listener of paintListeners) listener();
    },
    wait: (ms: number) => {
      for (const timer of timers.filter((timer) => timer.at <= ms)) timer.run();
    },
  };
}

describe("afterFirstPaint", () => {
  it("starts an island once the page has painted its first content, and only once", () => {
    const browser = fakeBrowser({});
    let starts = 0;
    afterFirstPaint(() => starts++, browser.watch);
    expect(starts).toBe(0);
    browser.paint();
    expect(starts).toBe(1);
    browser.wait(FIRST_PAINT_WAIT_MS);
    expect(starts).toBe(1);
  });

  it("starts it after the longest wait when the browser never reports a paint", () => {
    const browser = fakeBrowser({});
    let starts = 0;
    afterFirstPaint(() => starts++, browser.watch);
    browser.wait(FIRST_PAINT_WAIT_MS - 1);
    expect(starts).toBe(0);
    browser.wait(FIRST_PAINT_WAIT_MS);
    expect(starts).toBe(1);
  });

  it.each([
    ["in a tab opened in the background", { hidden: true }],
    ["in a browser that records no paint", { recordsPaint: false }],
    ["when the page has painted already", { paintedAlready: true }],
  ])("starts it at once %s", (_case, options) => {
    let starts = 0;
    afterFirstPaint(() => starts++, fakeBrowser(options).watch);
    expect(starts).toBe(1);
  });
});
