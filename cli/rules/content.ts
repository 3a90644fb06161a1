import { CONTENT_DIR } from "../site-layout.js";
import { rule, type Violation } from "./rule.js";

/** Markdown a route asks for must exist in the default locale: the other locales fall back to it. */
export const contentRules = [
  rule({
    name: "content-in-default-locale",
    area: "content",
    needs: ["content"],
    check: ({ config, content }) =>
      config.routes.flatMap((route, index): Violation[] =>
        route.content && !content.has(`${config.site.defaultLocale}/${route.content}`)
          ? [
              {
                code: "content-missing",
                file: `${CONTENT_DIR}/${config.site.defaultLocale}/${route.content}`,
                path: ["routes", index, "content"],
                message: `the route ${route.path} asks for this file, but it does not exist`,
                hint: `create it, or remove "content:" from the route in site.yaml`,
              },
            ]
          : [],
      ),
  }),
];
