import { rule, type Violation } from "./rule.js";

/** Each output file is written once: a second writer would silently replace the first. */
export const outputRules = [
  rule({
    name: "outputs-once",
    area: "outputs",
    needs: ["outputs"],
    check: ({ outputs }) => {
      const writers = new Map<string, string[]>();
      for (const { file, by } of outputs) writers.set(file, [...(writers.get(file) ?? []), by]);
      return [...writers].flatMap(([file, by]): Violation[] =>
        by.length < 2
          ? []
          : [
              {
                code: "duplicate-output",
                message: `${by.length} outputs write ${file}: ${by.join(", ")}`,
                hint: "give each route its own path in site.yaml",
              },
            ],
      );
    },
  }),
];
