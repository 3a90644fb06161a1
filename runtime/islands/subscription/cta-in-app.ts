import { readIslandConfig } from "../../core/site-config.js";
import { appConnection } from "../../subscription/in-app.js";
import type { Timers } from "../../subscription/in-app-status.js";
import { showCtaState, type CtaState } from "./cta-state.js";

/**
 * Inside the apps: subscribed visitors are offered management, never a second purchase; the rest
 * (unsubscribed, or an app that cannot tell: UNKNOWN, ERROR) the purchase, as on the web. Both
 * choices are in the page from the start, so showing one never moves anything.
 */
export async function showInAppChoice(win: Window): Promise<CtaState | null> {
  const config = readIslandConfig(win.document);
  if (!config || !showCtaState(win.document, "pending")) return null;
  const app = await appConnection({ win, config, query: new URLSearchParams(win.location.search), timers: win as unknown as Timers });
  const state = app.status === "SUBSCRIBED" ? "subscribed" : "purchase";
  showCtaState(win.document, state);
  return state;
}
