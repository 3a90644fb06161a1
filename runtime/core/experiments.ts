import type { Experiment, RuntimeConfig } from "../../contracts/config/index.js";
import type { KeyValueStore } from "./environment.js";

/** SPEC §4: not ready (null), then ready with a variant (its name) or with none (false). */
export type Assignment = string | false | null;

export interface AssignmentInput {
  stored: string | null;
  url: string | null;
  backend: string | null;
  random: () => number;
}

/** SPEC §8, as an error value with a code (a plain Error keeps the inlined boot script small). */
const notAssignedError = (name: string) =>
  Object.assign(new Error(`Experiment ${name} has not been assigned on the backend`), { code: "experiment-not-assigned" });

export function isBlocked(rules: RuntimeConfig["experimentRules"], campaign: string | null, filter: string | null): boolean {
  return rules.blockedCampaigns.some((c) => c === campaign) || rules.blockedFilters.some((f) => f === filter);
}

/**
 * Precedence: stored value, URL override, backend value, random draw by allocation. The
 * opt-out value ends the search with no variant. A backend experiment without a backend
 * value throws: guessing would split visitors differently from the server.
 */
export function assign(experiment: Experiment, input: AssignmentInput, optOut: string): string | false {
  for (const value of [input.stored, input.url]) {
    if (value === optOut) return false;
    if (value !== null && experiment.variants.includes(value)) return value;
  }
  if (experiment.assignment === "backend") {
    if (input.backend !== null && experiment.variants.includes(input.backend)) return input.backend;
    throw notAssignedError(experiment.name);
  }
  const allocation = experiment.allocation || 0;
  const draw = input.random();
  if (draw >= allocation) return false;
  return experiment.variants[Math.floor((draw / allocation) * experiment.variants.length)] || false;
}

/**
 * Assigns every experiment, persisting new variants where the experiment asks for it, so a
 * visitor keeps the same variant. SPEC §4 puts the stored value first and lets the URL override
 * and opt out: a declared variant or the opt-out value in exp_{name} therefore becomes the stored
 * value before the precedence runs (anything else in the URL is ignored). A random "no variant" is
 * not persisted: with allocation 0 (the usual state between tests) it would keep a visitor out of
 * a later run of the experiment. A failure (a backend experiment the backend did not assign) leaves
 * that experiment not ready. When assignment is blocked every experiment is ready with no variant,
 * and nothing is stored.
 */
export function assignAll(
  runtime: Pick<RuntimeConfig, "experiments" | "experimentRules" | "storageKeys">,
  inputs: { store: KeyValueStore; url: Record<string, string>; backend: (name: string) => string | null; random: () => number; blocked: boolean },
): Record<string, Assignment> {
  const assignments: Record<string, Assignment> = {};
  const { optOut } = runtime.experimentRules;
  for (const experiment of runtime.experiments) {
    const key = runtime.storageKeys.experimentPrefix + experiment.name;
    const url = inputs.url[experiment.name] || null;
    const override = url !== null && (url === optOut || experiment.variants.indexOf(url) > -1) ? url : null;
    if (override && !inputs.blocked && experiment.persistence) inputs.store.setItem(key, override);
    const stored = override || inputs.store.getItem(key);
    try {
      const variant = !inputs.blocked && assign(experiment, { stored, url, backend: inputs.backend(experiment.name), random: inputs.random }, optOut);
      if (experiment.persistence && variant && variant !== stored) inputs.store.setItem(key, variant);
      assignments[experiment.name] = variant;
    } catch {
      assignments[experiment.name] = null;
    }
  }
  return assignments;
}
