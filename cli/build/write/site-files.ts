import { createHash } from "node:crypto";
import type { SiteModel } from "../../config/load.js";
import type { BuildEnvironment } from "../../../contracts/browser-config.js";
import { escapeHtml } from "../../html.js";
import { routeUrl } from "../../../contracts/routes.js";
import type { PlannedPage } from "../types.js";

/** Origins of every absolute URL in a config subtree (service hosts, endpoints). */
function originsIn(value: unknown): string[] {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (typeof node === "string") {
      if (/^https?:\/\/[^/\s]+/.test(node)) found.add(new URL(node).origin);
    } else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") Object.values(node).forEach(walk);
  };
  walk(value);
  return [...found].sort();
}

/**
 * The Content-Security-Policy every page is served with: scripts only from the site itself or by
 * hash, no inline style, calls only to the service hosts this build can switch between (the
 * runtime's own endpoints are relative to the site).
 */
export function contentSecurityPolicy(model: SiteModel, environment: BuildEnvironment, scriptHashes: string[]): string {
  const environments = model.services.environments as Record<BuildEnvironment, unknown>;
  const reachable =
    environment === "local"
      ? [environments.local, environments.staging]
      : [environments[environment], environments.staging];
  const services = originsIn(reachable);
  const site = new URL(model.site.baseUrl).origin;
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(" ")}`.trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${services.join(" ")}`.trim(),
    `form-action 'self' ${[site, ...services].filter((v, i, a) => a.indexOf(v) === i).join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The _headers file read by common static hosts (Netlify, Cloudflare Pages). */
export function headersFile(csp: string): string {
  return [
    "/*",
    `  Content-Security-Policy: ${csp}`,
    "  X-Content-Type-Options: nosniff",
    "  Referrer-Policy: strict-origin-when-cross-origin",
    "  Cross-Origin-Opener-Policy: same-origin",
    "  Permissions-Policy: camera=(), microphone=(), geolocation=(), interest-cohort=()",
    "  Strict-Transport-Security: max-age=31536000; includeSubDomains",
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "",
  ].join("\n");
}

/**
 * sitemap.xml: every page once, with its alternates: the pages of the same path in other languages
 * (every language for a route; for an entry, the languages it is written in), and x-default, the
 * default language's page where there is one.
 */
export function sitemap(model: SiteModel, pages: readonly Pick<PlannedPage, "route" | "locale" | "url">[]): string {
  const base = model.site.baseUrl;
  const byPath = new Map<string, Pick<PlannedPage, "locale" | "url">[]>();
  for (const page of pages) byPath.set(page.route.path, [...(byPath.get(page.route.path) ?? []), page]);
  const alternatesOf = new Map(
    [...byPath].map(([path, group]) => {
      const fallback = group.find((page) => page.locale.code === model.site.defaultLocale);
      const links = group.map(
        (page) =>
          `    <xhtml:link rel="alternate" hreflang="${page.locale.code}" href="${escapeHtml(base + page.url)}"/>`,
      );
      if (fallback)
        links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(base + fallback.url)}"/>`);
      return [path, links.join("\n")];
    }),
  );
  const entries = pages.map(
    (page) => `  <url>\n    <loc>${escapeHtml(base + page.url)}</loc>\n${alternatesOf.get(page.route.path)}\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

export function robots(model: SiteModel): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${model.site.baseUrl}/sitemap.xml\n`;
}

/** The script of the root page: the visitor's first matching language, query and fragment kept. */
function languageRedirectScript(codes: string[], fallback: string): string {
  return `(function(){var c=${JSON.stringify(codes)},s=location.search+location.hash,p=navigator.languages||[navigator.language||""];function f(x){x=x.toLowerCase();for(var i=0;i<c.length;i++)if(c[i].toLowerCase()===x)return c[i]}for(var i=0;i<p.length;i++){var m=f(p[i])||f(p[i].split("-")[0]);if(m){location.replace("/"+m+"/"+s);return}}location.replace("/${fallback}/"+s)})();`;
}

/** What the root page asks, in the site's default language like the rest of the page; each language below is named in itself. */
const CHOOSE_LANGUAGE = "Choose your language";

/** dist/index.html: sends visitors to their language; without JavaScript it lists the languages. */
export function rootPage(model: SiteModel, stylesheet: string | null): { html: string; scriptHash: string } {
  const script = languageRedirectScript(
    model.locales.map((l) => l.code),
    model.site.defaultLocale,
  );
  const scriptHash = `sha256-${createHash("sha256").update(script).digest("base64")}`;
  const links = model.locales
    .map(
      (locale) =>
        `<li><a href="${routeUrl(locale.code, "/")}" hreflang="${locale.code}" lang="${locale.code}"${locale.dir === "rtl" ? ' dir="rtl"' : ""}>${escapeHtml(locale.name)}</a></li>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="${model.site.defaultLocale}" data-site-theme="default">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(model.site.brand)}</title>
<meta name="description" content="${escapeHtml(model.site.brand)}: ${CHOOSE_LANGUAGE.toLowerCase()}">
${stylesheet ? `<link rel="stylesheet" href="${stylesheet}">\n` : ""}<script>${script}</script>
</head>
<body>
<main>
<h1>${escapeHtml(model.site.brand)}</h1>
<p id="choose-language">${CHOOSE_LANGUAGE}</p>
<nav aria-labelledby="choose-language" data-language-switcher>
<ul>
${links}
</ul>
</nav>
</main>
</body>
</html>
`;
  return { html, scriptHash };
}

/**
 * The eligibility check asks for a JSON file per country and reads only whether it exists:
 * one file for each eligible country in site.yaml.
 */
export function eligibilityFiles(model: SiteModel): { file: string; contents: string }[] {
  return model.runtime.eligibleCountries.map((country) => ({
    file: model.runtime.endpoints.eligibility.replace("{country}", country).replace(/^\//, ""),
    contents: `${JSON.stringify({ country, eligible: true })}\n`,
  }));
}
