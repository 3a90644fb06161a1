import { fail, type Result } from "../errors.js";
import { failureToError } from "../failures.js";
import type { StageClock } from "./stage.js";

/** Each value of a graph as it settles: given by the caller or produced by a stage. */
export type Settling<V> = { [K in keyof V]?: Promise<Result<V[K]>> };

/**
 * One stage of a graph over the values `V`, with the run-wide `C` (options, caches, threads).
 * It declares what it needs and what it produces; the runner starts it the moment its needs are ready.
 */
export interface StageSpec<V, C, N extends keyof V, A extends keyof V, P extends keyof V> {
  /** Its name in the progress line and the summary (timed stages), and in errors about the graph. */
  name: string;
  /** Timed stages are in the progress line and the build summary, in the order they are registered. */
  timed?: boolean;
  /** Values it starts from: it starts once the last is ready, and not at all when one failed. */
  needs: readonly N[];
  /** Values it waits for partway through, handed over as they settle: it starts without them. */
  after?: readonly A[];
  produces: P;
  /**
   * Its work runs in another process or thread (esbuild, libvips, build threads): among stages ready
   * at the same moment it starts first, before those that keep this thread busy.
   */
  offThread?: boolean;
  /**
   * Starts only once every stage of the run that does not depend on it has settled (the stage that
   * swaps the output folder in: whatever a stage writes into it is there by then).
   */
  last?: boolean;
  /** What it keeps between builds, and where: stated for people reading the graph. */
  cache?: string;
  /** A timed stage that began before its needs were all ready (performance.now()), and said so itself. */
  since?: (inputs: Pick<V, N>) => number | undefined;
  run: (
    inputs: Pick<V, N>,
    context: C,
    later: { [K in A]: Promise<Result<V[K]>> },
  ) => Result<V[P]> | Promise<Result<V[P]>>;
}

/** A stage as the runner holds it, whatever it needs. */
export type Stage<V, C> = StageSpec<V, C, keyof V, keyof V, keyof V>;

/**
 * Starts every stage that `wanted` (or, without it, the whole graph) depends on and that `given`
 * does not already hold, each as soon as its needs are ready. A stage whose need failed does not
 * run: its value fails with the errors of every need that failed, each once, in the order the needs
 * are declared. A stage that throws fails with the error the exception stands for. `settled` waits
 * for everything started or given, so that nothing goes on after a failed run has returned.
 */
export function runStages<V, C>(
  stages: readonly Stage<V, C>[],
  run: { context: C; clock: StageClock; given?: Settling<V>; wanted?: readonly (keyof V)[] },
): { values: Settling<V>; settled: Promise<void> } {
  const values: Settling<V> = { ...run.given };
  const producers = new Map(stages.map((stage) => [stage.produces, stage]));
  const chosen = new Set<Stage<V, C>>();
  const choose = (key: keyof V) => {
    const stage = producers.get(key);
    if (values[key] || !stage || chosen.has(stage)) return;
    chosen.add(stage);
    for (const input of [...stage.needs, ...(stage.after ?? [])]) choose(input);
  };
  for (const key of run.wanted ?? stages.map((stage) => stage.produces)) choose(key);

  /** Whether `stage` is `other` or needs what `other` produces, directly or through other stages. */
  const dependsOn = (stage: Stage<V, C>, other: Stage<V, C>): boolean =>
    stage === other ||
    [...stage.needs, ...(stage.after ?? [])].some((key) => {
      const producer = producers.get(key);
      return producer !== undefined && chosen.has(producer) && dependsOn(producer, other);
    });
  const settlingOfStage = (stage: Stage<V, C>) => settling(stage.produces);
  const settling = <K extends keyof V>(key: K): Promise<Result<V[K]>> => {
    const known = values[key];
    if (known) return known;
    const stage = producers.get(key);
    if (!stage || !chosen.has(stage)) throw new Error(`no stage produces "${String(key)}" in this run`);
    const started = start(stage) as Promise<Result<V[K]>>;
    values[key] = started;
    return started;
  };
  const start = async (stage: Stage<V, C>): Promise<Result<V[keyof V]>> => {
    const later = Object.fromEntries((stage.after ?? []).map((key) => [key, settling(key)])) as {
      [K in keyof V]: Promise<Result<V[K]>>;
    };
    const needs = await Promise.all(stage.needs.map((key) => settling(key)));
    if (stage.last) await Promise.all([...chosen].filter((other) => !dependsOn(other, stage)).map(settlingOfStage));
    const failed = failureOf(needs);
    if (failed) return failed;
    if (!stage.offThread) await new Promise((resolve) => setImmediate(resolve));
    const inputs = Object.fromEntries(
      stage.needs.map((key, index) => [key, (needs[index] as { value: unknown }).value]),
    ) as Pick<V, keyof V>;
    try {
      const work = () => stage.run(inputs, run.context, later);
      return await (stage.timed ? run.clock.run(stage.name, work, stage.since?.(inputs)) : work());
    } catch (error) {
      return fail(failureToError(error));
    }
  };
  for (const stage of stages) if (chosen.has(stage)) settlingOfStage(stage);
  return { values, settled: Promise.all(Object.values(values) as Promise<unknown>[]).then(() => undefined) };
}

/** `defineStage` for a graph over `V` with context `C`: checks a stage's needs and output against `V`. */
export function stagesOver<V, C>() {
  return <N extends keyof V, P extends keyof V, A extends keyof V = never>(
    spec: StageSpec<V, C, N, A, P>,
  ): Stage<V, C> => spec as unknown as Stage<V, C>;
}

/** The values of `keys` once all have settled, or the errors of those that failed, each once, in order. */
export async function settledAll<V, K extends keyof V>(
  values: Settling<V>,
  keys: readonly K[],
): Promise<Result<Pick<V, K>>> {
  const results = await Promise.all(
    keys.map((key) => values[key] ?? Promise.reject(new Error(`no value "${String(key)}"`))),
  );
  const failed = failureOf(results);
  if (failed) return failed;
  return {
    ok: true,
    value: Object.fromEntries(keys.map((key, index) => [key, (results[index] as { value: unknown }).value])) as Pick<
      V,
      K
    >,
  };
}

/** The errors of every result that failed, each once, in order; null when none failed. */
function failureOf(results: readonly Result<unknown>[]): Result<never> | null {
  const errors = results.flatMap((result) => (result.ok ? [] : result.errors));
  return results.some((result) => !result.ok)
    ? fail(...errors.filter((error, i) => errors.indexOf(error) === i))
    : null;
}
