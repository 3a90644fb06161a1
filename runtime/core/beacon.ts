/**
 * Sends a measurement URL as a GET that survives the page being hidden or unloaded
 * (keepalive), without cookies. Failures are dropped: measurement must never break a page.
 */
export function beaconSender(fetcher: typeof fetch): (url: string) => void {
  return (url) => {
    fetcher(url, { method: "GET", keepalive: true, credentials: "omit" }).catch(() => {});
  };
}
