import { Parser } from "htmlparser2";
import { routeUrl } from "../../../contracts/routes.js";
import type { ErrorCode } from "../../errors.js";
import type { CheckContext } from "../context.js";
import type { DistPage } from "../dist.js";
import { completeness } from "../../i18n/completeness.js";
import type { Finding } from "../findings.js";
import { defineCheck } from "../site-check.js";
import { translationFindings } from "./translations.js";

/** Routes, languages and translations of every locale, and the completeness table the report shows. */
export const localesCheck = defineCheck({
  name: "locales",
  needs: [],
  run: (context, { time }) => ({
    findings: checkLocales(context),
    completeness: time("completeness", () => completeness(context.translations, builtPages(context))),
  }),
});

function builtPages({ dist }: CheckContext) {
  return dist.pages.flatMap((page) =>
    page.parsed
      ? [{ route: page.meta.route, locale: page.meta.locale, url: page.meta.url, html: page.parsed.source }]
      : [],
  );
}

export function checkLocales(context: CheckContext): Finding[] {
  return [
    ...missingPages(context),
    ...siteFiles(context),
    ...languageAttributes(context),
    ...alternates(context),
    ...sitemap(context),
    ...missingTranslations(context),
    ...translationFindings(context.translations),
  ];
}

/** The files every build writes besides the pages (docs/CONTRACTS.md, output layout). */
function siteFiles({ dist }: CheckContext): Finding[] {
  const expected = [
    "index.html",
    "404.html",
    "robots.txt",
    ...dist.manifest.site.locales.map((locale) => `${locale}/404.html`),
  ];
  return expected
    .filter((file) => !dist.files.has(file))
    .map(
      (file): Finding => ({
        check: "locales",
        code: "missing-site-file",
        level: "error",
        message: `${file} is missing from the build`,
        source: file,
        hint: "the build writes it: rebuild with `site build`",
      }),
    );
}

function missingPages({ model, dist }: CheckContext): Finding[] {
  const built = new Map(dist.pages.map((page) => [page.meta.url, page]));
  return model.routes.flatMap((route) =>
    model.locales.flatMap((locale): Finding[] => {
      const url = routeUrl(locale.code, route.path);
      const page = built.get(url);
      if (page?.parsed) return [];
      return [
        {
          check: "locales",
          code: "missing-page",
          level: "error",
          message: page
            ? `${url} is in the manifest but its file ${page.meta.file} is not in the build`
            : `route ${route.path} has no ${locale.code} page (${url})`,
          key: `route ${route.path} is missing in some locales`,
          page: url,
          source: "site.yaml",
          hint: "every route is built in every locale: rebuild with `site build`",
        },
      ];
    }),
  );
}

function languageAttributes({ model, dist }: CheckContext): Finding[] {
  const direction = new Map(model.locales.map((locale) => [locale.code, locale.dir]));
  return dist.pages.flatMap((page): Finding[] => {
    const html = page.parsed?.elements.find((element) => element.tag === "html");
    if (!html) return [];
    const findings: Finding[] = [];
    if (html.attrs.lang !== page.meta.locale) {
      findings.push(
        pageFinding(
          page,
          "wrong-lang",
          `<html lang="${html.attrs.lang ?? ""}"> on a ${page.meta.locale} page`,
          `lang must be "${page.meta.locale}"`,
        ),
      );
    }
    const dir = direction.get(page.meta.locale) ?? "ltr";
    if ((html.attrs.dir ?? "ltr") !== dir) {
      findings.push(
        pageFinding(
          page,
          "wrong-dir",
          `<html dir="${html.attrs.dir ?? ""}"> on a ${page.meta.locale} page, which is written ${dir}`,
          `dir must be "${dir}"`,
        ),
      );
    }
    return findings;
  });
}

/**
 * Each page names itself as canonical, and its sitemap entry names every locale of its route as an
 * alternate (the build keeps the alternates in sitemap.xml, not in every page's head), and every
 * page named names it back. A collection's entry is a route in the locales it is written in only.
 */
function alternates({ model, dist }: CheckContext): Finding[] {
  const base = dist.manifest.site.baseUrl.replace(/\/$/, "");
  const declared = new Map(
    (dist.sitemap === null ? [] : readSitemap(dist.sitemap)).map((entry) => [entry.loc, entry.alternates]),
  );
  const localesOf = new Map<string, Set<string>>();
  for (const page of dist.pages)
    localesOf.set(page.meta.route, (localesOf.get(page.meta.route) ?? new Set()).add(page.meta.locale));
  return dist.pages.flatMap((page): Finding[] => {
    if (!page.parsed) return [];
    const findings: Finding[] = [];
    const own = declared.get(base + page.meta.url);
    const written = localesOf.get(page.meta.route)!;
    for (const locale of own ? model.locales.filter((candidate) => written.has(candidate.code)) : []) {
      const expected = base + routeUrl(locale.code, page.meta.route);
      const actual = own!.get(locale.code);
      if (actual === undefined) {
        findings.push(
          pageFinding(
            page,
            "missing-alternate",
            `sitemap.xml names no hreflang="${locale.code}" alternate`,
            `expected href="${expected}"`,
            "sitemap.xml",
          ),
        );
      } else if (actual !== expected) {
        findings.push(
          pageFinding(
            page,
            "wrong-alternate",
            `sitemap.xml names ${actual} as the hreflang="${locale.code}" alternate, not ${expected}`,
            undefined,
            "sitemap.xml",
          ),
        );
      }
    }
    const canonical = page.parsed.elements.find(
      (element) => element.tag === "link" && element.attrs.rel === "canonical",
    )?.attrs.href;
    if (canonical !== base + page.meta.url) {
      findings.push(
        pageFinding(
          page,
          "wrong-canonical",
          canonical === undefined
            ? 'no <link rel="canonical">'
            : `<link rel="canonical" href="${canonical}"> should point at ${base + page.meta.url}`,
        ),
      );
    }
    for (const [hreflang, href] of own ?? []) {
      const back = declared.get(href);
      if (back && back.get(page.meta.locale) !== base + page.meta.url) {
        findings.push(
          pageFinding(
            page,
            "asymmetric-alternate",
            `names ${href} as its ${hreflang} version, but that page does not name ${base + page.meta.url} as its ${page.meta.locale} version`,
            undefined,
            "sitemap.xml",
          ),
        );
      }
    }
    return findings;
  });
}

function sitemap({ dist }: CheckContext): Finding[] {
  if (dist.sitemap === null) {
    return [
      {
        check: "locales",
        code: "sitemap-missing",
        level: "error",
        message: "dist/sitemap.xml is missing",
        hint: "the build writes it; rebuild with `site build`",
      },
    ];
  }
  const base = dist.manifest.site.baseUrl.replace(/\/$/, "");
  const counts = new Map<string, number>();
  for (const { loc } of readSitemap(dist.sitemap)) counts.set(loc, (counts.get(loc) ?? 0) + 1);
  const pages = new Set(dist.pages.map((page) => base + page.meta.url));
  const findings: Finding[] = [];
  for (const url of pages) {
    const count = counts.get(url) ?? 0;
    if (count !== 1) {
      findings.push({
        check: "locales",
        code: count === 0 ? "sitemap-missing-page" : "sitemap-duplicate",
        level: "error",
        message: count === 0 ? `sitemap.xml does not list ${url}` : `sitemap.xml lists ${url} ${count} times`,
        source: "sitemap.xml",
      });
    }
  }
  for (const url of counts.keys()) {
    if (!pages.has(url))
      findings.push({
        check: "locales",
        code: "sitemap-unknown-page",
        level: "error",
        message: `sitemap.xml lists ${url}, which is not a page of the build`,
        source: "sitemap.xml",
      });
  }
  return findings;
}

/** Each <url> entry: its <loc>, and its alternates by hreflang (x-default aside). */
function readSitemap(xml: string): { loc: string; alternates: Map<string, string> }[] {
  const entries: { loc: string; alternates: Map<string, string> }[] = [];
  let entry: { loc: string; alternates: Map<string, string> } | null = null;
  let inLoc = false;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === "url") entry = { loc: "", alternates: new Map() };
        else if (name === "loc") inLoc = true;
        else if (
          name === "xhtml:link" &&
          entry &&
          attrs.rel === "alternate" &&
          attrs.hreflang &&
          attrs.hreflang !== "x-default" &&
          attrs.href !== undefined
        )
          entry.alternates.set(attrs.hreflang, attrs.href);
      },
      ontext(chunk) {
        if (inLoc && entry) entry.loc += chunk;
      },
      onclosetag(name) {
        if (name === "loc") inLoc = false;
        else if (name === "url" && entry) {
          entries.push({ loc: entry.loc.trim(), alternates: entry.alternates });
          entry = null;
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  return entries;
}

function missingTranslations({ dist }: CheckContext): Finding[] {
  const defaultLocale = dist.manifest.site.defaultLocale;
  return Object.entries(dist.manifest.missingMessages)
    .filter(([, keys]) => keys.length > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([locale, keys]): Finding => ({
        check: "locales",
        code: "missing-translation",
        level: "warn",
        message: `${locale}: ${keys.length} message${keys.length === 1 ? " is" : "s are"} not translated and show in ${defaultLocale}`,
        source: `locales/${locale}.yaml`,
        items: [...keys].sort(),
      }),
    );
}

function pageFinding(
  page: DistPage,
  code: ErrorCode,
  message: string,
  hint?: string,
  source = page.meta.source.template,
): Finding {
  return {
    check: "locales",
    code,
    level: "error",
    message,
    key: `${code}: ${message.replace(new RegExp(`\\b${page.meta.locale}\\b`, "g"), "{locale}")}`,
    page: page.meta.url,
    source,
    ...(hint !== undefined && { hint }),
  };
}
