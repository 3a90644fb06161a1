import type { ComponentType } from "react";
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

/** Renders `Screen` over the island's mount point (its static fallback); null when the page has none. */
export function mountIsland(name: string, Screen: ComponentType<ScreenProps>, deps: IslandDeps): Root | null {
  const element = deps.doc.querySelector(`[data-island="${name}"]`);
  if (!element) return null;
  const root = createRoot(element);
  root.render(
    <SubscriptionProvider services={createIslandServices(deps)}>
      <Connected screen={Screen} />
    </SubscriptionProvider>,
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
  const intl = (window as Window & { Intl?: IntlLike }).Intl;
  const ready = config.intlPolyfill
    ? ensureLocaleData(config.page.locale, { intl, load: polyfillLoader(config.intlPolyfill), log: console })
    : Promise.resolve();
  void ready.then(() => mountIsland(name, Screen, browserDeps(window, config)));
}
