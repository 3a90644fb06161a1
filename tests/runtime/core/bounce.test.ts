import { describe, expect, it, vi } from "vitest";
import { watchBounce } from "../../../runtime/core/bounce.js";
import { loadRuntimeConfig } from "./config.js";

const timing = loadRuntimeConfig().timing;

function fakePage() {
  const target = new EventTarget();
  const state = { now: 1000, scrollY: 0, hidden: false };
  const env = {
    addEventListener: (type: string, fn: () => void) => target.addEventListener(type, fn),
    removeEventListener: (type: string, fn: () => void) => target.removeEventListener(type, fn),
    scrollY: () => state.scrollY,
    hidden: () => state.hidden,
    now: () => state.now,
  };
  const emit = (type: string) => target.dispatchEvent(new Event(type));
  const hide = () => {
    state.hidden = true;
    emit("visibilitychange");
  };
  return { env, state, emit, hide };
}

describe("bounce pixel (SPEC §4, §9)", () => {
  it("fires when the page is hidden within the threshold without interaction", () => {
    const page = fakePage();
    const onBounce = vi.fn();
    watchBounce(page.env, timing, onBounce);
    page.state.now += timing.bounceMs - 1;
    page.hide();
    page.hide();
    expect(onBounce).toHaveBeenCalledTimes(1);
  });

  it("does not fire after the threshold", () => {
    const page = fakePage();
    const onBounce = vi.fn();
    watchBounce(page.env, timing, onBounce);
    page.state.now += timing.bounceMs + 1;
    page.hide();
    expect(onBounce).not.toHaveBeenCalled();
  });

  it.each(["pointerdown", "keydown", "touchstart"])("does not fire after a %s", (type) => {
    const page = fakePage();
    const onBounce = vi.fn();
    watchBounce(page.env, timing, onBounce);
    page.emit(type);
    page.hide();
    expect(onBounce).not.toHaveBeenCalled();
  });

  it("counts scrolling only past the scroll threshold as interaction", () => {
    const page = fakePage();
    const onBounce = vi.fn();
    watchBounce(page.env, timing, onBounce);
    page.state.scrollY = timing.scrollThresholdPx;
    page.emit("scroll");
    page.hide();
    expect(onBounce).toHaveBeenCalledTimes(1);

    const other = fakePage();
    const quiet = vi.fn();
    watchBounce(other.env, timing, quiet);
    other.state.scrollY = timing.scrollThresholdPx + 1;
    other.emit("scroll");
    other.hide();
    expect(quiet).not.toHaveBeenCalled();
  });
});
