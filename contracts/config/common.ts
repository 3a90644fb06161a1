import * as z from "zod";

/** A colour as maintainers write it in CSS: #abc or #aabbcc. */
export const hexColour = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "a colour like #1a2b3c or #abc");

/** A language code as used in the first path segment and in hreflang: en, de, pt, pt-PT, zh-CN. */
export const localeCode = z.string().regex(/^[a-z]{2,3}(?:-[A-Z]{2})?$/, "a language code like en, de or pt-PT");

/** A route path: "/" or lowercase segments separated by slashes, no trailing slash. */
export const routePath = z
  .string()
  .regex(
    /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/,
    "a path like / or /pro/welcome (lowercase, no trailing slash)",
  );

export const hostname = z.string().regex(/^[a-z0-9.-]+(?::\d+)?$/, "a host name like example.com or 127.0.0.1:8788");

export const httpUrl = z.string().regex(/^https?:\/\/[^\s]+$/, "an http:// or https:// address");

/** A link target: a route path of this site, or an absolute http(s) address. */
export const linkTarget = z.union([routePath, httpUrl]);

export const identifier = z.string().regex(/^[a-z][a-zA-Z0-9_-]*$/, "a name made of letters, digits, - and _");
