import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { SiteModel } from "../config/load.js";
import type { Route } from "../../contracts/config/index.js";
import { CONTENT_DIR } from "../content/load-content.js";
import type { MarkdownSource } from "../content/front-matter.js";
import { createMarkdownRenderer } from "../content/markdown.js";
import { interpolate } from "../content/messages.js";
import type { BrowserConfig, BuildEnvironment } from "../../contracts/browser-config.js";
import type { ScriptAsset } from "./bundle.js";
import { renderDocument, type PageAssets } from "./document.js";
import { scriptJson } from "./html.js";
import type { PageProps, TemplatePage } from "../../contracts/page-props.js";
import { isFileRoute, routeUrl, type PlannedPage } from "./plan.js";
import type { Templates } from "./templates.js";

/** Stands for the page's locale in rendered Markdown; markdown-it never emits a NUL character. */
const LOCALE_MARK = "\u0000";

/** Everything rendering needs, as plain data so it can be sent to worker threads. */
export interface RenderInput {
  model: SiteModel;
  environment: BuildEnvironment;
  /** locale -> key -> message */
  messages: Record<string, Record<string, string>>;
  assets: {
    stylesheet: string | null;
    boot: { code: string; hash: string } | null;
    main: ScriptAsset | null;
    islands: Record<string, ScriptAsset>;
  };
  favicon: string | null;
}

export interface RenderedPage {
  file: string;
  html: string;
  /** Files (relative to dist/) the page loads. */
  assets: string[];
}

/** The slice of the site model every template sees as `site`. */
export function templateSiteProps(model: SiteModel): PageProps["site"] {
  return {
    brand: model.site.brand,
    baseUrl: model.site.baseUrl,
    defaultLocale: model.site.defaultLocale,
    locales: model.locales,
    links: model.links,
    stats: model.stats,
    settings: model.settings,
    runtime: model.runtime,
    subscription: model.subscription,
  };
}

/** A function that renders one planned page to a complete HTML document. Pure, given its input. */
export function createPageRenderer(input: RenderInput, templates: Templates): (page: PlannedPage) => RenderedPage {
  const { model } = input;
  const markdown = createMarkdownRenderer();
  const defaults = input.messages[model.site.defaultLocale] ?? {};
  const siteProps = templateSiteProps(model);
  const pageConfig = scriptJson({ environment: input.environment, mainHost: model.site.hosts.main, hosts: model.site.hosts, runtime: model.runtime }).slice(1, -1);
  const serviceConfig = scriptJson({ services: model.services, subscription: model.subscription }).slice(1, -1);
  const alternatesByRoute = new Map<string, PageProps["alternates"]>();
  const alternatesOf = (route: Route) => {
    let alternates = alternatesByRoute.get(route.path);
    if (!alternates) {
      alternates = model.locales.map((locale) => ({ locale: locale.code, name: locale.name, url: routeUrl(locale.code, route.path) }));
      alternatesByRoute.set(route.path, alternates);
    }
    return alternates;
  };
  // Markdown is rendered once per file, with a mark where each link's locale goes: the same
  // file shows in up to every locale, and only its links differ.
  const markdownCache = new Map<string, string>();
  const markdownFor = (source: MarkdownSource) => {
    let html = markdownCache.get(source.file);
    if (html === undefined) {
      html = markdown(source.body, { localiseHref: (target) => localHref(target, LOCALE_MARK) });
      markdownCache.set(source.file, html);
    }
    return html;
  };
  const clientMessages = new Map<string, Record<string, string>>();
  const clientMessagesOf = (locale: string) => {
    let messages = clientMessages.get(locale);
    if (!messages) {
      messages = clientMessagesFor(input.messages[locale] ?? {}, defaults);
      clientMessages.set(locale, messages);
    }
    return messages;
  };

  return (page) => {
    const locale = page.locale.code;
    const catalogue = input.messages[locale] ?? {};
    const t = (key: string, vars?: Record<string, string | number>) => interpolate(catalogue[key] ?? defaults[key] ?? key, vars);
    const href = (target: string, targetLocale = locale) => localHref(target, targetLocale);
    const content = page.content ? { html: markdownFor(page.content).replaceAll(LOCALE_MARK, locale), data: contentData(page, catalogue), file: page.content.file } : null;
    const templatePage: TemplatePage = {
      id: page.route.id,
      route: page.route.path,
      locale,
      dir: page.locale.dir,
      template: page.route.template,
      theme: page.route.theme,
      url: page.url,
      specificPurpose: page.route.specificPurpose,
      legal: page.route.legal,
      island: page.route.island ?? null,
    };
    const Template = templates[page.route.template]!;
    const body = renderToStaticMarkup(createElement(Template, { page: templatePage, site: siteProps, t, href, alternates: alternatesOf(page.route), content }));

    const island = page.route.island ? (input.assets.islands[page.route.island] ?? null) : null;
    const config: Pick<BrowserConfig, "page" | "messages"> = {
      page: { id: page.route.id, route: page.route.path, locale, defaultLocale: model.site.defaultLocale, template: page.route.template, theme: page.route.theme, specificPurpose: page.route.specificPurpose },
      messages: clientMessagesOf(locale),
    };
    const pageAssets: PageAssets = { stylesheet: input.assets.stylesheet, boot: input.assets.boot, main: input.assets.main, island };
    const html = renderDocument(
      {
        lang: locale,
        dir: page.locale.dir,
        theme: page.route.theme,
        title: titleOf(content?.data.title, page, t, model.site.brand),
        description: typeof content?.data.description === "string" ? content.data.description : t(`pages.${page.route.id}.description`),
        canonical: `${model.site.baseUrl}${page.url}`,
        alternates: [
          ...alternatesOf(page.route).map((alt) => ({ hreflang: alt.locale, href: `${model.site.baseUrl}${alt.url}` })),
          { hreflang: "x-default", href: `${model.site.baseUrl}${routeUrl(model.site.defaultLocale, page.route.path)}` },
        ],
        favicon: input.favicon,
        noindex: isFileRoute(page.route.path),
        configJson: `${scriptJson(config).slice(0, -1)},${pageConfig}${page.route.island ? `,${serviceConfig}` : ""}}`,
        body,
      },
      pageAssets,
    );
    return { file: page.file, html, assets: pageAssetFiles(pageAssets, body, input.favicon) };
  };
}

/**
 * Front matter for the page. When the locale has no Markdown of its own and shows the default
 * language's, its own translated title and description (if the catalogue has them) win.
 */
function contentData(page: PlannedPage, catalogue: Record<string, string>): Record<string, unknown> {
  const data: Record<string, unknown> = { ...page.content!.data };
  if (page.content!.file.startsWith(`${CONTENT_DIR}/${page.locale.code}/`)) return data;
  for (const field of ["title", "description"] as const) {
    const translated = catalogue[`pages.${page.route.id}.${field}`];
    if (translated) data[field] = translated;
  }
  data.lang ??= page.content!.file.split("/")[1];
  return data;
}

function titleOf(contentTitle: unknown, page: PlannedPage, t: (key: string) => string, brand: string): string {
  const title = typeof contentTitle === "string" ? contentTitle : t(`pages.${page.route.id}.title`);
  return title.includes(brand) ? title : `${title} | ${brand}`;
}

/** A route path (optionally with #fragment or ?query) -> its URL in `locale`; anything else unchanged. */
export function localHref(target: string, locale: string): string {
  if (!target.startsWith("/") || target.startsWith("//")) return target;
  const match = /^([^?#]*)(.*)$/.exec(target)!;
  const path = match[1]!.replace(/\/+$/, "") || "/";
  return `${routeUrl(locale, path)}${match[2]}`;
}

/** The `client.` messages the browser runtime shows, in the page's language (falling back to the default). */
function clientMessagesFor(catalogue: Record<string, string>, defaults: Record<string, string>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const key of Object.keys(defaults).sort()) {
    if (key.startsWith("client.")) messages[key] = catalogue[key] ?? defaults[key]!;
  }
  return messages;
}

const IMAGE_SRC = /<img\b[^>]*?\ssrc="\/([^"#?]+)"/g;

function pageAssetFiles(assets: PageAssets, body: string, favicon: string | null): string[] {
  const files = new Set<string>();
  if (assets.stylesheet) files.add(assets.stylesheet.slice(1));
  for (const file of assets.main?.files ?? []) files.add(file);
  for (const file of assets.island?.files ?? []) files.add(file);
  if (favicon) files.add(favicon.slice(1));
  for (const match of body.matchAll(IMAGE_SRC)) files.add(match[1]!);
  return [...files].sort();
}
