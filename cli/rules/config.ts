import { listPath } from "../../contracts/collections.js";
import { closest } from "../describe-issue.js";
import { rule, type Violation } from "./rule.js";

/** Rules across the fields of site.yaml that its schema cannot express field by field. */
export const configRules = [
  rule({
    name: "locales",
    area: "config",
    needs: [],
    check: ({ config }) => {
      const codes = config.locales.map((locale) => locale.code);
      const violations = repeated(codes).map(
        ({ value, index }): Violation => ({
          code: "duplicate-locale",
          path: ["locales", index, "code"],
          message: `the locale "${value}" is listed twice`,
        }),
      );
      if (!codes.includes(config.site.defaultLocale)) {
        violations.push({
          code: "unknown-default-locale",
          path: ["site", "defaultLocale"],
          message: `the default locale "${config.site.defaultLocale}" is not in the locales list`,
          hint: suggestion(config.site.defaultLocale, codes) ?? "add it to locales",
        });
      }
      return violations;
    },
  }),
  rule({
    name: "themes",
    area: "config",
    needs: [],
    check: ({ config }) => {
      const names = Object.keys(config.themes);
      return Object.entries(config.themes).flatMap(([name, theme]): Violation[] => {
        if (theme.extends !== undefined) {
          return names.includes(theme.extends) && theme.extends !== name
            ? []
            : [
                {
                  code: "unknown-theme",
                  path: ["themes", name, "extends"],
                  message: `theme "${name}" extends "${theme.extends}", which is not a theme`,
                  hint: suggestion(
                    theme.extends,
                    names.filter((n) => n !== name),
                  ),
                },
              ];
        }
        return theme.light && theme.dark
          ? []
          : [
              {
                code: "incomplete-theme",
                path: ["themes", name],
                message: `theme "${name}" needs both a light and a dark palette (or extends another theme)`,
              },
            ];
      });
    },
  }),
  rule({
    name: "routes",
    area: "config",
    needs: [],
    check: ({ config }) => {
      const themes = Object.keys(config.themes);
      return [
        ...repeated(config.routes.map((route) => route.path)).map(
          ({ value, index }): Violation => ({
            code: "duplicate-route",
            path: ["routes", index, "path"],
            message: `two routes have the path "${value}" and would write the same file`,
          }),
        ),
        ...repeated(config.routes.map((route) => route.id)).map(
          ({ value, index }): Violation => ({
            code: "duplicate-route-id",
            path: ["routes", index, "id"],
            message: `two routes have the id "${value}"`,
            hint: "ids name the page's messages (pages.{id}.title), so each must be unique",
          }),
        ),
        ...config.routes.flatMap((route, index): Violation[] =>
          themes.includes(route.theme)
            ? []
            : [
                {
                  code: "unknown-theme",
                  path: ["routes", index, "theme"],
                  message: `the theme "${route.theme}" does not exist`,
                  hint: suggestion(route.theme, themes) ?? `themes are: ${themes.join(", ")}`,
                },
              ],
        ),
      ];
    },
  }),
  rule({
    name: "links",
    area: "config",
    needs: [],
    check: ({ config }) => {
      // A collection's list is a page of the site too (its entries and tags are not menu material).
      const routePaths = [
        ...config.routes.map((route) => route.path),
        ...Object.values(config.collections ?? {}).map((collection) => listPath(collection.route)),
      ];
      const { menu, footer, action } = config.links;
      const links = [
        ...menu.map((link, index) => ({ link, path: ["links", "menu", index, "href"] })),
        ...footer.map((link, index) => ({ link, path: ["links", "footer", index, "href"] })),
        ...(action ? [{ link: action, path: ["links", "action", "href"] }] : []),
      ];
      return links.flatMap(({ link, path }): Violation[] =>
        link.href.startsWith("/") && !routePaths.includes(link.href)
          ? [
              {
                code: "unknown-route",
                path,
                message: `"${link.href}" is not a route of this site`,
                hint: suggestion(link.href, routePaths),
              },
            ]
          : [],
      );
    },
  }),
];

/** Every value after its first occurrence, with its index. */
function repeated<T>(values: readonly T[]): { value: T; index: number }[] {
  const seen = new Set<T>();
  return values.flatMap((value, index) => {
    if (seen.has(value)) return [{ value, index }];
    seen.add(value);
    return [];
  });
}

function suggestion(word: string, candidates: readonly string[]): string | undefined {
  const match = closest(word, candidates);
  return match ? `did you mean "${match}"?` : undefined;
}
