import type { Locale, Route } from "../../contracts/config/index.js";
import type { SiteModel } from "../config/load.js";
import type { ContentIndex } from "../content/load-content.js";
import type { MarkdownSource } from "../content/front-matter.js";

export interface PlannedPage {
  route: Route;
  locale: Locale;
  /** URL path: /en/about/ */
  url: string;
  /** Output file relative to dist/: en/about/index.html */
  file: string;
  /** Markdown for this locale, or the default locale's when not translated. */
  content: MarkdownSource | null;
}

/**
 * The URL of a route in a locale: "/" -> "/en/", "/pro/welcome" -> "/en/pro/welcome/". A path
 * naming a file (the build's own /404.html) stays a file: "/en/404.html".
 */
export function routeUrl(locale: string, path: string): string {
  if (path === "/") return `/${locale}/`;
  return isFileRoute(path) ? `/${locale}${path}` : `/${locale}${path}/`;
}

export function routeFile(locale: string, path: string): string {
  if (path === "/") return `${locale}/index.html`;
  return isFileRoute(path) ? `${locale}${path}` : `${locale}${path}/index.html`;
}

/** A route that is a file rather than a folder: only the build's own pages (404.html) are. */
export const isFileRoute = (path: string) => path.endsWith(".html");

/** Every route in every locale, in a stable order (routes as written, then locales as written). */
export function planPages(model: SiteModel, content: ContentIndex): PlannedPage[] {
  return model.routes.flatMap((route) =>
    model.locales.map((locale) => ({
      route,
      locale,
      url: routeUrl(locale.code, route.path),
      file: routeFile(locale.code, route.path),
      content: route.content
        ? (content.get(`${locale.code}/${route.content}`) ?? content.get(`${model.site.defaultLocale}/${route.content}`) ?? null)
        : null,
    })),
  );
}

/** Routes whose pages a changed content file affects (for incremental rebuilds in `site dev`). */
export function pagesUsingContent(pages: readonly PlannedPage[], contentFile: string): PlannedPage[] {
  return pages.filter((page) => page.content?.file === contentFile || (page.route.content && contentFile.endsWith(`/${page.route.content}`)));
}
