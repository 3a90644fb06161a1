import type { BrowserConfig } from "../../contracts/browser-config.js";
import { atbInfo } from "./atb.js";
import { bannerState, bindBanner } from "./banner.js";
import { applyCtaOrder, ctaOrder } from "./cta.js";
import { onSiteHost } from "./hosts.js";
import { applyInstallLinks } from "./install-links.js";
import { meetsMinimumOs, supportsExtension } from "./browser-fit.js";
import type { Platform } from "./platform.js";
import type { PageContext } from "./start-page.js";
import { campaignName } from "./text.js";
import { eventFromQuery, newEventState, startUsageEvent, withoutEventQuery, type UsageDeps } from "./usage-events.js";

/**
 * The features of some pages only, a chunk that start-page.ts loads where their hooks are: the
 * calls to action and install links, the add-to-browser banner, the search form and its
 * suggestions, and usage events (the home page's, and one carried in the URL).
 */
export function startFeatures(ctx: PageContext): void {
  for (const feature of [usageEvents, banner, callsToAction, searchForm, autocomplete]) {
    try {
      feature(ctx);
    } catch (error) {
      ctx.fail(error);
    }
  }
}

function usageDeps({ env, doc, send, platform, device }: PageContext): UsageDeps {
  return {
    send,
    now: env.now,
    random: env.random,
    setTimer: (fn, ms) => {
      const id = env.win.setTimeout(fn, ms);
      return () => env.win.clearTimeout(id);
    },
    onHidden: (fn) => {
      const listener = () => doc.visibilityState === "hidden" && fn();
      doc.addEventListener("visibilitychange", listener);
      return () => doc.removeEventListener("visibilitychange", listener);
    },
    app: platform.app ? { name: platform.app, version: platform.appVersion ?? "", formFactor: device } : null,
  };
}

/**
 * Homepage load ends when the page has loaded; a search from the homepage is handed to the
 * results page through the form's query; an event carried here in the URL ends on arrival (as
 * UNKNOWN if its time ran out on the way), and its names leave the address bar, so a reload or a
 * way back does not send it again.
 */
function usageEvents(ctx: PageContext): void {
  const { env, doc, config } = ctx;
  const { usageEvents: usage, timing } = config.runtime;
  const deps = usageDeps(ctx);
  const { location, history } = env.win;
  const query = new URLSearchParams(location.search);
  const carried = eventFromQuery(query, usage, env.now(), timing.usageEventTimeoutMs);
  // Out of the address bar before the event goes, so no reload can find it there after it was sent.
  const rest = withoutEventQuery(query, usage.queryPrefix);
  if ([...rest].length !== [...query].length) {
    const kept = rest.toString();
    history.replaceState(history.state, "", `${location.pathname}${kept ? `?${kept}` : ""}${location.hash}`);
  }
  if (carried) {
    const event = startUsageEvent(usage, carried.state, deps, timing.usageEventTimeoutMs);
    if (carried.timedOut) event.end("UNKNOWN", "timeout");
    else event.end("SUCCESS");
  }
  if (config.page.route !== "/") return;
  const load = usage.events.homepageLoad;
  if (load) {
    const event = startUsageEvent(
      usage,
      newEventState(load, Math.round(env.win.performance.timeOrigin)),
      deps,
      timing.usageEventTimeoutMs,
    );
    if (doc.readyState === "complete") event.end("SUCCESS");
    else env.win.addEventListener("load", () => event.end("SUCCESS"), { once: true });
  }
  const search = usage.events.searchFromHomepage;
  const form = doc.querySelector<HTMLFormElement>("form[data-search-form]");
  if (search && form) {
    form.addEventListener("submit", () => {
      const event = startUsageEvent(usage, newEventState(search, env.now()), deps, timing.usageEventTimeoutMs);
      for (const [name, value] of Object.entries(event.handOver())) {
        const field =
          form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`) ??
          form.appendChild(doc.createElement("input"));
        field.type = "hidden";
        field.name = name;
        field.value = value;
      }
    });
  }
}

/** SPEC §9: a desktop browser below the extension's minimum versions is not asked to add it. */
const cannotAddToBrowser = (platform: Platform, config: BrowserConfig) =>
  !platform.mobile && !supportsExtension(platform, config.runtime.platform);

function banner(ctx: PageContext): void {
  const { env, doc, config, platform, local, pixels } = ctx;
  const element = doc.querySelector<HTMLElement>("[data-atb-banner]");
  if (!element || cannotAddToBrowser(platform, config)) return;
  const key = config.runtime.storageKeys.bannerDismissedAt;
  const dismissedAt = Number(local.getItem(key));
  const state = bannerState(
    {
      dismissedAt: dismissedAt > 0 ? dismissedAt : null,
      now: env.now(),
      mobile: platform.mobile,
      forced: ctx.params.forceSadBanner,
    },
    config.runtime.timing.bannerReshowDays,
  );
  bindBanner(element, state, () => {
    local.setItem(key, String(env.now()));
    pixels.fire(ctx.pixelIds.dismiss);
  });
}

function callsToAction({ env, doc, config, params, platform, pixels, pixelIds }: PageContext): void {
  const { runtime } = config;
  const { source, campaign: campaignParam } = params;
  for (const list of doc.querySelectorAll("[data-cta-list]")) applyCtaOrder(list, ctaOrder(platform, runtime.cta));
  // The extension for the visitor's own browser leads the add-to-browser buttons (the stylesheet orders them by this mark).
  doc.documentElement.setAttribute("data-browser", platform.browser);
  // SPEC §9 minimum versions: no offer a visitor's browser or OS cannot take.
  const unfit = {
    "add-to-browser": !supportsExtension(platform, runtime.platform),
    "download-browser":
      (platform.os === "mac" || platform.os === "windows") && !meetsMinimumOs(platform, runtime.platform),
  };
  for (const [cta, hide] of Object.entries(unfit)) {
    if (hide) for (const item of doc.querySelectorAll<HTMLElement>(`[data-cta="${cta}"]`)) item.hidden = true;
  }
  const campaign = source && campaignParam ? campaignName(source, campaignParam, runtime.campaignNameMaxLength) : null;
  const atb = atbInfo({ atb: params.atb, va: params.va }, new Date(env.now()), runtime.atb, config.atbClock);
  applyInstallLinks(doc, runtime.storeLinks, atb, campaign);
  doc.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[data-install-link]");
    if (link) pixels.fire(pixelIds.install, { store: link.dataset.installLink ?? "" });
  });
}

/**
 * The search form: it searches on the site host derived from where the page is served (SPEC §9, §5),
 * and a search from it carries the visitor's source tag on to the results (SPEC §2 t).
 */
function searchForm({ env, doc, params, config }: PageContext): void {
  const form = doc.querySelector<HTMLFormElement>("form[data-search-form]");
  if (!form) return;
  form.setAttribute("action", onSiteHost(form.getAttribute("action") || "/", env.win.location, config.hosts));
  const { tag } = params;
  if (!tag || form.querySelector('[name="t"]')) return;
  const field = form.appendChild(doc.createElement("input"));
  field.type = "hidden";
  field.name = "t";
  field.value = tag.tag;
}

function autocomplete({ env, doc, config, fail }: PageContext): void {
  const form = doc.querySelector<HTMLFormElement>("form[data-search-form]");
  const input = form?.querySelector<HTMLInputElement>("input[data-autocomplete-input]");
  const list = form?.querySelector<HTMLUListElement>("ul[data-autocomplete-list]");
  if (!form || !input || !list) return;
  const { endpoints, autocompleteDefaultRegion } = config.runtime;
  // Fetched when the visitor first focuses the box: the form searches without it, and a visitor
  // who never types loads none of it.
  const load = () =>
    import("./autocomplete.js").then(({ bindAutocomplete, createAutocomplete }) => {
      bindAutocomplete(
        form,
        input,
        list,
        createAutocomplete({
          path: endpoints.autocomplete,
          defaultRegion: autocompleteDefaultRegion,
          fetcher: env.fetch,
        }),
        () => null,
      );
      // What was typed while the code was on its way gets its suggestions now.
      if (doc.activeElement === input && input.value) input.dispatchEvent(new Event("input"));
    }, fail);
  if (doc.activeElement === input) void load();
  else input.addEventListener("focus", () => void load(), { once: true });
}
