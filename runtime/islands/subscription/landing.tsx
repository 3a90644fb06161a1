import { useEffect, useId, useState, type ReactNode } from "react";
import type { BillingPeriod } from "../../../contracts/config/subscription.js";
import { pricePerMonth, yearlySaving } from "../../../contracts/prices.js";
import { lookupCountry } from "../../core/country.js";
import { subscriptionSupported } from "../../core/eligibility.js";
import { param } from "../../core/params.js";
import { refusalOf } from "../../subscription/errors.js";
import { isActiveStatus, type UiSubscription } from "../../subscription/ui-subscription.js";
import { winBackCoupon } from "../../subscription/checkout.js";
import { freeTrialDays } from "../../subscription/trial.js";
import type { Offer } from "../../../contracts/service-answers.js";
import { showCtaState } from "./cta-state.js";
import { Alert, failureMessage, FeatureLinks, Message, Panel, Status, useCached } from "./screen-parts.js";
import type { IslandServices } from "./services.js";
import { SignIn, type ScreenProps } from "./sign-in.js";

const DAY_MS = 86_400_000;

/** exp_{name}=variant for each experiment the boot script assigned (it marks them on <html>). */
function experimentParams(doc: Document, names: readonly string[]): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of names) {
    const variant = doc.documentElement.getAttribute(`data-exp-${name}`);
    if (variant) params[`exp_${name}`] = variant;
  }
  return params;
}

/**
 * The feature whose page the visitor came from (its call to action links here), so the purchase
 * returns there: a page of this site, in any locale, whose route is a feature's.
 */
function featureOfReferrer(services: IslandServices, referrer: string): string | null {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.origin !== new URL(services.absolute("/")).origin) return null;
  const route = url.pathname.replace(/^\/[^/]+/, "").replace(/\/$/, "");
  return services.config.subscription.features.find((feature) => feature.route === route)?.slug ?? null;
}

/** What one period costs, in words: "$74.99 a year", the price in <bdi> so it keeps its order in Arabic and Hebrew. */
export const periodPrice = (services: IslandServices, period: BillingPeriod): ReactNode => (
  <Message
    format={(marks) => services.t(`plan.${period}`, marks)}
    values={{ price: <bdi>{services.price(services.productFor(period).amount)}</bdi> }}
  />
);

/**
 * A plan as the offer shows it: what it costs a month, and a yearly plan also what it is billed
 * ("$6.25 a month", "billed $74.99 a year"), the prices in <bdi>.
 */
const planPrice = (services: IslandServices, period: BillingPeriod): ReactNode => {
  const { amount } = services.productFor(period);
  const money = (value: number) => <bdi>{services.price(value)}</bdi>;
  return (
    <>
      <Message
        format={(marks) => services.t("plan.monthly", marks)}
        values={{ price: money(pricePerMonth(amount, period)) }}
      />
      {period === "yearly" && " "}
      {period === "yearly" && (
        <span className="sub-plan__billed">
          <Message format={(marks) => services.t("offer.billedYearly", marks)} values={{ price: money(amount) }} />
        </span>
      )}
    </>
  );
};

type Phase = "offer" | "sign-in" | "checkout" | "subscribed";

/**
 * The offer: the plans at their prices, the trial this visitor gets (or the win-back offer), where
 * the country is not eligible a clear word instead of a button, and the purchase: sign in or up
 * with e-mail and code, then checkout. Someone already subscribed (on the web, or inside the app
 * that says so) is shown their subscription instead: never a second purchase.
 *
 * What is offered is the service's word for the signed-in account, never the page address's: an
 * anonymous visitor sees the trial the campaign advertises to newcomers; once signed in, the trial
 * only if the service offers this account one, and the win-back offer only if it names its coupon.
 */
export function Landing({ ctx }: ScreenProps) {
  const { services, state, update } = ctx;
  const { t, config, client, deps } = services;
  const [phase, setPhase] = useState<Phase>("offer");
  const [failure, setFailure] = useState<{ message: string; retry?: () => void } | null>(null);
  /** The service's offers to the signed-in account; null until it said (or for an anonymous visitor). */
  const [offers, setOffers] = useState<Offer[] | null>(null);
  const planGroup = useId();

  useEffect(() => {
    const key = config.subscription.storageKeys.paywallViewCount;
    deps.local.setItem(key, String((Number(deps.local.getItem(key)) || 0) + 1));
    void lookupCountry(deps.fetch, config.runtime.endpoints.country).then(async (country) => {
      if (!country) return;
      update({ country, supported: await subscriptionSupported(deps.fetch, config.runtime, country) });
    });
  }, [config, deps, update]);

  // Who is here: a subscriber is shown their subscription instead of the offer. A stored sign-in
  // that cannot be checked fails the task, so nobody who may have paid is offered a second purchase.
  const checkVisitor = async (): Promise<void> => {
    const app = await services.app();
    update({ nativeTrialOffers: app.nativeTrialOffers });
    if (app.status === "SUBSCRIBED") {
      const token = await app.token();
      if (token) client.borrowAppToken(app.flags.useSubscriptionsAuthV2 ? "v2" : "v1", token);
      setPhase("subscribed");
    }
    if (!client.version()) return;
    let subscription: UiSubscription;
    try {
      subscription = await client.loadSubscription();
    } catch (error) {
      // The app's word stands when the service cannot be asked; a sign-in the service refused is gone.
      if (app.status === "SUBSCRIBED" || refusalOf(error) === "signed-out") return;
      throw error;
    }
    update({ subscription, account: { id: subscription.id, email: subscription.email } });
    if (isActiveStatus(subscription.status)) {
      setPhase("subscribed");
      if (subscription.productId) {
        const features = await client.productFeatures(subscription.productId).catch(() => null);
        if (features) update({ features });
      }
      return;
    }
    setOffers(await client.offers());
  };
  // Through the data cache: checked again on focus and on reconnect, so a purchase made in another tab shows here.
  const { task: check, retry: checkAgain } = useCached("offer-check", () => checkVisitor().then(() => true));

  // Every call to action on the page follows what the offer learnt (the app's word or the visitor's
  // own sign-in): management for a subscriber, the purchase once nobody is, nothing while that
  // cannot be told (a failed check), as the offer itself does.
  useEffect(() => {
    if (phase === "subscribed") showCtaState(deps.doc, "subscribed");
    else if (check.state === "done") showCtaState(deps.doc, "purchase");
    else if (check.state === "failed") showCtaState(deps.doc, "pending");
  }, [phase, check.state, deps.doc]);

  const couponId = offers ? winBackCoupon(offers) : null;
  const advertisedTrialDays = freeTrialDays(config.subscription.trial, {
    platform: state.options.platform,
    origin: services.origin.current(),
    nativeOffers: state.nativeTrialOffers,
  });
  const trialDays = offers === null || offers.some((offer) => offer.type === "Trial") ? advertisedTrialDays : null;
  const period = state.cart.billingPeriod;
  const product = services.productFor(period);

  /**
   * SPEC §4's "create an account" branch of v2 (`withNewAccount`): inside the app, a new account
   * without an e-mail, whose tokens go to the app, then checkout; the e-mail can be added afterwards
   * (the welcome screen offers it). On the web the purchase starts with the e-mail and its code.
   */
  const subscribe = async () => {
    // The app's answer decides, awaited here: a tap before the handshake has finished went to the
    // e-mail step inside an app that keeps the account itself (seen in a fresh-clone run).
    const app = await services.app();
    if (app.inApp && app.flags.useSubscriptionsAuthV2 && !client.version()) void checkout(true);
    else setPhase("sign-in");
  };

  const checkout = async (withNewAccount = false) => {
    setPhase("checkout");
    setFailure(null);
    try {
      if (withNewAccount && !client.version()) {
        const tokens = await client.createAccount();
        if ((await services.app()).takeTokens(tokens)) client.handOverToApp();
      }
      const subscription = await client.loadSubscription();
      update({ subscription, account: { id: subscription.id, email: subscription.email } });
      if (isActiveStatus(subscription.status)) {
        setPhase("subscribed");
        return;
      }
      // Signed in now: the terms are the ones the service offers this account.
      const confirmed = await client.offers();
      setOffers(confirmed);
      const featurePage = param(services.query, "featurePage") ?? featureOfReferrer(services, deps.doc.referrer);
      const flow = config.subscription.flows[services.screen.flow];
      const { checkoutUrl } = await client.checkout({
        product: { id: product.id, billingPeriod: product.billingPeriod },
        couponId: winBackCoupon(confirmed),
        trialAllowed: advertisedTrialDays !== null && confirmed.some((offer) => offer.type === "Trial"),
        successUrl: services.absolute(
          services.href(featurePage ? config.subscription.featurePageWelcome : flow.welcome),
        ),
        featurePage,
        experimentParams: experimentParams(
          deps.doc,
          config.runtime.experiments.map((experiment) => experiment.name),
        ),
      });
      deps.navigate(checkoutUrl);
    } catch (error) {
      if (refusalOf(error) === "already-subscribed") {
        setPhase("subscribed");
        return;
      }
      setFailure({ message: failureMessage(error, t), retry: () => void checkout(withNewAccount) });
    }
  };

  if (phase === "subscribed") {
    const subscription = state.subscription;
    return (
      <Panel title={t("landing.subscribedTitle")} tone="done" focus>
        <p>
          {subscription?.expiresOrRenewsAt
            ? t(subscription.status === "Auto-Renewable" ? "landing.subscribedRenews" : "landing.subscribedUntil", {
                date: services.date(subscription.expiresOrRenewsAt),
              })
            : t("landing.subscribedInApp")}
        </p>
        <h3>{t("features.heading")}</h3>
        <FeatureLinks slugs={state.features} t={t} href={services.href} features={config.subscription.features} />
        <p className="sub-actions">
          <a className="button" href={services.href(config.subscription.manageRoute)}>
            {t("manage.link")}
          </a>
        </p>
      </Panel>
    );
  }

  const summary = (
    <p className="sub-plan-summary">
      <Message
        format={(marks) => t("landing.chosen", { period, ...marks })}
        values={{ price: periodPrice(services, period) }}
      />{" "}
      <button className="sub-link" type="button" onClick={() => setPhase("offer")}>
        {t("landing.changePlan")}
      </button>
    </p>
  );

  if (phase === "sign-in") {
    return (
      <>
        {summary}
        <SignIn
          ctx={ctx}
          title={t("landing.signInTitle")}
          intro={t("landing.signInIntro")}
          submitLabel={t("email.continue")}
          onSignedIn={() => void checkout()}
          focus
        />
      </>
    );
  }

  if (phase === "checkout") {
    return (
      <>
        {summary}
        <Panel title={t("landing.checkoutTitle")} busy={!failure}>
          {failure ? (
            <Alert message={failure.message} retry={failure.retry} t={t} />
          ) : (
            <p>{t("landing.redirecting")}</p>
          )}
          <Status text={failure ? null : t("landing.redirecting")} />
        </Panel>
      </>
    );
  }

  const yearly = config.subscription.products.find((candidate) => candidate.billingPeriod === "yearly");
  const monthly = config.subscription.products.find((candidate) => candidate.billingPeriod === "monthly");
  // A whole percentage rounded down (never more than the visitor saves), shown in the language's
  // own percent style ("17 %", "%17").
  const saving = yearly && monthly ? yearlySaving(yearly.amount, monthly.amount) / 100 : 0;
  const countryName = state.country ? regionName(state.country, services.locale) : "";
  // A stored sign-in is checked before the purchase is offered; the plans show meanwhile, so nothing moves.
  const checking = check.state === "loading" && client.version() !== null;
  return (
    <Panel title={t("landing.offerTitle")} busy={checking}>
      <fieldset className="sub-plans">
        <legend>{t("landing.choosePlan")}</legend>
        {config.subscription.products.map((candidate) => (
          <label className="sub-plan" key={candidate.id}>
            <input
              type="radio"
              name={planGroup}
              value={candidate.billingPeriod}
              checked={candidate.billingPeriod === period}
              onChange={() => update({ cart: { billingPeriod: candidate.billingPeriod } })}
            />
            <span className="sub-plan__name">{t(`period.${candidate.billingPeriod}`)}</span>
            <span className="sub-plan__price">{planPrice(services, candidate.billingPeriod)}</span>
            {candidate.billingPeriod === "yearly" && saving > 0 && (
              <span className="sub-plan__badge">{t("landing.save", { saving })}</span>
            )}
          </label>
        ))}
      </fieldset>
      {/* Where it cannot be bought there are no terms to take, and no date of a first charge. */}
      {state.supported === false ? null : couponId ? (
        <p className="sub-trial">{t("landing.winBack")}</p>
      ) : trialDays ? (
        <>
          <p className="sub-trial">
            <Message
              format={(marks) => t("landing.trialThen", { days: trialDays, ...marks })}
              values={{ price: periodPrice(services, period) }}
            />
          </p>
          <p className="sub-hint">
            {t("landing.firstCharge", { date: services.date(state.startDate + trialDays * DAY_MS) })}
          </p>
        </>
      ) : (
        <p className="sub-trial">
          <Message format={(marks) => t("landing.noTrial", marks)} values={{ price: periodPrice(services, period) }} />
        </p>
      )}
      {state.supported === false ? (
        <p className="sub-notice">{t("landing.notAvailable", { country: countryName })}</p>
      ) : check.state === "failed" ? (
        <Alert message={failureMessage(check.error, t)} retry={checkAgain} t={t} />
      ) : checking ? null : (
        <p className="sub-actions">
          <button className="button button--large button--block" type="button" onClick={() => void subscribe()}>
            {t(trialDays ? "offer.startTrial" : "landing.subscribe")}
          </button>
        </p>
      )}
      <Status text={checking ? t("account.loading") : null} />
      <p>
        <a href={services.href(config.subscription.flows[services.screen.flow].signIn)}>
          {t("landing.haveSubscription")}
        </a>
      </p>
    </Panel>
  );
}

function regionName(country: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(country.toUpperCase()) ?? country;
  } catch {
    return country;
  }
}
