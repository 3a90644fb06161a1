import { TEMPLATES_ENTRY } from "../site-layout.js";
import { rule, type Violation } from "./rule.js";

/** The template that renders the 404 pages: no route names it, every site needs it. */
export const NOT_FOUND_TEMPLATE = "not-found";

export const templateRules = [
  rule({
    name: "route-templates",
    area: "templates",
    needs: ["templates"],
    check: ({ config, templates }) => {
      const missing = config.routes.flatMap((route, index): Violation[] =>
        templates.includes(route.template)
          ? []
          : [
              {
                code: "unknown-template",
                path: ["routes", index, "template"],
                message: `the template "${route.template}" is not exported by ${TEMPLATES_ENTRY}`,
                hint: `templates are: ${templates.join(", ")}`,
              },
            ],
      );
      const notFound: Violation[] = templates.includes(NOT_FOUND_TEMPLATE)
        ? []
        : [
            {
              code: "unknown-template",
              file: TEMPLATES_ENTRY,
              message: `a "${NOT_FOUND_TEMPLATE}" template is needed for the 404 pages`,
            },
          ];
      return [...missing, ...notFound];
    },
  }),
];
