/**
 * The stages of a build, in the order data flows through them. Bundling needs only the loaded
 * site, so it runs beside content and plan; rendering may begin while it runs (page bodies need
 * no bundle). Images (pictures and share images) are encoded in libvips' threads from the plan
 * on, beside bundling and rendering; the write stage waits for them. Every other stage starts when
 * the one before ends.
 */
export const STAGES = ["load", "content", "plan", "images", "bundle", "render", "write", "report"] as const;

export type StageName = (typeof STAGES)[number];

/** When a stage started (ms after the build began) and how long it took. */
export interface StageTiming {
  stage: StageName;
  startMs: number;
  ms: number;
}

export type BuildProgress =
  | { stage: StageName; state: "started" }
  | { stage: StageName; state: "done"; ms: number }
  | { stage: "render"; state: "pages"; done: number; total: number };

/** Runs stages, timing each and telling `onProgress` as they start and end. */
export function stageClock(onProgress: (event: BuildProgress) => void = () => {}) {
  const started = performance.now();
  const timings: StageTiming[] = [];
  return {
    started,
    onProgress,
    /** `since`: the stage began earlier (performance.now()), and said so. */
    async run<T>(stage: StageName, work: () => T | Promise<T>, since?: number): Promise<T> {
      const start = since ?? performance.now();
      if (since === undefined) onProgress({ stage, state: "started" });
      try {
        return await work();
      } finally {
        const ms = performance.now() - start;
        timings.push({ stage, startMs: Math.round(start - started), ms: Math.round(ms) });
        onProgress({ stage, state: "done", ms });
      }
    },
    /** In pipeline order, whatever order they finished in. */
    timings(): StageTiming[] {
      return [...timings].sort((a, b) => STAGES.indexOf(a.stage) - STAGES.indexOf(b.stage));
    },
  };
}

export type StageClock = ReturnType<typeof stageClock>;
