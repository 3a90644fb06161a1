import type { SiteConfig } from "../../contracts/config/index.js";
import { closest } from "./describe-issue.js";

/** A rule broken across fields: where (a path into the merged config) and what. */
export interface RuleViolation {
  code: string;
  path: (string | number)[];
  message: string;
  hint?: string;
}

/**
 * Rules the schema cannot express field by field. The build stops on them because a page
 * cannot be rendered without, say, the theme its route names.
 */
export function crossFieldRules(config: SiteConfig): RuleViolation[] {
  return [
    ...localeRules(config),
    ...themeRules(config),
    ...routeRules(config),
    ...linkRules(config),
  ];
}

function localeRules(config: SiteConfig): RuleViolation[] {
  const codes = config.locales.map((locale) => locale.code);
  const violations = duplicates(codes).map(({ value, index }) => ({
    code: "duplicate-locale",
    path: ["locales", index, "code"],
    message: `the locale "${value}" is listed twice`,
  }));
  if (!codes.includes(config.site.defaultLocale)) {
    violations.push({
      code: "unknown-default-locale",
      path: ["site", "defaultLocale"],
      message: `the default locale "${config.site.defaultLocale}" is not in the locales list`,
      hint: suggestion(config.site.defaultLocale, codes) ?? "add it to locales",
    } as (typeof violations)[number]);
  }
  return violations;
}

function themeRules(config: SiteConfig): RuleViolation[] {
  const names = Object.keys(config.themes);
  return Object.entries(config.themes).flatMap(([name, theme]): RuleViolation[] => {
    if (theme.extends !== undefined) {
      return names.includes(theme.extends) && theme.extends !== name
        ? []
        : [{ code: "unknown-theme", path: ["themes", name, "extends"], message: `theme "${name}" extends "${theme.extends}", which is not a theme`, hint: suggestion(theme.extends, names.filter((n) => n !== name)) }];
    }
    return theme.light && theme.dark
      ? []
      : [{ code: "incomplete-theme", path: ["themes", name], message: `theme "${name}" needs both a light and a dark palette (or extends another theme)` }];
  });
}

function routeRules(config: SiteConfig): RuleViolation[] {
  const themes = Object.keys(config.themes);
  const paths = duplicates(config.routes.map((route) => route.path)).map(({ value, index }) => ({
    code: "duplicate-route",
    path: ["routes", index, "path"],
    message: `two routes have the path "${value}" and would write the same file`,
  }));
  const ids = duplicates(config.routes.map((route) => route.id)).map(({ value, index }) => ({
    code: "duplicate-route-id",
    path: ["routes", index, "id"],
    message: `two routes have the id "${value}"`,
    hint: "ids name the page's messages (pages.{id}.title), so each must be unique",
  }));
  const unknownThemes = config.routes.flatMap((route, index): RuleViolation[] =>
    themes.includes(route.theme)
      ? []
      : [{ code: "unknown-theme", path: ["routes", index, "theme"], message: `the theme "${route.theme}" does not exist`, hint: suggestion(route.theme, themes) ?? `themes are: ${themes.join(", ")}` }],
  );
  return [...paths, ...ids, ...unknownThemes];
}

function linkRules(config: SiteConfig): RuleViolation[] {
  const routePaths = config.routes.map((route) => route.path);
  return (["menu", "footer"] as const).flatMap((list) =>
    config.links[list].flatMap((link, index): RuleViolation[] =>
      link.href.startsWith("/") && !routePaths.includes(link.href)
        ? [{ code: "unknown-route", path: ["links", list, index, "href"], message: `"${link.href}" is not a route of this site`, hint: suggestion(link.href, routePaths) }]
        : [],
    ),
  );
}

function duplicates(values: string[]): { value: string; index: number }[] {
  const seen = new Set<string>();
  return values.flatMap((value, index) => {
    if (seen.has(value)) return [{ value, index }];
    seen.add(value);
    return [];
  });
}

function suggestion(word: string, candidates: string[]): string | undefined {
  const match = closest(word, candidates);
  return match ? `did you mean "${match}"?` : undefined;
}
