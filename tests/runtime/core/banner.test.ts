// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { bannerState, bindBanner } from "../../../runtime/core/banner.js";
import { loadRuntimeConfig } from "./config.js";

const window = loadRuntimeConfig().timing.bannerReshowDays;
const DAY = 86_400_000;
const now = Date.UTC(2026, 5, 1);
const state = (daysAgo: number | null, mobile: boolean, forced = false) =>
  bannerState({ dismissedAt: daysAgo === null ? null : now - daysAgo * DAY, now, mobile, forced }, window);

describe("add-to-browser banner (SPEC §4, §9)", () => {
  it("shows until it is dismissed", () => {
    expect(state(null, false)).toBe("new");
    expect(state(null, true)).toBe("new");
  });

  it("reappears on desktop only from 0 to 15 days after the dismissal", () => {
    expect(state(window.desktop.min, false)).toBe("sad");
    expect(state(window.desktop.max, false)).toBe("sad");
    expect(state(window.desktop.max + 0.01, false)).toBeNull();
    expect(state(-1, false)).toBeNull();
  });

  it("reappears on mobile any time after the dismissal", () => {
    expect(state(0, true)).toBe("sad");
    expect(state(400, true)).toBe("sad");
    expect(state(-1, true)).toBeNull();
  });

  it("is forced by force_sad_banner", () => {
    expect(state(30, false, true)).toBe("sad");
  });

  it("shows the hidden banner and records a dismissal", () => {
    document.body.innerHTML = `<aside data-atb-banner hidden><button data-atb-banner-dismiss>×</button></aside>`;
    const banner = document.querySelector<HTMLElement>("[data-atb-banner]")!;
    const onDismiss = vi.fn();
    bindBanner(banner, "new", onDismiss);
    expect(banner.hidden).toBe(false);
    expect(banner.dataset.atbBannerState).toBe("new");
    banner.querySelector<HTMLButtonElement>("button")!.click();
    expect(banner.hidden).toBe(true);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("leaves the banner hidden when it should not show", () => {
    document.body.innerHTML = `<aside data-atb-banner hidden></aside>`;
    const banner = document.querySelector<HTMLElement>("[data-atb-banner]")!;
    bindBanner(banner, null, () => {});
    expect(banner.hidden).toBe(true);
  });
});
