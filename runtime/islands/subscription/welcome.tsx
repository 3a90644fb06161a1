import { BILLING_PERIODS } from "../../../contracts/values.js";
import type { BillingPeriod } from "../../../contracts/config/subscription.js";
import { param } from "../../core/params.js";
import { confirmPurchase } from "../../subscription/confirm-purchase.js";
import { refusalOf } from "../../subscription/errors.js";
import { borrowAppSignIn, loadAccount, statusLine, type SignedInView } from "./account.js";
import {
  Alert,
  failureMessage,
  FeatureLinks,
  featureName,
  Message,
  Panel,
  Status,
  useTask,
  withStrong,
} from "./screen-parts.js";
import { periodPrice } from "./landing.js";
import type { IslandServices } from "./services.js";
import { SignIn, type ScreenProps } from "./sign-in.js";

type Outcome = { kind: "signed-out" } | { kind: "not-yet" } | { kind: "confirmed"; view: SignedInView };

/** The plan the buyer paid for, from the return URL; null when the page cannot tell. */
function boughtPeriod(services: IslandServices): BillingPeriod | null {
  const value = param(services.query, "billing_period");
  return (BILLING_PERIODS as readonly string[]).includes(value ?? "") ? (value as BillingPeriod) : null;
}

async function confirm(services: IslandServices): Promise<Outcome> {
  const { client, config, deps } = services;
  // A purchase made in the app (which holds the sign-in) is confirmed with the app's sign-in.
  await borrowAppSignIn(services, false);
  if (!client.version()) return { kind: "signed-out" };
  const period = boughtPeriod(services);
  try {
    const result = await confirmPurchase({
      purchase: client.purchase,
      productId: period ? services.productFor(period).id : null,
      sleep: deps.sleep,
      limits: config.subscription.confirmation,
    });
    if (result === "not-yet") return { kind: "not-yet" };
    const view = await loadAccount(services);
    return view.kind === "signed-in" ? { kind: "confirmed", view } : view;
  } catch (error) {
    if (refusalOf(error) === "signed-out") return { kind: "signed-out" };
    throw error;
  }
}

/**
 * After checkout: says the purchase went through only once the service confirms the product that
 * was bought. Until then it says it is checking; "not confirmed yet" and a failed call are told
 * apart, each with a way to check again; and it never spins for longer than the configured attempts.
 */
export function Welcome({ ctx }: ScreenProps) {
  const { services } = ctx;
  const { t } = services;
  const { task, retry } = useTask(() => confirm(services));

  if (task.state === "loading") {
    return (
      <Panel title={t("welcome.checkingTitle")} busy>
        <p>{t("welcome.checking")}</p>
        <Status text={t("welcome.checkingStatus")} />
      </Panel>
    );
  }
  if (task.state === "failed") {
    return (
      <Panel title={t("welcome.failedTitle")} tone="attention" focus>
        <p>{t("welcome.failedBody")}</p>
        <Alert message={failureMessage(task.error, t)} retry={retry} t={t} />
      </Panel>
    );
  }
  const outcome = task.value;
  if (outcome.kind === "signed-out") {
    return (
      <SignIn
        ctx={ctx}
        title={t("welcome.signInTitle")}
        intro={t("welcome.signInIntro")}
        submitLabel={t("email.sendCode")}
        onSignedIn={retry}
      />
    );
  }
  if (outcome.kind === "not-yet") {
    return (
      <Panel title={t("welcome.notYetTitle")} tone="attention" focus>
        <p>{t("welcome.notYetBody")}</p>
        <p className="sub-actions">
          <button className="button" type="button" onClick={retry}>
            {t("welcome.checkAgain")}
          </button>
        </p>
      </Panel>
    );
  }
  return <Confirmed services={services} view={outcome.view} fallbackFeatures={ctx.state.features} />;
}

function Confirmed({
  services,
  view,
  fallbackFeatures,
}: {
  services: IslandServices;
  view: SignedInView;
  fallbackFeatures: string[];
}) {
  const { t, config } = services;
  const { subscription } = view;
  const period = subscription.billingPeriod ?? boughtPeriod(services);
  const routes = config.subscription.flows[services.screen.flow];
  const featurePage = param(services.query, "featurePage");
  const feature = config.subscription.features.find((candidate) => candidate.slug === featurePage && candidate.route);
  const name = feature ? featureName(t, feature) : "";
  return (
    <Panel title={t("welcome.doneTitle")} tone="done" focus>
      <p>
        {period ? (
          <Message
            format={(marks) => t("welcome.doneBody", { period, ...marks })}
            values={{ price: periodPrice(services, period) }}
          />
        ) : (
          t("welcome.doneBodyPlain")
        )}
      </p>
      <p className="sub-status-line">{statusLine(services, subscription)}</p>
      {subscription.activeOffers.some((offer) => offer.type === "Trial") && <p>{t("welcome.trial")}</p>}
      {feature?.route && (
        <p className="sub-actions">
          <a className="button button--large" href={services.href(feature.route)}>
            {t("welcome.continueTo", { feature: name })}
          </a>
        </p>
      )}
      <h3>{t("features.heading")}</h3>
      <FeatureLinks
        slugs={view.features ?? fallbackFeatures}
        t={t}
        href={services.href}
        features={config.subscription.features}
      />
      <h3>{t("welcome.devicesHeading")}</h3>
      {subscription.email ? (
        <p>
          {withStrong(t, "welcome.devicesBody", "email", subscription.email)}{" "}
          <a href={services.href(routes.anotherDevice)}>{t("welcome.devicesLink")}</a>
        </p>
      ) : (
        <p>
          {t("welcome.addEmailBody")} <a href={services.href(routes.addEmail)}>{t("manage.addEmail")}</a>
        </p>
      )}
      <p className="sub-actions">
        <a
          className={feature ? "button button--secondary" : "button"}
          href={services.href(config.subscription.manageRoute)}
        >
          {t("manage.link")}
        </a>
      </p>
    </Panel>
  );
}
