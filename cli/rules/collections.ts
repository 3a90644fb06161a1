import { collectionKey } from "../../contracts/collections.js";
import { closest } from "../describe-issue.js";
import { CONTENT_DIR, LOCALES_DIR, TEMPLATES_ENTRY } from "../site-layout.js";
import { rule, type Violation } from "./rule.js";

/** What site.yaml's collections, and the routes that list them, need of the rest of the site. */
export const collectionRules = [
  rule({
    name: "collection-names",
    area: "config",
    needs: [],
    check: ({ config }) => {
      const names = Object.keys(config.collections ?? {});
      const themes = Object.keys(config.themes);
      const routes = config.routes.flatMap((route, index) =>
        (route.collections ?? []).flatMap((name, at): Violation[] =>
          names.includes(name)
            ? []
            : [
                {
                  code: "unknown-collection",
                  path: ["routes", index, "collections", at],
                  message: `the route ${route.path} lists the collection "${name}", which site.yaml does not define`,
                  hint: hintFor(name, names, "collections are"),
                },
              ],
        ),
      );
      const collectionThemes = Object.entries(config.collections ?? {}).flatMap(([name, collection]): Violation[] =>
        themes.includes(collection.theme)
          ? []
          : [
              {
                code: "unknown-theme",
                path: ["collections", name, "theme"],
                message: `the theme "${collection.theme}" does not exist`,
                hint: hintFor(collection.theme, themes, "themes are"),
              },
            ],
      );
      return [...routes, ...collectionThemes];
    },
  }),
  rule({
    name: "collection-content",
    area: "content",
    needs: ["content"],
    check: ({ config, content }) =>
      Object.entries(config.collections ?? {}).flatMap(([name, collection]): Violation[] =>
        collection.content && !content.has(`${config.site.defaultLocale}/${collection.content}`)
          ? [
              {
                code: "content-missing",
                file: `${CONTENT_DIR}/${config.site.defaultLocale}/${collection.content}`,
                path: ["collections", name, "content"],
                message: `the collection ${name} shows this file above its list, but it does not exist`,
                hint: `create it, or remove "content:" from the collection in site.yaml`,
              },
            ]
          : [],
      ),
  }),
  rule({
    name: "collection-messages",
    area: "content",
    needs: ["messages"],
    check: ({ config, messages }) => {
      const catalogue = `${LOCALES_DIR}/${config.site.defaultLocale}.yaml`;
      return Object.entries(config.collections ?? {}).flatMap(([name, collection]): Violation[] => {
        const own = ["title", "description"].map((key) => collectionKey(name, key)).filter((key) => !messages.has(key));
        const named: Violation[] = own.length
          ? [
              {
                code: "collection-messages-missing",
                path: ["collections", name],
                message: `the collection ${name} has no ${own.join(" or ")} in ${catalogue}`,
                hint: `its list pages and feeds show them: write them under pages.${name} in ${catalogue}`,
              },
            ]
          : [];
        const tags = collection.tags.flatMap((tag, index): Violation[] =>
          messages.has(collectionKey(name, `tags.${tag}`))
            ? []
            : [
                {
                  code: "collection-messages-missing",
                  path: ["collections", name, "tags", index],
                  message: `the tag ${tag} has no name in ${catalogue}`,
                  hint: `write collections.${name}.tags.${tag} in ${catalogue}`,
                },
              ],
        );
        return [...named, ...tags];
      });
    },
  }),
  rule({
    name: "collection-templates",
    area: "templates",
    needs: ["templates"],
    check: ({ config, templates }) =>
      Object.entries(config.collections ?? {}).flatMap(([name, collection]) =>
        (["template", "listTemplate"] as const).flatMap((field): Violation[] =>
          templates.includes(collection[field])
            ? []
            : [
                {
                  code: "unknown-template",
                  path: ["collections", name, field],
                  message: `the template "${collection[field]}" is not exported by ${TEMPLATES_ENTRY}`,
                  hint: hintFor(collection[field], templates, "templates are"),
                },
              ],
        ),
      ),
  }),
];

function hintFor(name: string, known: readonly string[], listed: string): string {
  const match = closest(name, known);
  return match ? `did you mean "${match}"?` : `${listed}: ${known.join(", ") || "none"}`;
}
