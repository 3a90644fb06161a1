import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { SWRConfig } from "swr";
import { isSlowConnection, swrConfig } from "../../core/data-cache.js";
import type { BillingPeriod, PurchasePlatform } from "../../../contracts/config/subscription.js";
import type { NativeTrialOffer } from "../../subscription/app-messages.js";
import type { UiSubscription } from "../../subscription/ui-subscription.js";
import type { IslandServices } from "./services.js";

/** SPEC §3: the subscription context every screen shares. */
export interface SubscriptionState {
  /** The plan the visitor is buying. */
  cart: { billingPeriod: BillingPeriod };
  /** Who is signed in, once known. */
  account: { id: string; email: string | null } | null;
  subscription: UiSubscription | null;
  /** Where a purchase made here is recorded (stripe on the web). */
  options: { platform: PurchasePlatform };
  /** The visitor's country, when the country service answered. */
  country: string | null;
  /** Feature slugs: the features call's answer for a subscriber, the configured ones before that. */
  features: string[];
  nativeTrialOffers: NativeTrialOffer[];
  /** When a subscription bought now would start (the trial's first day). */
  startDate: number;
  /** Whether the subscription can be bought here: false where the country is not eligible, null while unknown. */
  supported: boolean | null;
}

interface ContextValue {
  services: IslandServices;
  state: SubscriptionState;
  update: (patch: Partial<SubscriptionState>) => void;
}

const SubscriptionContext = createContext<ContextValue | null>(null);

export const MISSING_PROVIDER = "A subscription component was rendered outside its SubscriptionProvider";

export function SubscriptionProvider({ services, children }: { services: IslandServices; children: ReactNode }) {
  const { subscription: config } = services.config;
  const [state, setState] = useState<SubscriptionState>(() => ({
    cart: {
      billingPeriod: config.products.some((product) => product.billingPeriod === "yearly")
        ? "yearly"
        : config.products[0]!.billingPeriod,
    },
    account: null,
    subscription: null,
    options: { platform: config.webPurchasePlatform },
    country: null,
    features: config.features.map((feature) => feature.slug),
    nativeTrialOffers: [],
    startDate: services.deps.now(),
    supported: null,
  }));
  const update = useCallback(
    (patch: Partial<SubscriptionState>) => setState((previous) => ({ ...previous, ...patch })),
    [],
  );
  const value = useMemo(() => ({ services, state, update }), [services, state, update]);
  // SPEC §4, §9: the data cache's settings, longer waits on a slow connection; a cache of this island's own.
  const cache = useMemo(() => {
    const navigator = services.deps.win.navigator as Navigator & { connection?: { effectiveType?: string } };
    return { ...swrConfig(services.config.runtime.dataCache, isSlowConnection(navigator)), provider: () => new Map() };
  }, [services]);
  return (
    <SWRConfig value={cache}>
      <SubscriptionContext.Provider value={value}>{children}</SubscriptionContext.Provider>
    </SWRConfig>
  );
}

/** The shared context; outside a provider it logs the SPEC §8 console error and answers null. */
export function useSubscription(): ContextValue | null {
  const value = useContext(SubscriptionContext);
  if (!value) console.error(MISSING_PROVIDER);
  return value;
}
