import { islandEntry } from "../site-layout.js";
import { rule, type Violation } from "./rule.js";

export const islandRules = [
  rule({
    name: "island-entries",
    area: "islands",
    needs: ["islands"],
    check: ({ config, islands }) => {
      const reported = new Set<string>();
      return config.routes.flatMap((route, index): Violation[] => {
        if (!route.island || islands.has(route.island) || reported.has(route.island)) return [];
        reported.add(route.island);
        return [
          {
            code: "island-missing",
            file: islandEntry(route.island),
            path: ["routes", index, "island"],
            message: `a route names the island "${route.island}", but its entry does not exist`,
            hint: "create the island component, or remove `island:` from the route",
          },
        ];
      });
    },
  }),
];
