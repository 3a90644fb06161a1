export interface BounceEnv {
  addEventListener: (type: string, listener: () => void, options?: AddEventListenerOptions) => void;
  removeEventListener: (type: string, listener: () => void) => void;
  scrollY: () => number;
  hidden: () => boolean;
  now: () => number;
}

/**
 * SPEC §4: the bounce pixel fires if the page is hidden within `bounceMs` of loading without
 * interaction. Clicks, key presses, touches and scrolling past the threshold count as interaction.
 */
export function watchBounce(
  env: BounceEnv,
  options: { bounceMs: number; scrollThresholdPx: number },
  onBounce: () => void,
): () => void {
  const start = env.now();
  const interactions = ["pointerdown", "keydown", "touchstart"];
  const stop = () => {
    for (const type of interactions) env.removeEventListener(type, stop);
    env.removeEventListener("scroll", onScroll);
    env.removeEventListener("visibilitychange", onVisibility);
  };
  const onScroll = () => {
    if (env.scrollY() > options.scrollThresholdPx) stop();
  };
  const onVisibility = () => {
    if (!env.hidden()) return;
    stop();
    if (env.now() - start <= options.bounceMs) onBounce();
  };
  for (const type of interactions) env.addEventListener(type, stop, { passive: true });
  env.addEventListener("scroll", onScroll, { passive: true });
  env.addEventListener("visibilitychange", onVisibility);
  return stop;
}
