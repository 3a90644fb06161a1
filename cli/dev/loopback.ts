/**
 * `site dev` and the emulator listen on loopback only. A request whose Host names anything else
 * came through a name that resolves here by trickery (DNS rebinding: a page on evil.example whose
 * name now points at 127.0.0.1), and is refused, so a web page can never read what they serve.
 */
const LOOPBACK_HOSTNAMES = new Set(["127.0.0.1", "localhost", "[::1]"]);

export const isLoopbackHostname = (hostname: string) => LOOPBACK_HOSTNAMES.has(hostname.toLowerCase());

/** Whether a Host header (or an origin's host) names this server: a loopback name with its port. */
export function isOwnLoopbackHost(host: string | undefined, port: number): boolean {
  const match = /^(.+):(\d+)$/.exec(host ?? "");
  return match !== null && isLoopbackHostname(match[1]!) && Number(match[2]) === port;
}

/** An http origin on loopback, at any port: the site under `site dev` calling the emulator. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return url.protocol === "http:" && url.origin === origin && isLoopbackHostname(url.hostname);
  } catch {
    return false;
  }
}
