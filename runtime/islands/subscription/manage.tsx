import { useState } from "react";
import { isActiveStatus } from "../../subscription/ui-subscription.js";
import { SignOutButton, statusLine, WithAccount, type SignedInView } from "./account.js";
import { Alert, failureMessage, FeatureLinks, Panel, Status, withStrong } from "./screen-parts.js";
import { periodPrice } from "./landing.js";
import type { IslandServices } from "./services.js";
import type { ScreenProps } from "./sign-in.js";

/** /subscriptions/manage: the subscription in words, where to change it, the e-mail, and sign out. */
export function Manage({ ctx }: ScreenProps) {
  const { services } = ctx;
  const { t } = services;
  return (
    <WithAccount ctx={ctx} signInTitle={t("manage.signInTitle")} signInIntro={t("manage.signInIntro")}>
      {(view, reload) => (
        <ManageView services={services} view={view} reload={reload} fallbackFeatures={ctx.state.features} />
      )}
    </WithAccount>
  );
}

function ManageView({
  services,
  view,
  reload,
  fallbackFeatures,
}: {
  services: IslandServices;
  view: SignedInView;
  reload: () => void;
  fallbackFeatures: string[];
}) {
  const { t, config, client } = services;
  const { subscription } = view;
  const routes = config.subscription.flows[services.screen.flow];
  const [portal, setPortal] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null });
  const active = isActiveStatus(subscription.status);

  const openPortal = async () => {
    if (portal.busy) return;
    setPortal({ busy: true, error: null });
    try {
      services.deps.navigate(await client.portalUrl(services.absolute(services.href(config.subscription.manageRoute))));
    } catch (error) {
      setPortal({ busy: false, error });
    }
  };

  const date = (ms: number | null) => (ms === null ? t("manage.none") : services.date(ms));
  return (
    <>
      <Panel title={t("manage.title")} busy={portal.busy}>
        <p className={`sub-badge${active ? " sub-badge--active" : ""}`}>{t(`status.name.${subscription.status}`)}</p>
        <p className="sub-status-line">{statusLine(services, subscription)}</p>
        <dl className="sub-details">
          <div>
            <dt>{t("manage.plan")}</dt>
            <dd>
              {subscription.billingPeriod ? (
                <>
                  {t(`period.${subscription.billingPeriod}`)} · {periodPrice(services, subscription.billingPeriod)}
                </>
              ) : (
                t("manage.none")
              )}
            </dd>
          </div>
          {subscription.startedAt !== null && (
            <div>
              <dt>{t("manage.startedOn")}</dt>
              <dd>{date(subscription.startedAt)}</dd>
            </div>
          )}
          {subscription.platform && (
            <div>
              <dt>{t("manage.platform")}</dt>
              <dd>{t(`platform.${subscription.platform}`)}</dd>
            </div>
          )}
        </dl>
        {subscription.platform === "stripe" && (
          <>
            <p>{t("manage.stripeBody")}</p>
            <p className="sub-actions">
              <button
                className="button"
                type="button"
                onClick={() => void openPortal()}
                aria-disabled={portal.busy ? true : undefined}
              >
                {portal.busy ? t("manage.portalOpening") : t("manage.portal")}
              </button>
            </p>
            {portal.error !== null && (
              <Alert message={failureMessage(portal.error, t)} retry={() => void openPortal()} t={t} />
            )}
            <Status text={portal.busy ? t("manage.portalOpening") : null} />
          </>
        )}
        {(subscription.platform === "apple" ||
          subscription.platform === "google" ||
          subscription.platform === "ddg-internal") && <p>{t(`manage.platformBody.${subscription.platform}`)}</p>}
        {!active && (
          <p className="sub-actions">
            <a className="button" href={services.href(routes.landing)}>
              {t(subscription.platform ? "manage.subscribeAgain" : "manage.subscribe")}
            </a>
          </p>
        )}
      </Panel>
      {active && (
        <Panel title={t("features.heading")}>
          <FeatureLinks
            slugs={view.features ?? fallbackFeatures}
            t={t}
            href={services.href}
            features={config.subscription.features}
          />
        </Panel>
      )}
      <Panel title={t("manage.emailTitle")}>
        {subscription.email ? (
          <>
            <p>{withStrong(t, "manage.emailBody", "email", subscription.email)}</p>
            <p className="sub-actions">
              <a className="button button--secondary" href={services.href(routes.editEmail)}>
                {t("manage.changeEmail")}
              </a>
              <a className="button button--secondary" href={services.href(routes.removeEmail)}>
                {t("manage.removeEmail")}
              </a>
            </p>
          </>
        ) : (
          <>
            <p>{t("manage.noEmailBody")}</p>
            <p className="sub-actions">
              <a className="button button--secondary" href={services.href(routes.addEmail)}>
                {t("manage.addEmail")}
              </a>
            </p>
          </>
        )}
        {active && (
          <p>
            <a href={services.href(routes.anotherDevice)}>{t("manage.otherDevices")}</a>
          </p>
        )}
      </Panel>
      <Panel title={t("manage.signOutTitle")}>
        {client.appOwned() ? (
          <p>{t("manage.signedInByApp")}</p>
        ) : (
          <>
            <p>{t("manage.signOutBody")}</p>
            <p className="sub-actions">
              <SignOutButton services={services} done={reload} />
            </p>
          </>
        )}
      </Panel>
    </>
  );
}
