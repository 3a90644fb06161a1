/**
 * The URL of a route in a locale: "/" -> "/en/", "/pro/welcome" -> "/en/pro/welcome/". A path
 * naming a file (the build's own /404.html) stays a file: "/en/404.html".
 */
export function routeUrl(locale: string, path: string): string {
  if (path === "/") return `/${locale}/`;
  return isFileRoute(path) ? `/${locale}${path}` : `/${locale}${path}/`;
}

/** The output file of a route in a locale, relative to dist/: en/index.html, en/about/index.html. */
export function routeFile(locale: string, path: string): string {
  if (path === "/") return `${locale}/index.html`;
  return isFileRoute(path) ? `${locale}${path}` : `${locale}${path}/index.html`;
}

/** A route that is a file rather than a folder: only the build's own pages (404.html) are. */
export const isFileRoute = (path: string) => path.endsWith(".html");
