import { safeValue } from "./safe-value.js";

export type SourceTag = { tag: string; kind: "homepage" | "default-search" };

/** The query parameters of SPEC §2, each already checked against its rule; absent or unsafe values are null. */
export interface Params {
  origin: string | null;
  source: string | null;
  atb: string | null;
  va: string | null;
  t: SourceTag | null;
  platform: "desktop" | "mobile" | null;
  featurePage: string | null;
  forceSadBanner: boolean;
  experiments: Record<string, string>;
  subscribedOverride: boolean | null;
  environment: string | null;
  campaign: string | null;
  filter: string | null;
  gclid: boolean;
  msclkid: boolean;
}

const EXPERIMENT_PREFIX = "exp_";

export function sourceTag(value: string): SourceTag {
  return { tag: value, kind: /^h[a-z_]?$/.test(value) ? "homepage" : "default-search" };
}

export function readParams(search: string): Params {
  const query = new URLSearchParams(search);
  const get = (name: string) => safeValue(query.get(name));
  const source = get("source");
  const t = get("t");
  const platform = get("platform");
  const override = get("subscribed_override");
  const experiments: Record<string, string> = {};
  for (const [name, value] of query) {
    const safe = safeValue(value);
    if (name.startsWith(EXPERIMENT_PREFIX) && safe) experiments[name.slice(EXPERIMENT_PREFIX.length)] = safe;
  }
  return {
    origin: get("origin"),
    source: source && /^[a-z]{2}$/.test(source) ? source : null,
    atb: get("atb"),
    va: get("va"),
    t: t ? sourceTag(t) : null,
    platform: platform === "desktop" || platform === "mobile" ? platform : null,
    featurePage: get("featurePage"),
    forceSadBanner: get("force_sad_banner") !== null,
    experiments,
    subscribedOverride: override === "true" ? true : override === "false" ? false : null,
    environment: get("environment"),
    campaign: get("campaign"),
    filter: get("filter"),
    gclid: query.has("gclid"),
    msclkid: query.has("msclkid"),
  };
}
