import type { RuntimeConfig } from "../../contracts/config/index.js";
import type { AtbInfo } from "./atb.js";

type Store = keyof RuntimeConfig["storeLinks"];

/** A store link carrying the install attribution (atb and, when known, va); iOS also takes the campaign token ct. */
function installUrl(base: string, atb: AtbInfo, campaign: string | null, store: Store): string {
  const url = new URL(base);
  url.searchParams.set("atb", atb.version);
  if (atb.variant) url.searchParams.set("va", atb.variant);
  if (store === "ios" && campaign) url.searchParams.set("ct", campaign);
  return url.toString();
}

/** Points every a[data-install-link] at its store; unknown stores are left alone. */
export function applyInstallLinks(root: ParentNode, links: RuntimeConfig["storeLinks"], atb: AtbInfo, campaign: string | null): void {
  for (const anchor of root.querySelectorAll<HTMLAnchorElement>("a[data-install-link]")) {
    const store = anchor.dataset.installLink as Store;
    if (Object.hasOwn(links, store)) anchor.href = installUrl(links[store], atb, campaign, store);
  }
}
