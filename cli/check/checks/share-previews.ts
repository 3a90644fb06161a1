import type { CheckContext } from "../context.js";
import type { DistPage } from "../dist.js";
import type { Finding } from "../findings.js";
import { lineAndColumn } from "../parse-page.js";

/** The tags every listed page carries for link previews (Open Graph, and X's own). */
const REQUIRED = [
  "og:type",
  "og:site_name",
  "og:title",
  "og:description",
  "og:url",
  "twitter:card",
  "twitter:title",
  "twitter:description",
];
/** And these: absolute URLs of files the build wrote. */
const IMAGE_TAGS = ["og:image", "twitter:image"];

/**
 * With images.sharePreviews, every page search engines may list has its share preview: the tags a
 * link preview reads, og:url its canonical URL, and an og:image and twitter:image that are absolute
 * URLs on the site's own host of a file in dist/.
 */
export function checkSharePreviews(context: CheckContext): Finding[] {
  if (!context.model.images.sharePreviews) return [];
  const { baseUrl } = context.dist.manifest.site;
  return context.dist.pages.flatMap((page) =>
    page.parsed && !noindex(page) ? pageFindings(page, baseUrl, context.dist.files) : [],
  );
}

function noindex(page: DistPage): boolean {
  return page.parsed!.elements.some(
    (element) =>
      element.tag === "meta" && element.attrs.name === "robots" && /noindex/.test(element.attrs.content ?? ""),
  );
}

function pageFindings(page: DistPage, baseUrl: string, files: ReadonlySet<string>): Finding[] {
  const metas = new Map<string, { content: string; start: number }>();
  for (const element of page.parsed!.elements) {
    if (element.tag !== "meta") continue;
    const name = element.attrs.property ?? element.attrs.name;
    if (name && element.attrs.content !== undefined && !metas.has(name))
      metas.set(name, { content: element.attrs.content, start: element.start });
  }
  const finding = (message: string, start?: number): Finding => ({
    check: "html",
    code: "share-preview-missing",
    level: "error",
    message,
    page: page.meta.url,
    source: "cli/build/render/share.ts",
    ...(start !== undefined
      ? { location: `${page.meta.file}:${Object.values(lineAndColumn(page.parsed!.source, start)).join(":")}` }
      : {}),
  });
  const findings: Finding[] = [];
  const missing = [...REQUIRED, ...IMAGE_TAGS].filter((name) => !metas.get(name)?.content.trim());
  if (missing.length) findings.push(finding(`no ${missing.join(", ")} for link previews`));
  const url = metas.get("og:url");
  if (url && url.content !== `${baseUrl}${page.meta.url}`)
    findings.push(
      finding(`og:url is ${url.content}, not the page's canonical URL ${baseUrl}${page.meta.url}`, url.start),
    );
  for (const name of IMAGE_TAGS) {
    const image = metas.get(name);
    if (!image?.content.trim()) continue;
    if (!image.content.startsWith(`${baseUrl}/`)) {
      findings.push(
        finding(`${name} ${image.content} is not an absolute URL on ${baseUrl}: link previews need one`, image.start),
      );
    } else if (!files.has(decodeURIComponent(image.content.slice(baseUrl.length + 1)))) {
      findings.push(finding(`${name} ${image.content} is not a file of the build`, image.start));
    }
  }
  return findings;
}
