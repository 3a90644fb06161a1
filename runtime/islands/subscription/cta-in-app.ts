import { readIslandConfig } from "../../core/site-config.js";
import { appConnection } from "../../subscription/in-app.js";
import type { Timers } from "../../subscription/in-app-status.js";

/** What each call to action shows: purchase (the web's choice), management, or nothing while the app answers. */
export type CtaState = "pending" | "purchase" | "subscribed";

/**
 * Inside the apps: subscribed visitors are offered management, never a second purchase; the rest
 * (unsubscribed, or an app that cannot tell: UNKNOWN, ERROR) the purchase, as on the web. Both
 * choices are in the page from the start, so showing one never moves anything.
 */
export async function showInAppChoice(win: Window): Promise<CtaState | null> {
  const config = readIslandConfig(win.document);
  const ctas = win.document.querySelectorAll<HTMLElement>("[data-subscription-cta]");
  if (!config || !ctas.length) return null;
  const show = (state: CtaState) => {
    for (const cta of ctas) cta.dataset.state = state;
  };
  show("pending");
  const app = await appConnection({ win, config, query: new URLSearchParams(win.location.search), timers: win as unknown as Timers });
  const state = app.status === "SUBSCRIBED" ? "subscribed" : "purchase";
  show(state);
  return state;
}
