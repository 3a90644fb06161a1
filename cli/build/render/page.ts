import type { SiteModel } from "../../config/load.js";
import type { Route } from "../../../contracts/config/index.js";
import { CONTENT_DIR } from "../../site-layout.js";
import type { MarkdownSource } from "../../content/front-matter.js";
import { createMarkdownRenderer } from "../../content/markdown.js";
import type { BuildEnvironment } from "../../../contracts/browser-config.js";
import { ownPageConfig } from "../../../contracts/build-browser-config.js";
import type { BuildAssets } from "../bundle/assets.js";
import { renderDocument, type PageAssets } from "./document.js";
import { createElement, renderToStaticMarkup } from "./react-renderer.js";
import { createBrowserMessages, createTranslator, markFallbackHtml } from "../../content/translate.js";
import type { BrowserMessage } from "../../../contracts/i18n/message-render.js";
import { escapeHtml, scriptJson } from "../../html.js";
import { templateSiteProps, type PageProps, type TemplatePage, type Translate } from "../../../contracts/page-props.js";
import { isFileRoute, routeUrl } from "../../../contracts/routes.js";
import type { Plan, PlannedPage } from "../types.js";
import type { Templates } from "../bundle/templates.js";
import { listHeading, type CollectionView } from "../../../contracts/collections.js";
import { feedLinkTags } from "./feed-links.js";
import { picturePath, type PictureIndex } from "../../../contracts/pictures.js";
import { missingPictures, withPictures } from "../images/picture-html.js";
import { shareTags, type ShareSettings } from "./share.js";

/** Stands for the page's locale in rendered Markdown, which never holds a NUL character (CommonMark makes it U+FFFD). */
const LOCALE_MARK = "\u0000";

/** Everything rendering needs, as plain data so it can be sent to worker threads. */
export interface RenderInput {
  model: SiteModel;
  environment: BuildEnvironment;
  /** locale -> key -> message */
  messages: Record<string, Record<string, string>>;
  /** The bundles pages refer to, with the islands by name as plain data. */
  assets: Omit<BuildAssets, "files" | "islands" | "react"> & {
    islands: Record<string, NonNullable<BuildAssets["main"]>>;
  };
  favicon: string | null;
  /** URL of each language's island config, which pages with an island load. */
  islandConfig: Record<string, string>;
  /** The entries of each collection a route lists, by locale (PageProps.entries). */
  entries: Plan["entries"];
  /** Every picture under images/, by its path there. */
  pictures: PictureIndex;
  /** Share previews (og: and twitter: tags and a card per page): null when the site has none (images.sharePreviews). */
  share: ShareSettings | null;
}

export interface RenderedPage {
  file: string;
  html: string;
  /** Files (relative to dist/) the page loads. */
  assets: string[];
  /** The [data-exp-show] values of the page, for the experiment rules. */
  experiments: string[];
  /** Scripts fetched only on demand (Intl polyfills and locale data, search suggestions, the apps' bridge): not in `assets`. */
  lazyAssets: string[];
  /** Pictures the page names that are not under images/ (the build stops on them). */
  missingPictures?: string[];
}

/** What a page's body is rendered from: no bundle, so bodies can be rendered while the browser code is bundled. */
export type BodyInput = Pick<RenderInput, "model" | "messages" | "pictures" | "entries">;

/**
 * A function that renders a page's body: its template, with its Markdown, in its language (the
 * messages shown in the default language marked so). Pure, given its input.
 */
export function createBodyRenderer(input: BodyInput, templates: Templates): (page: PlannedPage) => string {
  const { model } = input;
  const markdown = createMarkdownRenderer();
  const defaults = input.messages[model.site.defaultLocale] ?? {};
  const defaultDir = model.locales.find((locale) => locale.code === model.site.defaultLocale)?.dir ?? "ltr";
  const siteProps = templateSiteProps(model);
  const alternatesByRoute = new Map<string, PageProps["alternates"]>();
  const alternatesOf = (route: Route, collection: CollectionView | undefined) => {
    let alternates = alternatesByRoute.get(route.path);
    if (!alternates) {
      // A collection's page missing in a language (an entry not translated into it) sends the switcher to that language's list.
      const urlIn = (locale: string) =>
        !collection || collection.translations.includes(locale)
          ? routeUrl(locale, route.path)
          : collection.list.replace(/^\/[^/]+\//, `/${locale}/`);
      alternates = model.locales.map((locale) => ({
        locale: locale.code,
        name: locale.name,
        dir: locale.dir,
        url: urlIn(locale.code),
      }));
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
      html = withPictures(
        markdown(source.body, { lang: textLanguage(source), localiseHref: (target) => localHref(target, LOCALE_MARK) })
          .html,
        input.pictures,
      );
      markdownCache.set(source.file, html);
    }
    return html;
  };

  const picture = (src: string) => input.pictures[picturePath(src)] ?? null;

  return (page) => {
    const locale = page.locale.code;
    const catalogue = input.messages[locale] ?? {};
    const marked = createTranslator({
      catalogue,
      defaults,
      locale,
      defaultLocale: model.site.defaultLocale,
      dir: page.locale.dir,
      markFallbacks: true,
    });
    const browserMessage = createBrowserMessages({
      catalogue,
      defaults,
      locale,
      defaultLocale: model.site.defaultLocale,
    });
    const href = (target: string, targetLocale = locale) => localHref(target, targetLocale);
    const messageLocale = (key: string) =>
      Object.hasOwn(catalogue, key) ? locale : Object.hasOwn(defaults, key) ? model.site.defaultLocale : null;
    const content = page.content
      ? {
          html: markdownFor(page.content).replaceAll(LOCALE_MARK, locale),
          data: contentData(page, catalogue),
          file: page.content.file,
          fallback: isFallback(page),
        }
      : null;
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
      data: page.route.data ?? null,
    };
    const entries = (name: string) => {
      if (!page.route.collections?.includes(name))
        throw new Error(
          `the page ${page.url} lists the collection ${name}, which its route does not name: add "collections: [${name}]" to the route ${page.route.path} in site.yaml`,
        );
      return input.entries[name]?.[locale] ?? [];
    };
    const Template = templates[page.route.template]!;
    return markFallbackHtml(
      renderToStaticMarkup(
        createElement(Template, {
          page: templatePage,
          site: siteProps,
          t: marked,
          browserMessage: (key, known) => JSON.stringify(browserMessage(key, known)),
          messageLocale,
          href,
          alternates: alternatesOf(page.route, page.collection),
          content,
          picture,
          collection: page.collection ?? null,
          entries,
        }),
      ),
      {
        lang: model.site.defaultLocale,
        dir: defaultDir,
        pageDir: page.locale.dir,
        notice: escapeHtml(marked("fallback.page")),
      },
    );
  };
}

/**
 * A function that renders one planned page to a complete HTML document: its body (or the body
 * already rendered for it by createBodyRenderer), in the document that loads the page's assets.
 * Pure, given its input.
 */
export function createPageRenderer(
  input: RenderInput,
  templates: Templates,
): (page: PlannedPage, body?: string) => RenderedPage {
  const { model } = input;
  const renderBody = createBodyRenderer(input, templates);
  const defaults = input.messages[model.site.defaultLocale] ?? {};
  const intlPolyfill = input.assets.intlPolyfill;
  const onDemand = intlPolyfill ? [...intlPolyfill.files].sort() : [];
  // The same for every page with the same island and Intl use: worked out once, not per page.
  const lazyAssetsByKind = new Map<string, string[]>();
  const lazyAssetsOf = (assets: PageAssets, island: string | null, intl: boolean) => {
    const kind = `${island ?? ""}:${intl}`;
    let files = lazyAssetsByKind.get(kind);
    if (!files) {
      files = lazyAssetFiles(assets, intl ? onDemand : []);
      lazyAssetsByKind.set(kind, files);
    }
    return files;
  };
  const clientMessages = new Map<string, Record<string, BrowserMessage>>();
  const clientMessagesOf = (locale: string) => {
    let messages = clientMessages.get(locale);
    if (!messages) {
      const message = createBrowserMessages({
        catalogue: input.messages[locale] ?? {},
        defaults,
        locale,
        defaultLocale: model.site.defaultLocale,
      });
      messages = clientMessagesFor(defaults, (key) => message(key, { brand: model.site.brand }));
      clientMessages.set(locale, messages);
    }
    return messages;
  };

  return (page, body = renderBody(page)) => {
    const locale = page.locale.code;
    const catalogue = input.messages[locale] ?? {};
    const t = createTranslator({
      catalogue,
      defaults,
      locale,
      defaultLocale: model.site.defaultLocale,
      dir: page.locale.dir,
      markFallbacks: false,
    });
    const island = page.route.island ? (input.assets.islands[page.route.island] ?? null) : null;
    const config = ownPageConfig(
      {
        id: page.route.id,
        route: page.route.path,
        locale,
        defaultLocale: model.site.defaultLocale,
        template: page.route.template,
        theme: page.route.theme,
        specificPurpose: page.route.specificPurpose,
      },
      { messages: clientMessagesOf(locale), intlPolyfill: usesIntl(page) ? intlPolyfill?.url : undefined },
    );
    const pageAssets: PageAssets = {
      stylesheet: input.assets.stylesheet,
      boot: input.assets.boot,
      config: page.route.island ? [input.assets.config.site, input.islandConfig[locale]!] : [input.assets.config.site],
      main: input.assets.main,
      island,
    };
    const title = pageTitle(page, catalogue, model.site.defaultLocale, t);
    const description =
      (page.collection?.kind === "list"
        ? listHeading(page.collection, t).description
        : contentText(page, catalogue, "description")) ?? t(`pages.${page.route.id}.description`);
    const canonical = `${model.site.baseUrl}${page.url}`;
    const noindex = isFileRoute(page.route.path);
    const html = renderDocument(
      {
        lang: locale,
        dir: page.locale.dir,
        theme: page.route.theme,
        title: title.text.includes(model.site.brand) ? title.text : `${title.text} | ${model.site.brand}`,
        description,
        canonical,
        favicon: input.favicon,
        noindex,
        share:
          noindex || !input.share
            ? ""
            : shareTags({ model, page, title, description, url: canonical, settings: input.share }),
        configJson: scriptJson(config),
        feeds: page.collection?.feeds ? feedLinkTags(page.collection, t) : [],
        body,
      },
      pageAssets,
    );
    const missing = missingPictures(body);
    return {
      file: page.file,
      html,
      assets: pageAssetFiles(pageAssets, body, input.favicon),
      experiments: experimentReferences(body),
      lazyAssets: lazyAssetsOf(pageAssets, page.route.island ?? null, usesIntl(page)),
      ...(missing.length ? { missingPictures: missing } : {}),
    };
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
    const text = contentText(page, catalogue, field);
    if (text !== undefined) data[field] = text;
  }
  data.lang ??= page.content!.file.split("/")[1];
  return data;
}

/** The page's title or description as its Markdown gives it (see contentData), without copying the front matter. */
function contentText(
  page: PlannedPage,
  catalogue: Record<string, string>,
  field: "title" | "description",
): string | undefined {
  const own = page.content?.data[field];
  if (!page.content || page.content.file.startsWith(`${CONTENT_DIR}/${page.locale.code}/`)) return own;
  return catalogue[`pages.${page.route.id}.${field}`] || own;
}

/**
 * Pages whose browser code formats with Intl in the page's language: the islands show prices,
 * dates and counts (plural forms). Only they are given the Intl polyfill's URL (SPEC §7).
 */
function usesIntl(page: PlannedPage): boolean {
  return Boolean(page.route.island);
}

/** The language a Markdown file is written in: its front matter's `lang`, else its folder's. */
function textLanguage(source: MarkdownSource): string {
  return source.data.lang ?? source.file.split("/")[1]!;
}

/** The page shows the default language's Markdown because its own locale has none, and says nothing of its language. */
function isFallback(page: PlannedPage): boolean {
  return !page.content!.file.startsWith(`${CONTENT_DIR}/${page.locale.code}/`) && page.content!.data.lang === undefined;
}

/**
 * The page's own title (its Markdown's, else its message), and the language it is written in: the
 * page's, or the default language's where the page shows that language's words.
 */
export function pageTitle(
  page: PlannedPage,
  catalogue: Record<string, string>,
  defaultLocale: string,
  t: Translate,
): { text: string; locale: string } {
  // A collection's list or tag page is titled by its collection's messages, not by the Markdown above its first page.
  if (page.collection?.kind === "list")
    return {
      text: listHeading(page.collection, t).title,
      locale: Object.hasOwn(catalogue, `pages.${page.collection.collection}.title`) ? page.locale.code : defaultLocale,
    };
  const fromContent = contentText(page, catalogue, "title");
  if (typeof fromContent === "string") {
    const borrowed =
      !page.content!.file.startsWith(`${CONTENT_DIR}/${page.locale.code}/`) && fromContent === page.content!.data.title;
    return { text: fromContent, locale: borrowed ? defaultLocale : page.locale.code };
  }
  const key = `pages.${page.route.id}.title`;
  return { text: t(key), locale: Object.hasOwn(catalogue, key) ? page.locale.code : defaultLocale };
}

/** A route path (optionally with #fragment or ?query) -> its URL in `locale`; anything else unchanged. */
export function localHref(target: string, locale: string): string {
  if (!target.startsWith("/") || target.startsWith("//")) return target;
  const match = /^([^?#]*)(.*)$/.exec(target)!;
  const path = match[1]!.replace(/\/+$/, "") || "/";
  return `${routeUrl(locale, path)}${match[2]}`;
}

/** The `client.` messages the browser runtime shows, in the page's language (falling back to the default). */
function clientMessagesFor(
  defaults: Record<string, string>,
  message: (key: string) => BrowserMessage,
): Record<string, BrowserMessage> {
  const messages: Record<string, BrowserMessage> = {};
  for (const key of Object.keys(defaults).sort()) {
    if (key.startsWith("client.")) messages[key] = message(key);
  }
  return messages;
}

const IMAGE_SRC = /<img\b[^>]*?\ssrc="\/([^"#?]+)"/g;

function pageAssetFiles(assets: PageAssets, body: string, favicon: string | null): string[] {
  const files = new Set<string>();
  for (const url of [assets.stylesheet, assets.boot, ...assets.config]) if (url) files.add(url.slice(1));
  for (const file of [...(assets.main?.eager ?? []), ...(assets.island?.eager ?? [])]) files.add(file);
  if (favicon) files.add(favicon.slice(1));
  for (const match of body.matchAll(IMAGE_SRC)) files.add(match[1]!);
  return [...files].sort();
}

/** What the page's scripts import only when needed (the search suggestions, the apps' bridge), and the Intl polyfills. */
function lazyAssetFiles(assets: PageAssets, polyfills: string[]): string[] {
  const scripts = [assets.main, assets.island].flatMap((script) =>
    script ? script.files.filter((file) => !script.eager.includes(file)) : [],
  );
  return [...new Set([...scripts, ...(assets.main ? polyfills : [])])].sort();
}

const EXPERIMENT_SHOWN = /\bdata-exp-show="([^"]*)"/g;

function experimentReferences(body: string): string[] {
  return body.includes("data-exp-show")
    ? [...new Set([...body.matchAll(EXPERIMENT_SHOWN)].map((match) => match[1]!))]
    : [];
}
