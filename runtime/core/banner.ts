import type { RuntimeConfig } from "../../contracts/config/index.js";

const DAY_MS = 86_400_000;

export type BannerState = "new" | "sad" | null;

/**
 * SPEC §4: the add-to-browser banner shows until dismissed, and reappears (as the "sad"
 * reminder) when the time since the dismissal is inside the re-show window: 0 to 15 days on
 * desktop, any time after on mobile. ?force_sad_banner forces the reminder.
 */
export function bannerState(
  input: { dismissedAt: number | null; now: number; mobile: boolean; forced: boolean },
  window: RuntimeConfig["timing"]["bannerReshowDays"],
): BannerState {
  if (input.forced) return "sad";
  if (input.dismissedAt === null) return "new";
  const days = (input.now - input.dismissedAt) / DAY_MS;
  if (input.mobile) return days >= window.mobile.min ? "sad" : null;
  return days >= window.desktop.min && days <= window.desktop.max ? "sad" : null;
}

/** Shows the banner in its state and records a dismissal; the banner stays hidden for the rest of the page view. */
export function bindBanner(banner: HTMLElement, state: BannerState, onDismiss: () => void): void {
  if (state === null) return;
  banner.setAttribute("data-atb-banner-state", state);
  banner.hidden = false;
  banner.querySelector("[data-atb-banner-dismiss]")?.addEventListener("click", () => {
    banner.hidden = true;
    onDismiss();
  });
}
