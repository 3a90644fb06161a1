import type { Experiment, RuntimeConfig } from "../../cli/config/schema.js";
import type { KeyValueStore } from "./environment.js";

/** SPEC §4: not ready, then ready with a variant or with none (false). */
export type Assignment = { ready: false } | { ready: true; variant: string | false };

export interface AssignmentInput {
  stored: string | null;
  url: string | null;
  backend: string | null;
  random: () => number;
  blocked: boolean;
}

export class ExperimentNotAssignedError extends Error {
  readonly code = "experiment-not-assigned";
  constructor(name: string) {
    super(`Experiment ${name} has not been assigned on the backend`);
    this.name = "ExperimentNotAssignedError";
  }
}

export function isBlocked(rules: RuntimeConfig["experimentRules"], campaign: string | null, filter: string | null): boolean {
  return (campaign !== null && rules.blockedCampaigns.includes(campaign)) || (filter !== null && rules.blockedFilters.includes(filter));
}

/**
 * Precedence: stored value, URL override, backend value, random draw by allocation. The
 * opt-out value ends the search with no variant. A backend experiment without a backend
 * value throws: guessing would split visitors differently from the server.
 */
export function assign(experiment: Experiment, input: AssignmentInput, optOut: string): { variant: string | false; source: "blocked" | "stored" | "url" | "backend" | "draw" } {
  if (input.blocked) return { variant: false, source: "blocked" };
  const known = (value: string | null): value is string => value !== null && experiment.variants.includes(value);
  if (input.stored === optOut) return { variant: false, source: "stored" };
  if (known(input.stored)) return { variant: input.stored, source: "stored" };
  if (input.url === optOut) return { variant: false, source: "url" };
  if (known(input.url)) return { variant: input.url, source: "url" };
  if (experiment.assignment === "backend") {
    if (known(input.backend)) return { variant: input.backend, source: "backend" };
    throw new ExperimentNotAssignedError(experiment.name);
  }
  const allocation = experiment.allocation ?? 0;
  const draw = input.random();
  if (draw >= allocation) return { variant: false, source: "draw" };
  const index = Math.min(experiment.variants.length - 1, Math.floor((draw / allocation) * experiment.variants.length));
  return { variant: experiment.variants[index] ?? false, source: "draw" };
}

/**
 * Assigns every experiment, persisting new variants where the experiment asks for it, so a
 * visitor keeps the same variant. "No variant" is not persisted: with allocation 0 (the usual
 * state between tests) a stored opt-out would stop a later ?exp_ override from ever working.
 * Failures leave that experiment not ready, and are returned.
 */
export function assignAll(
  runtime: Pick<RuntimeConfig, "experiments" | "experimentRules" | "storageKeys">,
  inputs: { store: KeyValueStore; url: Record<string, string>; backend: (name: string) => string | null; random: () => number; blocked: boolean },
): { assignments: Record<string, Assignment>; errors: Error[] } {
  const assignments: Record<string, Assignment> = {};
  const errors: Error[] = [];
  const { optOut } = runtime.experimentRules;
  for (const experiment of runtime.experiments) {
    const key = runtime.storageKeys.experimentPrefix + experiment.name;
    try {
      const result = assign(
        experiment,
        { stored: inputs.store.getItem(key), url: inputs.url[experiment.name] ?? null, backend: inputs.backend(experiment.name), random: inputs.random, blocked: inputs.blocked },
        optOut,
      );
      if (experiment.persistence === "localStorage" && result.source !== "stored" && result.variant !== false) {
        inputs.store.setItem(key, result.variant);
      }
      assignments[experiment.name] = { ready: true, variant: result.variant };
    } catch (error) {
      assignments[experiment.name] = { ready: false };
      errors.push(error as Error);
    }
  }
  return { assignments, errors };
}
