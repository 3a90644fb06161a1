import type { ErrorCode } from "../../errors.js";
import type { DistSite, DistPage } from "../dist.js";
import type { CheckContext } from "../context.js";
import { withoutLocales, type Finding } from "../findings.js";
import { lineAndColumn, type PageElement } from "../parse-page.js";
import { defineCheck, type ExternalFetch } from "../site-check.js";
import { sourceOf } from "../source-of.js";

/** Attributes that load or lead to a URL, per element. */
const URL_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["href"],
  area: ["href"],
  link: ["href"],
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  script: ["src"],
  iframe: ["src"],
  video: ["src", "poster"],
  audio: ["src"],
  track: ["src"],
  embed: ["src"],
  object: ["data"],
  form: ["action"],
  input: ["src", "formaction"],
  button: ["formaction"],
  use: ["href", "xlink:href"],
  image: ["href", "xlink:href"],
};

export interface Reference {
  element: PageElement;
  attr: string;
  url: string;
}

/** Every URL a page refers to, srcset candidates split out. */
export function pageReferences(elements: readonly PageElement[]): Reference[] {
  // Loops, not flatMap: this runs over every element of ~2,200 pages.
  const references: Reference[] = [];
  for (const element of elements) {
    for (const attr of URL_ATTRIBUTES[element.tag] ?? []) {
      const value = element.attrs[attr];
      if (value === undefined) continue;
      if (attr === "srcset") for (const url of srcsetUrls(value)) references.push({ element, attr, url });
      else references.push({ element, attr, url: value.trim() });
    }
  }
  return references;
}

export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(/,\s+|,(?=\S)/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);
}

export type Target =
  | { kind: "internal"; file: string | null; path: string; fragment: string | null }
  | { kind: "external"; url: string }
  | { kind: "other" };

/** Where a URL on a page at `pageUrl` leads: a file of the build, another site, or nowhere we check. */
export function resolveTarget(url: string, pageUrl: string, siteOrigin: string, files: ReadonlySet<string>): Target {
  let resolved: URL;
  try {
    resolved = new URL(url, siteOrigin + pageUrl);
  } catch {
    return { kind: "internal", file: null, path: url, fragment: null };
  }
  if (resolved.protocol !== "http:" && resolved.protocol !== "https:") return { kind: "other" };
  if (resolved.origin !== siteOrigin) return { kind: "external", url: resolved.href };
  const path = safeDecode(resolved.pathname);
  const fragment = resolved.hash ? safeDecode(resolved.hash.slice(1)) : null;
  return { kind: "internal", file: fileFor(path, files), path, fragment };
}

export function fileFor(path: string, files: ReadonlySet<string>): string | null {
  const relative = path.replace(/^\/+/, "");
  const candidates =
    relative === "" || relative.endsWith("/") ? [`${relative}index.html`] : [relative, `${relative}/index.html`];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/**
 * Most URLs on a page are root-relative or absolute and resolve the same from every page:
 * resolve each of those once for the whole site (the same ~300 links recur on 2,200 pages).
 */
function cachedResolver(
  origin: string,
  files: ReadonlySet<string>,
  servedElsewhere: readonly string[],
): (url: string, pageUrl: string) => Target {
  const shared = new Map<string, Target>();
  const resolve = (url: string, pageUrl: string): Target => {
    const target = resolveTarget(url, pageUrl, origin, files);
    return target.kind === "internal" && servedElsewhere.some((prefix) => target.path.startsWith(prefix))
      ? { kind: "external", url: origin + target.path }
      : target;
  };
  return (url, pageUrl) => {
    const independent = (url.startsWith("/") && !url.startsWith("//")) || /^[a-z][a-z0-9+.-]*:/i.test(url);
    if (!independent) return resolve(url, pageUrl);
    let target = shared.get(url);
    if (!target) {
      target = resolve(url, pageUrl);
      shared.set(url, target);
    }
    return target;
  };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fragments every HTML page has without an element carrying the id. */
const IMPLICIT_FRAGMENTS = new Set(["", "top"]);

export interface ExternalLink {
  url: string;
  pages: string[];
}

export function checkLinks(context: CheckContext): { findings: Finding[]; external: ExternalLink[] } {
  const { dist } = context;
  const origin = new URL(dist.manifest.site.baseUrl).origin;
  const locales = new Set(dist.manifest.site.locales);
  const pages = [...dist.pages, ...dist.otherPages];
  const idsByFile = new Map(pages.flatMap((page) => (page.parsed ? [[page.meta.file, page.parsed.ids] as const] : [])));
  const external = new Map<string, Set<string>>();
  const findings: Finding[] = [];

  const resolve = cachedResolver(origin, dist.files, context.model.check.links?.servedElsewhere ?? []);
  for (const page of pages) {
    if (!page.parsed) continue;
    for (const reference of pageReferences(page.parsed.elements)) {
      const target = resolve(reference.url, page.meta.url);
      if (target.kind === "external") {
        external.set(target.url, (external.get(target.url) ?? new Set()).add(page.meta.url));
        continue;
      }
      if (target.kind === "other") continue;
      const problem = linkProblem(reference, target, page, idsByFile, locales);
      if (problem) findings.push(pageFinding(context, page, reference, problem));
    }
  }
  findings.push(...stylesheetFindings(dist, origin));
  return {
    findings,
    external: [...external]
      .map(([url, pages]) => ({ url, pages: [...pages] }))
      .sort((a, b) => a.url.localeCompare(b.url)),
  };
}

type Problem = { code: ErrorCode; message: string; hint?: string };

function linkProblem(
  reference: Reference,
  target: Extract<Target, { kind: "internal" }>,
  page: DistPage,
  idsByFile: ReadonlyMap<string, ReadonlySet<string>>,
  locales: ReadonlySet<string>,
): Problem | null {
  const written = `<${reference.element.tag} ${reference.attr}="${reference.url}">`;
  if (target.file === null) {
    return { code: "broken-link", message: `${written} leads to ${target.path}, which is not in the build` };
  }
  if (target.fragment !== null && !IMPLICIT_FRAGMENTS.has(target.fragment)) {
    const ids = idsByFile.get(target.file);
    if (ids && !ids.has(target.fragment)) {
      return {
        code: "missing-fragment",
        message: `${written} leads to ${target.path}, which has no element with id="${target.fragment}"`,
      };
    }
  }
  const locale = target.path.split("/")[1] ?? "";
  const alternate = reference.element.tag === "link" && reference.element.attrs.rel === "alternate";
  // A link that says it leads to another language (a post listed in the language it is written in) may cross.
  const announced = reference.element.attrs.hreflang === locale;
  if (
    locales.has(locale) &&
    locale !== page.meta.locale &&
    !reference.element.inLanguageSwitcher &&
    !alternate &&
    !announced
  ) {
    return {
      code: "cross-locale-link",
      message: `${written} leads from a ${page.meta.locale} page to the ${locale} site outside the language switcher`,
      hint: "link within the page's own locale (PageProps.href without a locale), put the link inside [data-language-switcher], or say where it leads with hreflang",
    };
  }
  return null;
}

function pageFinding(context: CheckContext, page: DistPage, reference: Reference, problem: Problem): Finding {
  const locale = page.meta.locale;
  const { line, column } = lineAndColumn(page.parsed!.source, reference.element.start);
  const unlocalised = reference.url.replace(new RegExp(`^/${locale}(?=/)`), "").replace(/\/(?=$|#)/, "");
  return {
    check: "links",
    code: problem.code,
    level: "error",
    message: problem.message,
    key: withoutLocales(problem.message, context.dist.manifest.site.locales),
    page: page.meta.url,
    source: sourceOf(page.meta, context.contentText, [reference.url, `(${unlocalised}`]),
    location: `${page.meta.file}:${line}:${column}`,
    ...(problem.hint !== undefined && { hint: problem.hint }),
  };
}

const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/g;

/** url() in the built stylesheets resolve against the stylesheet's own URL, like a browser does. */
function stylesheetFindings(dist: DistSite, origin: string): Finding[] {
  return [...dist.stylesheets].flatMap(([file, css]) =>
    [...css.matchAll(CSS_URL)].flatMap((match): Finding[] => {
      const url = (match[1] ?? match[2] ?? match[3] ?? "").trim();
      if (!url || url.startsWith("#") || url.startsWith("data:")) return [];
      const target = resolveTarget(url, `/${file}`, origin, dist.files);
      if (target.kind !== "internal" || target.file !== null) return [];
      return [
        {
          check: "links",
          code: "broken-css-url",
          level: "error",
          message: `url(${url}) in ${file} leads to ${target.path}, which is not in the build`,
          source: file,
        },
      ];
    }),
  );
}

/** Broken internal references and the list of external links; with --external, those links fetched too. */
export const linksCheck = defineCheck({
  name: "links",
  needs: ["network"],
  run: async (context, { fetchExternal }) => {
    const { findings, external } = checkLinks(context);
    if (fetchExternal && external.length) findings.push(...(await externalFindings(external, fetchExternal)));
    return { findings, external };
  },
});

async function externalFindings(external: readonly ExternalLink[], fetchExternal: ExternalFetch): Promise<Finding[]> {
  const failures = await fetchExternal(external.map((link) => link.url));
  return external.flatMap((link) => {
    const problem = failures.get(link.url);
    return problem === undefined
      ? []
      : link.pages.map(
          (page): Finding => ({
            check: "links",
            code: "broken-external-link",
            level: "error",
            message: `${link.url} ${problem}`,
            page,
          }),
        );
  });
}
