import * as z from "zod";
import { httpUrl, identifier } from "./common.js";

/**
 * The browser runtime's constants (SPEC §3, §4, §9). The whole section is serialised into
 * every page as JSON, so keep it to what the browser needs.
 */
const experimentSchema = z
  .object({
    name: identifier,
    description: z.string(),
    variants: z.array(identifier).min(1),
    allocation: z.number().min(0).max(1).optional().describe("Share of visitors drawn into a variant (0 to 1)"),
    persistence: z.literal("localStorage").optional().describe("Keep the assignment in local storage"),
    assignment: z.literal("backend").optional().describe("Only the backend assigns this experiment"),
  })
  .strict();

/** A site-relative path the runtime calls (the page's own host serves or proxies it). */
const relativePath = z.string().regex(/^\/[^\s]*$/, "a path starting with /");
const milliseconds = z.number().int().nonnegative();

/**
 * Intl knows the zone (and so its daylight-saving rules). Its list of canonical zones answers
 * in 1 ms; a DateTimeFormat, which also takes aliases such as UTC, loads the zone data first (10 ms
 * of every cold build).
 */
function isTimeZone(name: string): boolean {
  if (Intl.supportedValuesOf("timeZone").includes(name)) return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const ratingThresholds = z
  .object({ good: z.number().nonnegative(), poor: z.number().nonnegative() })
  .strict()
  .refine((t) => t.good <= t.poor, "good must not exceed poor");

export const ctaIds = ["add-to-browser", "set-as-default", "download-browser", "mobile-apps", "ios-app", "android-app"] as const;
export const operatingSystems = ["mac", "windows", "ios", "android", "linux", "other"] as const;
export const browserNames = ["chrome", "firefox", "safari", "edge", "brave", "opera", "ie", "other"] as const;
const ctaOrder = z.array(z.enum(ctaIds)).min(1);

const usageEventSchema = z
  .object({
    context: identifier,
    feature: identifier,
    sampleRate: z.number().describe("Share of events sent, 0 to 1; anything else counts as 0"),
  })
  .strict();

export const runtimeSchema = z
  .object({
    experiments: z.array(experimentSchema).describe("A/B experiments; the boot script assigns them before first paint"),
    experimentRules: z
      .object({
        optOut: z.string().min(1).describe("URL value of exp_{name} that opts out of an experiment"),
        blockedCampaigns: z.array(z.string()).describe("Campaigns for which no experiment is assigned"),
        blockedFilters: z.array(z.string()).describe("Values of the filter parameter that block assignment"),
      })
      .strict(),
    storageKeys: z
      .object({
        experimentPrefix: z.string().min(1).describe("Local-storage key prefix of experiment assignments; also the backend's cookie prefix"),
        ttlSuffix: z.string().min(1).describe("Suffix of the companion key holding a value's expiry date"),
        environment: z.string().min(1).describe("Session-storage key of the ?environment= switch"),
        origin: z.string().min(1).describe("Session-storage key of the funnel origin the visitor brought (?origin=, or the trial origin a checkout set)"),
        builtOrigin: z.string().min(1).describe("Session-storage key of the funnel origin the visit's first page built from its entry and referrer"),
        bannerDismissedAt: z.string().min(1).describe("Local-storage key of the add-to-browser banner dismissal time"),
        themeCookie: z.string().min(1).describe("Cookie holding the saved theme preference (-1, d or t)"),
      })
      .strict(),
    theme: z
      .object({
        light: z.string().min(1).describe("Saved value of the light theme"),
        dark: z.string().min(1).describe("Saved value of the dark theme"),
        darkVariant: z.string().min(1).describe("Saved value of the dark variant (html[data-theme-variant])"),
        cookieMaxAgeDays: z.number().int().positive().describe("How long a theme chosen on /theme is kept"),
      })
      .strict(),
    timing: z
      .object({
        bounceMs: milliseconds.describe("The bounce pixel fires if the page is hidden this soon without interaction"),
        scrollThresholdPx: z.number().int().nonnegative().describe("Scrolling further than this counts as interaction"),
        bannerReshowDays: z
          .object({
            desktop: z.object({ min: z.number().nonnegative(), max: z.number().nonnegative() }).strict(),
            mobile: z.object({ min: z.number().nonnegative() }).strict(),
          })
          .strict()
          .describe("Days after a dismissal during which the add-to-browser banner shows again"),
        handshakeTimeoutMs: milliseconds.describe("Host-app handshake time-out"),
        capabilityTimeoutMs: milliseconds.describe("Time-out of the capability-check helper"),
        usageEventTimeoutMs: milliseconds.describe("A usage event still open after this long ends as UNKNOWN"),
      })
      .strict(),
    platform: z
      .object({
        mobileMaxWidth: z.number().int().positive().describe("A viewport narrower than this and lower than mobileMaxHeight is mobile"),
        mobileMaxHeight: z.number().int().positive(),
        breakpoints: z
          .object({ mobile: z.number().int().positive(), tablet: z.number().int().positive() })
          .strict()
          .describe("Widest mobile and tablet viewports in px; wider is desktop"),
        minimumExtensionVersion: z
          .object({ firefox: z.number().int(), chrome: z.number().int(), brave: z.number().int() })
          .strict()
          .describe("Oldest browser major versions the extension installs on"),
        minimumOs: z
          .object({
            mac: z.object({ label: z.string(), major: z.number().int(), minor: z.number().int() }).strict(),
            windows: z.object({ label: z.string(), ntMajor: z.number().int(), marker: z.number().int() }).strict(),
          })
          .strict()
          .describe("Oldest desktop OS the browser runs on, as far as user agents reveal it"),
        appUserAgentToken: z.string().min(1).describe("User-agent token of the product's own apps (in-app visitors)"),
        searchEngineReferrers: z.array(z.string()).describe("Referrer host names counted as search results"),
      })
      .strict(),
    cta: z
      .object({
        default: ctaOrder,
        rules: z.array(
          z.object({ os: z.enum(operatingSystems), browser: z.enum(browserNames).optional(), order: ctaOrder }).strict(),
        ),
      })
      .strict()
      .describe("Call-to-action order per OS and browser; the first matching rule wins"),
    storeLinks: z
      .object({ ios: httpUrl, android: httpUrl, firefox: httpUrl, chrome: httpUrl, edge: httpUrl, mac: httpUrl, windows: httpUrl })
      .strict()
      .describe("Install links per store; the runtime appends atb and va"),
    campaignNameMaxLength: z.number().int().positive().describe("App-store campaign name (source-campaign) limit"),
    countries: z.array(z.string().regex(/^[A-Z]{2}$/)).describe("Countries offered the subscription"),
    eligibleCountries: z.array(z.string().regex(/^[a-z]{2}$/)).describe("Countries the eligibility check asks about"),
    atb: z
      .object({
        epoch: z.iso
          .datetime({ offset: true })
          .describe("Start of v1-1: an instant with its UTC offset, midnight in timeZone (the public algorithm's 2016-02-24T00:00:00-05:00)"),
        timeZone: z
          .string()
          .refine(isTimeZone, "an IANA time zone such as America/New_York")
          .describe("IANA zone whose wall clock counts ATB weeks and days (its daylight-saving rules included)"),
      })
      .strict(),
    pixels: z
      .object({
        path: relativePath.describe("Pixel beacons go to {path}{id}"),
        ids: z.record(z.string(), z.object({ repeat: z.boolean().optional() }).strict()).describe("Known pixel ids; repeat sends more than once per page"),
      })
      .strict(),
    usageEvents: z
      .object({
        path: relativePath.describe("Usage events go to {path}wide_event_{context}_{feature}"),
        queryPrefix: z.string().min(1).describe("Prefix of the query names that carry an event across navigations"),
        events: z.record(z.string(), usageEventSchema).describe("Usage events the pages send, by the name the runtime uses"),
      })
      .strict(),
    webVitals: z
      .object({
        event: z.string().min(1).describe("Name of the one web-vitals beacon per page view"),
        thresholds: z
          .object({ FCP: ratingThresholds, LCP: ratingThresholds, CLS: ratingThresholds, INP: ratingThresholds, TTFB: ratingThresholds })
          .strict()
          .describe("Good and poor limits per metric (ms, CLS unitless). No FID: browsers retired it for INP, and web-vitals 5 does not measure it"),
      })
      .strict(),
    dataCache: z
      .object({
        dedupingInterval: milliseconds,
        focusThrottleInterval: milliseconds,
        errorRetryInterval: milliseconds,
        loadingTimeout: milliseconds,
        slowConnection: z.object({ errorRetryInterval: milliseconds, loadingTimeout: milliseconds }).strict(),
      })
      .strict()
      .describe("SWR options of the React islands; names are SWR's own"),
    endpoints: z
      .object({
        autocomplete: relativePath.describe("Search suggestions, called with q and kl"),
        country: relativePath.describe("Answers { country } for the visitor"),
        eligibility: relativePath.describe("JSON file whose presence means eligible; {country} is replaced. The build writes one per eligible country"),
        newsletter: relativePath.describe("Where the newsletter form posts the e-mail address; the server on the main host answers it (a plain form: no JavaScript needed)"),
      })
      .strict(),
    autocompleteDefaultRegion: z.string().min(1).describe("kl sent with suggestions when no region is set"),
  })
  .strict();
