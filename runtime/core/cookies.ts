import { safeValue } from "./safe-value.js";

/** Cookies by name; values with <, > or / are dropped (SPEC §2). */
export function parseCookies(cookieHeader: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      continue;
    }
    const safe = safeValue(value);
    if (name && safe !== null) cookies.set(name, safe);
  }
  return cookies;
}

/** A Set-Cookie string for document.cookie; maxAgeDays 0 deletes the cookie. */
export function cookieString(name: string, value: string, maxAgeDays: number, secure: boolean): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    "path=/",
    `max-age=${Math.round(maxAgeDays * 86400)}`,
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}
