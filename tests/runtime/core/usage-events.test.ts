import { describe, expect, it } from "vitest";
import { eventFromQuery, newEventState, sampleRate, startUsageEvent, withoutEventQuery, type UsageDeps } from "../../../runtime/core/usage-events.js";
import { loadRuntimeConfig } from "./config.js";

const runtime = loadRuntimeConfig();
const config = runtime.usageEvents;
const p = config.queryPrefix;
const timeoutMs = runtime.timing.usageEventTimeoutMs;

function harness(random = 0.5, app: UsageDeps["app"] = null) {
  const sent: URL[] = [];
  let timer: (() => void) | null = null;
  let hidden: (() => void) | null = null;
  const clock = { now: 10_000 };
  const deps: UsageDeps = {
    send: (url) => sent.push(new URL(url, "https://site.test")),
    now: () => clock.now,
    random: () => random,
    setTimer: (fn, ms) => {
      expect(ms).toBe(timeoutMs);
      timer = fn;
      return () => (timer = null);
    },
    onHidden: (fn) => {
      hidden = fn;
      return () => (hidden = null);
    },
    app,
  };
  return { sent, deps, clock, fireTimer: () => timer?.(), hide: () => hidden?.() };
}

const def = config.events.homepageLoad!;

describe("usage events (SPEC §3, §4, §5, §7)", () => {
  it("samples homepage load and search-from-homepage at 100%", () => {
    expect(config.events.homepageLoad!.sampleRate).toBe(1);
    expect(config.events.searchFromHomepage!.sampleRate).toBe(1);
  });

  it("treats sample rates outside 0..1 as 0", () => {
    expect(sampleRate(0.25)).toBe(0.25);
    for (const bad of [-0.1, 1.5, Number.NaN, "1", undefined]) expect(sampleRate(bad)).toBe(0);
  });

  it("sends once, to wide_event_{context}_{feature}, with the we_ fields", () => {
    const h = harness();
    const event = startUsageEvent(config, newEventState(def, h.clock.now, { entry: "logo" }), h.deps, timeoutMs);
    h.clock.now += 1234;
    expect(event.end("SUCCESS")).toBe(true);
    expect(event.end("FAILURE")).toBe(false);
    expect(h.sent).toHaveLength(1);
    const url = h.sent[0]!;
    expect(url.pathname).toBe(`${config.path}wide_event_${def.context}_${def.feature}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      [`${p}context_name`]: def.context,
      [`${p}feature_name`]: def.feature,
      [`${p}started_at`]: "10000",
      [`${p}sample_rate`]: "1",
      [`${p}ext_entry`]: "logo",
      [`${p}status`]: "SUCCESS",
      [`${p}duration_ms`]: "1234",
      [`${p}platform`]: "web",
      [`${p}type`]: "web",
    });
  });

  it("carries a status reason and the app fields for in-app visitors", () => {
    const h = harness(0.5, { name: "macos", version: "1.2.3", formFactor: "desktop" });
    startUsageEvent(config, newEventState(def, h.clock.now), h.deps, timeoutMs).end("FAILURE", "network");
    const q = h.sent[0]!.searchParams;
    expect(q.get(`${p}status_reason`)).toBe("network");
    expect([q.get(`${p}app_name`), q.get(`${p}app_version`), q.get(`${p}app_form_factor`)]).toEqual(["macos", "1.2.3", "desktop"]);
  });

  it("ends as UNKNOWN when the page is hidden", () => {
    const h = harness();
    const event = startUsageEvent(config, newEventState(def, h.clock.now), h.deps, timeoutMs);
    h.hide();
    expect(h.sent[0]!.searchParams.get(`${p}status`)).toBe("UNKNOWN");
    expect(event.end("SUCCESS")).toBe(false);
    expect(h.sent).toHaveLength(1);
  });

  it("ends as UNKNOWN when the interval times out", () => {
    const h = harness();
    startUsageEvent(config, newEventState(def, h.clock.now), h.deps, timeoutMs);
    h.fireTimer();
    expect(h.sent[0]!.searchParams.get(`${p}status`)).toBe("UNKNOWN");
  });

  it("sends nothing once aborted", () => {
    const h = harness();
    const event = startUsageEvent(config, newEventState(def, h.clock.now), h.deps, timeoutMs);
    event.abort();
    h.hide();
    h.fireTimer();
    expect(event.end("SUCCESS")).toBe(false);
    expect(h.sent).toHaveLength(0);
  });

  it("sends nothing when not sampled", () => {
    const h = harness(0.5);
    const event = startUsageEvent(config, newEventState({ ...def, sampleRate: 0.5 }, h.clock.now), h.deps, timeoutMs);
    expect(event.sampled).toBe(false);
    event.end("SUCCESS");
    expect(h.sent).toHaveLength(0);
  });

  it("carries an open event across a navigation through the query", () => {
    const h = harness();
    const search = config.events.searchFromHomepage!;
    const event = startUsageEvent(config, newEventState(search, 5000, { kl: "de-de" }), h.deps, timeoutMs);
    const query = new URLSearchParams(event.handOver());
    h.hide();
    expect(h.sent).toHaveLength(0);
    expect(eventFromQuery(query, config, 6000, timeoutMs)).toEqual({
      state: { context: search.context, feature: search.feature, startedAt: 5000, sampleRate: 1, ext: { kl: "de-de" } },
      timedOut: false,
    });
    expect(eventFromQuery(new URLSearchParams("q=x"), config, 6000, timeoutMs)).toBeNull();
  });
});

/**
 * Issue 21, item 3: SPEC §2 "Values of cookies or parameters containing <, > or / are ignored"; §4
 * "sent once"; §5 "Usage sample rate must be 0 to 1"; §4 "Auto-ended as UNKNOWN when ... an
 * interval times out".
 */
describe("a usage event carried in the URL", () => {
  const search = config.events.searchFromHomepage!;
  const now = 1_700_000_000_000;
  const carried = (query: string) => eventFromQuery(new URLSearchParams(query), config, now, timeoutMs);
  const ours = `${p}context_name=${search.context}&${p}feature_name=${search.feature}&${p}started_at=${now - 800}`;

  it("ignores names with <, > or / and any event the site does not start, so the beacon path cannot be steered", () => {
    expect(carried(`${p}context_name=a%2F..%2F..%2Fevil&${p}feature_name=%3Cx%3E&${p}started_at=${now - 10}`)).toBeNull();
    expect(carried(`${p}context_name=homepage&${p}feature_name=anything&${p}started_at=${now - 10}`)).toBeNull();
    expect(carried(`${ours}&${p}ext_kl=%3Cb%3E&${p}ext_a%2Fb=1&${p}ext_ok=fine`)?.state.ext).toEqual({ ok: "fine" });
  });

  it("takes the configured sample rate, never the URL's", () => {
    const half = eventFromQuery(new URLSearchParams(`${ours}&${p}sample_rate=1`), { ...config, events: { s: { ...search, sampleRate: 0.25 } } }, now, timeoutMs);
    expect(half?.state.sampleRate).toBe(0.25);
  });

  it("does not believe a start in the future, and reports one older than the time-out as timed out, never longer", () => {
    expect(carried(`${p}context_name=${search.context}&${p}feature_name=${search.feature}&${p}started_at=${now + 1000}`)).toBeNull();
    const old = carried(`${p}context_name=${search.context}&${p}feature_name=${search.feature}&${p}started_at=1`)!;
    expect(old.timedOut).toBe(true);
    const h = harness();
    h.clock.now = now;
    startUsageEvent(config, old.state, h.deps, timeoutMs).end("UNKNOWN", "timeout");
    expect(h.sent[0]!.searchParams.get(`${p}duration_ms`)).toBe(String(timeoutMs));
    expect(carried(ours)!.timedOut).toBe(false);
  });

  it("takes the event's names out of the query once read, and leaves the rest", () => {
    expect(withoutEventQuery(new URLSearchParams(`q=privacy&${ours}&${p}ext_kl=de-de&t=h_`), p).toString()).toBe("q=privacy&t=h_");
  });
});
