import { startTransition, type ComponentType } from "react";
import { createRoot, type Root } from "react-dom/client";
import { ensureLocaleData, polyfillLoader, type IntlLike } from "../../core/locale-data.js";
import { readIslandConfig } from "../../core/site-config.js";
import { SubscriptionProvider, useSubscription } from "./context.js";
import { browserDeps, createIslandServices, type IslandDeps } from "./services.js";
import type { ScreenProps } from "./sign-in.js";

function Connected({ screen: Screen }: { screen: ComponentType<ScreenProps> }) {
  const ctx = useSubscription();
  return ctx ? <Screen ctx={ctx} /> : null;
}

/**
 * Renders `Screen` over the island's mount point (its static fallback); null when the page has none.
 * As a transition, which React renders in slices of a few milliseconds: rendered at once, the offer
 * blocked a phone's input for over 100 ms (Lighthouse's total blocking time on /pro, issue 26).
 */
export function mountIsland(name: string, Screen: ComponentType<ScreenProps>, deps: IslandDeps): Root | null {
  const element = deps.doc.querySelector(`[data-island="${name}"]`);
  if (!element) return null;
  const root = createRoot(element);
  startTransition(() =>
    root.render(
      <SubscriptionProvider services={createIslandServices(deps)}>
        <Connected screen={Screen} />
      </SubscriptionProvider>,
    ),
  );
  return root;
}

/**
 * The island entry's one job: mount with the page's config and the browser's edges. The screens
 * show prices and dates in the page's language, so a browser that lacks Intl data for it fetches
 * the polyfill first (SPEC §7); a failed load is only logged and the screen shows the browser's
 * own formats (SPEC §8).
 */
export function startIsland(name: string, Screen: ComponentType<ScreenProps>): void {
  const config = readIslandConfig(document);
  if (!config) return;
  // In a task after the one that evaluated React: the first use of Intl loads the browser's locale
  // data (about 30 ms here, four times that on Lighthouse's phone), and the two in one task blocked input.
  setTimeout(() => {
    const intl = (window as Window & { Intl?: IntlLike }).Intl;
    const ready = config.intlPolyfill
      ? ensureLocaleData(config.page.locale, { intl, load: polyfillLoader(config.intlPolyfill), log: console })
      : Promise.resolve();
    void ready.then(() => mountIsland(name, Screen, browserDeps(window, config)));
  }, 0);
}
