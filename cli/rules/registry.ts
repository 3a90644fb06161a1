import { formatPath } from "../describe-issue.js";
import type { SiteError } from "../errors.js";
import { collectionRules } from "./collections.js";
import { configRules } from "./config.js";
import { contentRules } from "./content.js";
import { experimentRules } from "./experiments.js";
import { islandRules } from "./islands.js";
import { messageRules } from "./messages.js";
import { outputRules } from "./outputs.js";
import type { ConfigLocator, Fact, Rule, RuleFacts, Violation } from "./rule.js";
import { templateRules } from "./templates.js";

/**
 * Every rule of a site that a schema cannot express field by field, registered once. The build
 * runs each as soon as the facts it needs are known (stage by stage); `site check` runs them all
 * over the facts of a finished build.
 */
const RULES: readonly Rule[] = [
  ...configRules,
  ...collectionRules,
  ...contentRules,
  ...messageRules,
  ...templateRules,
  ...islandRules,
  ...experimentRules,
  ...outputRules,
];

/**
 * The rules that can run on `facts`. With `learnt`, only those that were waiting for that fact
 * ("config": those that need nothing else), so a build stage runs each rule exactly once.
 */
export function runRules(facts: RuleFacts, learnt?: Fact | "config", rules: readonly Rule[] = RULES): Violation[] {
  return rules
    .filter((rule) => rule.needs.every((fact) => facts[fact] !== undefined))
    .filter(
      (rule) => learnt === undefined || (learnt === "config" ? rule.needs.length === 0 : rule.needs.includes(learnt)),
    )
    .flatMap((rule) => rule.check(facts));
}

/**
 * A violation as a build error: at its place in site.yaml (or the included file) when it names a
 * path there; at the file it names otherwise, with the config path that led to it.
 */
export function violationToError(violation: Violation, locate: ConfigLocator): SiteError {
  const where =
    violation.file !== undefined
      ? { file: violation.file, ...(violation.path ? { path: formatPath(violation.path) } : {}) }
      : violation.path
        ? locate(violation.path)
        : {};
  return {
    code: violation.code,
    ...where,
    message: violation.page ? `${violation.message} (on ${violation.page})` : violation.message,
    ...(violation.hint !== undefined && { hint: violation.hint }),
  };
}
