import type { SWRConfiguration } from "swr";
import type { RuntimeConfig } from "../../contracts/config/index.js";

/** Same test as SWR's own: the Network Information API reports a 2G-class connection. */
export function isSlowConnection(nav: { connection?: { effectiveType?: string } } | undefined): boolean {
  const type = nav?.connection?.effectiveType;
  return type === "slow-2g" || type === "2g";
}

/**
 * SPEC §4, §9: the islands' data cache is SWR, configured from the runtime section (dedupe,
 * focus throttle, error retry and loading time-out, longer on slow connections), revalidating
 * on focus and on reconnect. Pass the result to <SWRConfig value={...}>.
 */
export function swrConfig(cache: RuntimeConfig["dataCache"], slow: boolean): SWRConfiguration {
  return {
    dedupingInterval: cache.dedupingInterval,
    focusThrottleInterval: cache.focusThrottleInterval,
    errorRetryInterval: slow ? cache.slowConnection.errorRetryInterval : cache.errorRetryInterval,
    loadingTimeout: slow ? cache.slowConnection.loadingTimeout : cache.loadingTimeout,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
  };
}
