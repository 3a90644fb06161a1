import type { BrowserConfig } from "../../contracts/browser-config.js";
import { parseCookies } from "./cookies.js";
import { assignAll, isBlocked } from "./experiments.js";
import { experimentParams } from "./params.js";
import { applyTheme, chooseTheme } from "./theme.js";

/** Applies the theme from the saved cookie, else the system colour scheme. */
export function applyPageTheme(
  win: Window,
  runtime: BrowserConfig["runtime"],
  cookies = parseCookies(win.document.cookie),
): void {
  // Plain && and || here: the inlined boot script targets browsers without ?. and ??.
  const systemDark = !!win.matchMedia && win.matchMedia("(prefers-color-scheme: dark)").matches;
  applyTheme(
    win.document.documentElement,
    chooseTheme(cookies.get(runtime.storageKeys.themeCookie), systemDark, runtime.theme),
  );
}

/**
 * Runs before first paint: theme and experiment variants go onto <html> so CSS shows the
 * right palette and variant without a flash. Backend assignments arrive as cookies named
 * like the stored ones.
 */
export function bootPage(win: Window, config: BrowserConfig | null): void {
  if (!config) return;
  const { runtime } = config;
  const cookies = parseCookies(win.document.cookie);
  applyPageTheme(win, runtime, cookies);
  // Inside the product's apps, the subscription calls to action wait for the app's answer
  // before they show anything (CSS hides them until then), so no purchase flashes up for a subscriber.
  if (win.navigator.userAgent.indexOf(runtime.platform.appUserAgentToken) > -1)
    win.document.documentElement.setAttribute("data-in-app", "");
  const query = new URLSearchParams(win.location.search);
  let store: Storage;
  try {
    store = win.localStorage;
  } catch {
    return;
  }
  const assignments = assignAll(runtime, {
    store,
    url: experimentParams(query),
    backend: (name) => cookies.get(runtime.storageKeys.experimentPrefix + name) || null,
    random: Math.random,
    // Compared with the configured names only, so unsafe values cannot match.
    blocked: isBlocked(runtime.experimentRules, query.get("campaign"), query.get("filter")),
  });
  for (const [name, variant] of Object.entries(assignments)) {
    if (variant) win.document.documentElement.setAttribute(`data-exp-${name}`, variant);
  }
}
