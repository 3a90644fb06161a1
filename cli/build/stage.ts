/** When a stage started (ms after the build began) and how long it took. */
export interface StageTiming {
  stage: string;
  startMs: number;
  ms: number;
}

/**
 * What the progress line shows. `position` is the stage's place among the timed stages, in the
 * order they are registered (cli/build/stages/index.ts), which is the order the line lists them in.
 */
export type BuildProgress =
  | { stage: string; position: number; state: "started" }
  | { stage: string; position: number; state: "done"; ms: number }
  | { stage: "render"; position: number; state: "pages"; done: number; total: number };

type Untimed<E> = E extends BuildProgress ? Omit<E, "position"> : never;

/** Runs stages, timing each and telling `onProgress` as they start and end; `order`: the timed stages' names, in order. */
export function stageClock(onProgress: (event: BuildProgress) => void = () => {}, order: readonly string[] = []) {
  const started = performance.now();
  const timings: StageTiming[] = [];
  const positionOf = (stage: string) => (order.includes(stage) ? order.indexOf(stage) : order.length);
  const progress = (event: Untimed<BuildProgress>) =>
    onProgress({ ...event, position: positionOf(event.stage) } as BuildProgress);
  return {
    started,
    onProgress: progress,
    /** `since`: the stage began earlier (performance.now()), and said so. */
    async run<T>(stage: string, work: () => T | Promise<T>, since?: number): Promise<T> {
      const start = since ?? performance.now();
      if (since === undefined) progress({ stage, state: "started" });
      try {
        return await work();
      } finally {
        const ms = performance.now() - start;
        timings.push({ stage, startMs: Math.round(start - started), ms: Math.round(ms) });
        progress({ stage, state: "done", ms });
      }
    },
    /** In pipeline order, whatever order they finished in. */
    timings(): StageTiming[] {
      return [...timings].sort((a, b) => positionOf(a.stage) - positionOf(b.stage));
    },
  };
}

export type StageClock = ReturnType<typeof stageClock>;
