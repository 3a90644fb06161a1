import { rule, type Violation } from "./rule.js";

/** The experiments of config/runtime.yaml, and the variants the templates show content for. */
export const experimentRules = [
  rule({
    name: "experiments",
    area: "experiments",
    needs: [],
    check: ({ config }) => {
      const experiments = config.runtime.experiments;
      return experiments.flatMap((experiment, index): Violation[] => {
        const path = ["runtime", "experiments", index] as const;
        const violations: Violation[] = [];
        if (experiments.findIndex((other) => other.name === experiment.name) !== index) {
          violations.push({
            code: "duplicate-experiment",
            path: [...path, "name"],
            message: `the experiment "${experiment.name}" is defined twice`,
            hint: "its name is the key of ?exp_{name} and of the stored assignment",
          });
        }
        const repeated = experiment.variants.filter((variant, at) => experiment.variants.indexOf(variant) !== at);
        if (repeated.length) {
          violations.push({
            code: "duplicate-variant",
            path: [...path, "variants"],
            message: `the experiment "${experiment.name}" lists the variant${repeated.length > 1 ? "s" : ""} ${repeated.map((v) => `"${v}"`).join(", ")} twice`,
          });
        }
        if (experiment.allocation === undefined && experiment.assignment !== "backend") {
          violations.push({
            code: "unassignable-experiment",
            path,
            message: `the experiment "${experiment.name}" has neither an allocation nor backend assignment, so no visitor ever gets a variant`,
            hint: "add allocation: 0..1 (share of visitors in the experiment) or assignment: backend",
          });
        }
        return violations;
      });
    },
  }),
  rule({
    name: "experiment-references",
    area: "experiments",
    needs: ["experimentReferences"],
    check: ({ config, experimentReferences }) =>
      experimentReferences.flatMap(({ reference, page, source }): Violation[] => {
        const [name = "", variant = ""] = reference.split(":");
        const experiment = config.runtime.experiments.find((candidate) => candidate.name === name);
        if (!experiment) {
          return [
            {
              code: "unknown-experiment",
              page,
              file: source,
              message: `[data-exp-show="${reference}"] names the experiment "${name}", which runtime.experiments does not define`,
            },
          ];
        }
        if (!experiment.variants.includes(variant)) {
          return [
            {
              code: "unknown-variant",
              page,
              file: source,
              message: `[data-exp-show="${reference}"] names the variant "${variant}", which the experiment "${name}" does not have`,
              hint: `its variants are: ${experiment.variants.join(", ")}`,
            },
          ];
        }
        return [];
      }),
  }),
];
