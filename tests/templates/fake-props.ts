import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { parse } from "yaml";
import { templateSiteProps, type PageProps, type Translate } from "../../contracts/page-props.js";
import { loadSite, type SiteModel } from "../../cli/config/load.js";
import type { Route } from "../../contracts/config/index.js";
import { formatMessage } from "../../contracts/i18n/message-format.js";
import { picturePath, type PictureEntry, type PictureIndex } from "../../contracts/pictures.js";
import { PicturesProvider } from "../../templates/components/Picture.js";
import { createBrowserMessages } from "../../cli/content/translate.js";

export const ROOT = join(import.meta.dirname, "../..");

/** The real site.yaml and its includes, through the real loader. */
export async function loadRealSite(): Promise<SiteModel> {
  const result = await loadSite(ROOT);
  if (!result.ok) throw new Error(result.errors.map((error) => error.message).join("\n"));
  return result.value;
}

/** locales/{code}.yaml flattened to dotted keys, as the build reads it. */
const catalogues = new Map<string, ReadonlyMap<string, string>>();

/** locales/{code}.yaml flattened to dotted keys; read once per test file, the tests only read it. */
export function loadCatalogue(code: string): ReadonlyMap<string, string> {
  const cached = catalogues.get(code);
  if (cached) return cached;
  const messages = new Map<string, string>();
  const walk = (node: unknown, path: string[]) => {
    if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
    } else if (typeof node === "string" || typeof node === "number") {
      messages.set(path.join("."), String(node));
    }
  };
  walk(parse(readFileSync(join(ROOT, "locales", `${code}.yaml`), "utf8")), []);
  catalogues.set(code, messages);
  return messages;
}

const english = loadCatalogue("en");

/**
 * Like the build's t(), except that a key missing from the English catalogue throws: every string
 * a template shows must exist in locales/en.yaml.
 */
export function strictTranslate(key: string, vars?: Record<string, string | number>): string {
  const message = english.get(key);
  if (message === undefined) throw new Error(`missing message "${key}" in locales/en.yaml`);
  return formatMessage(message, "en", vars);
}

/**
 * t() for another language: its catalogue first, then English, as the build does. Every key that
 * fell back to English is recorded, so a test can say which pages are fully translated.
 */
export function translatorFor(locale: string, fallbacks: Set<string>): Translate {
  const catalogue = loadCatalogue(locale);
  return (key, vars) => {
    const message = catalogue.get(key);
    if (message === undefined) {
      fallbacks.add(key);
      return strictTranslate(key, vars);
    }
    return formatMessage(message, locale, vars);
  };
}

const browserMessages = new Map<string, PageProps["browserMessage"]>();

/**
 * browserMessage() as the build gives it to a page in `locale`: the locale's catalogue first, then
 * English. One per language: made for every page, copying both catalogues was a second a run.
 */
function browserMessageFor(locale: string): PageProps["browserMessage"] {
  let cached = browserMessages.get(locale);
  if (!cached) {
    const message = createBrowserMessages({
      catalogue: Object.fromEntries(loadCatalogue(locale)),
      defaults: Object.fromEntries(english),
      locale,
      defaultLocale: "en",
    });
    cached = (key, known) => JSON.stringify(message(key, known));
    browserMessages.set(locale, cached);
  }
  return cached;
}

/**
 * messageLocale() as the build gives it to a page in `locale` whose t() is translatorFor(locale):
 * the locale's catalogue first, then English.
 */
export function messageLocaleFor(locale: string): PageProps["messageLocale"] {
  const catalogue = loadCatalogue(locale);
  return (key) => (catalogue.has(key) ? locale : english.has(key) ? "en" : null);
}

export function localeUrl(locale: string, target: string): string {
  if (!target.startsWith("/")) return target;
  const [path = "", fragment] = target.split("#");
  const url = path === "/" ? `/${locale}/` : `/${locale}${path}/`;
  return fragment === undefined ? url : `${url}#${fragment}`;
}

export interface FakeOptions {
  locale?: string;
  content?: PageProps["content"];
  t?: Translate;
  /** Which locale each message is shown in; by default English, like the default t(). */
  messageLocale?: PageProps["messageLocale"];
  /** Change part of the site model, as an edit to site.yaml would. */
  site?: (site: PageProps["site"]) => PageProps["site"];
  /** On a collection's page: what it shows of the collection. */
  collection?: PageProps["collection"];
  entries?: PageProps["entries"];
  /** The pictures under images/ the page may show (none by default). */
  pictures?: PictureIndex;
}

function routeOf(model: SiteModel, id: string): Route {
  const route = model.routes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`no route "${id}" in site.yaml`);
  return route;
}

/**
 * A picture under images/ as the build would make it, for any source that is there: the pages'
 * product pictures render as they do in the build (sizes as drawn, three widths).
 */
function picturesOnDisk(src: string): PictureEntry | null {
  if (!existsSync(join(ROOT, "images", src))) return null;
  const files = (format: string) =>
    [400, 800, 1200].map((width) => ({ width, url: `/assets/images/${src.replace(/\.png$/, "")}-${width}.${format}` }));
  return {
    src,
    width: 1280,
    height: 900,
    fallbackType: "image/png",
    avif: files("avif"),
    webp: files("webp"),
    fallback: files("png"),
  };
}

/** PageProps for one route of the real site, the way the build assembles them. */
export function fakeProps(model: SiteModel, routeId: string, options: FakeOptions = {}): PageProps {
  const route =
    routeId === "not-found"
      ? { id: "not-found", path: "/404", template: "not-found", theme: "default", specificPurpose: false, legal: false }
      : routeOf(model, routeId);
  const locale = options.locale ?? model.site.defaultLocale;
  const site = templateSiteProps(model);
  return {
    page: {
      id: route.id,
      route: route.path,
      locale,
      dir: model.locales.find((candidate) => candidate.code === locale)?.dir ?? "ltr",
      template: route.template,
      theme: route.theme,
      url: localeUrl(locale, route.path),
      specificPurpose: route.specificPurpose,
      legal: route.legal,
      island: "island" in route ? (route.island ?? null) : null,
      data: "data" in route ? (route.data ?? null) : null,
    },
    site: options.site ? options.site(site) : site,
    t: options.t ?? strictTranslate,
    browserMessage: browserMessageFor(locale),
    messageLocale: options.messageLocale ?? messageLocaleFor("en"),
    href: (target, targetLocale = locale) => localeUrl(targetLocale, target),
    alternates: model.locales.map((candidate) => ({
      locale: candidate.code,
      name: candidate.name,
      dir: candidate.dir,
      url: localeUrl(candidate.code, route.path),
    })),
    content: options.content ?? null,
    collection: options.collection ?? null,
    entries: options.entries ?? (() => []),
    picture: (src) =>
      options.pictures ? (options.pictures[picturePath(src)] ?? null) : picturesOnDisk(picturePath(src)),
  };
}

/**
 * Render a template as the build does and hand back a document to query, as a visitor's browser
 * would see it. Test files that call this run in jsdom (`// @vitest-environment jsdom`).
 */
export function render(Template: ComponentType<PageProps>, props: PageProps): { html: string; document: Document } {
  // Like templates/index.tsx, which gives every page its pictures.
  const html = renderToStaticMarkup(
    // biome-ignore lint/correctness/noChildrenProp: createElement's typing asks for the provider's required children among its props
    createElement(PicturesProvider, { picture: props.picture, children: createElement(Template, props) }),
  );
  return {
    html,
    document: new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, "text/html"),
  };
}

export function text(element: Element | null): string {
  return (element?.textContent ?? "").replace(/\s+/g, " ").trim();
}
