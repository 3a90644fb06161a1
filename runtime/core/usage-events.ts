import type { RuntimeConfig } from "../../contracts/config/index.js";
import { safeValue } from "./safe-value.js";

export type UsageStatus = "SUCCESS" | "FAILURE" | "CANCELLED" | "UNKNOWN";
type EventDef = RuntimeConfig["usageEvents"]["events"][string];

export interface UsageEventState {
  context: string;
  feature: string;
  startedAt: number;
  sampleRate: number;
  ext: Record<string, string>;
}

interface UsageApp {
  name: string;
  version: string;
  formFactor: string;
}

export interface UsageDeps {
  send: (url: string) => void;
  now: () => number;
  random: () => number;
  setTimer: (fn: () => void, ms: number) => () => void;
  onHidden: (fn: () => void) => () => void;
  app: UsageApp | null;
}

/** SPEC §5: a sample rate outside 0..1 (or not a number) counts as 0. */
export function sampleRate(value: unknown): number {
  return typeof value === "number" && value >= 0 && value <= 1 ? value : 0;
}

const prefixed = (prefix: string, fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [prefix + name, value]));

/** Query names and values of an event: we_feature_name, we_started_at, ... */
function eventQuery(state: UsageEventState, prefix: string): Record<string, string> {
  const ext = Object.fromEntries(Object.entries(state.ext).map(([key, value]) => [`ext_${key}`, value]));
  return prefixed(prefix, { context_name: state.context, feature_name: state.feature, started_at: String(state.startedAt), sample_rate: String(state.sampleRate), ...ext });
}

/** An event another page of this site handed over in the URL, and whether its time ran out on the way. */
export interface CarriedEvent {
  state: UsageEventState;
  /** Older than the time-out: the event ended as UNKNOWN while no page held it. */
  timedOut: boolean;
}

const EXT_NAME = /^[a-z][a-z0-9_]*$/;

/**
 * Reads an event carried in a URL's query by `eventQuery`; null when none is there or it cannot be
 * one of ours. Only the events the site itself starts are taken (a URL could name any path
 * otherwise), values follow SPEC §2 (<, > or / and the value is ignored), the sample rate is the
 * configured one (a URL must not force sampling), and a start in the future is not believed.
 */
export function eventFromQuery(search: URLSearchParams, config: RuntimeConfig["usageEvents"], now: number, timeoutMs: number): CarriedEvent | null {
  const prefix = config.queryPrefix;
  const context = safeValue(search.get(`${prefix}context_name`));
  const feature = safeValue(search.get(`${prefix}feature_name`));
  const def = Object.values(config.events).find((event) => event.context === context && event.feature === feature);
  const startedAt = Number(search.get(`${prefix}started_at`));
  if (!def || !Number.isSafeInteger(startedAt) || startedAt <= 0 || startedAt > now) return null;
  const ext: Record<string, string> = {};
  for (const [name, value] of search) {
    const key = name.slice(prefix.length + 4);
    const safe = safeValue(value);
    if (name.startsWith(`${prefix}ext_`) && EXT_NAME.test(key) && safe !== null) ext[key] = safe;
  }
  return { state: newEventState(def, startedAt, ext), timedOut: now - startedAt > timeoutMs };
}

/** The query without the names that carry an event: once read, an event must not be sent again on reload or back. */
export function withoutEventQuery(search: URLSearchParams, prefix: string): URLSearchParams {
  return new URLSearchParams([...search].filter(([name]) => !name.startsWith(prefix)));
}

/**
 * SPEC §4 wide events: started, then ended with a status or aborted, and sent at most once.
 * An event still open when the page is hidden or the time-out passes ends as UNKNOWN.
 */
export function startUsageEvent(
  config: RuntimeConfig["usageEvents"],
  state: UsageEventState,
  deps: UsageDeps,
  timeoutMs: number,
) {
  let open = true;
  const sampled = deps.random() < state.sampleRate;
  const cleanups: Array<() => void> = [];
  const close = () => {
    open = false;
    for (const cleanup of cleanups) cleanup();
  };
  function end(status: UsageStatus, reason?: string): boolean {
    if (!open) return false;
    close();
    if (!sampled) return false;
    const { app } = deps;
    const query = new URLSearchParams({
      ...eventQuery(state, config.queryPrefix),
      ...prefixed(config.queryPrefix, {
        status,
        // An event still open at the time-out ends there, so no duration is longer.
        duration_ms: String(Math.min(timeoutMs, Math.max(0, Math.round(deps.now() - state.startedAt)))),
        platform: app ? app.name : "web",
        type: "web",
        ...(reason ? { status_reason: reason } : {}),
        ...(app ? { app_name: app.name, app_version: app.version, app_form_factor: app.formFactor } : {}),
      }),
    });
    deps.send(`${config.path}wide_event_${encodeURIComponent(state.context)}_${encodeURIComponent(state.feature)}?${query}`);
    return true;
  }
  cleanups.push(deps.onHidden(() => end("UNKNOWN", "page_hidden")));
  cleanups.push(deps.setTimer(() => end("UNKNOWN", "timeout"), timeoutMs));
  return {
    state,
    sampled,
    end,
    abort(): void {
      if (open) close();
    },
    /** The query that carries this still-open event to the next page; the event is handed over and ends here. */
    handOver(): Record<string, string> {
      if (open) close();
      return eventQuery(state, config.queryPrefix);
    },
  };
}

/** State of a configured event, started now. */
export function newEventState(def: EventDef, now: number, ext: Record<string, string> = {}): UsageEventState {
  return { context: def.context, feature: def.feature, startedAt: now, sampleRate: sampleRate(def.sampleRate), ext };
}
