import { useEffect, useState, type ReactNode } from "react";
import { refusalOf } from "../../subscription/errors.js";
import { isActiveStatus, type UiSubscription } from "../../subscription/ui-subscription.js";
import { Alert, failureMessage, FeatureLinks, Panel, Status, useCached, withStrong } from "./screen-parts.js";
import type { IslandServices } from "./services.js";
import { SignIn, type ScreenProps } from "./sign-in.js";

export type SignedInView = { kind: "signed-in"; subscription: UiSubscription; features: string[] | null };

/** The data cache's key of the signed-in account. */
const ACCOUNT = "account";
export type AccountView = { kind: "signed-out" } | SignedInView;

/**
 * Inside the app, with no sign-in of the page's own: the app's sign-in, borrowed for this visit
 * (never stored), when the app has one (and says the visitor is subscribed, if `subscribed`).
 */
export async function borrowAppSignIn(services: IslandServices, subscribed: boolean): Promise<void> {
  const { client } = services;
  if (client.version()) return;
  const app = await services.app();
  if (!app.inApp || (subscribed && app.status !== "SUBSCRIBED")) return;
  const token = await app.token();
  if (token) client.borrowAppToken(app.flags.useSubscriptionsAuthV2 ? "v2" : "v1", token);
}

/**
 * Who is signed in and what they have. Inside the app, a subscriber who never signed in on the web
 * is shown the app's own sign-in (its token, borrowed for this visit, never stored).
 */
export async function loadAccount(services: IslandServices): Promise<AccountView> {
  const { client } = services;
  await borrowAppSignIn(services, true);
  if (!client.version()) return { kind: "signed-out" };
  try {
    const subscription = await client.loadSubscription();
    const features =
      subscription.productId && isActiveStatus(subscription.status)
        ? await client.productFeatures(subscription.productId).catch(() => null)
        : null;
    return { kind: "signed-in", subscription, features };
  } catch (error) {
    if (refusalOf(error) === "signed-out") return { kind: "signed-out" };
    throw error;
  }
}

/**
 * The frame of every screen that needs a signed-in visitor: it loads the account (through the data
 * cache: revalidated on focus and on reconnect, the last answer on screen meanwhile), says so while
 * it does (with a way to try again once that takes long), shows the communication error with a way
 * to try again, and asks to sign in when nobody is.
 */
export function WithAccount(
  props: ScreenProps & {
    signInTitle: string;
    signInIntro: string;
    children: (view: SignedInView, reload: () => void) => ReactNode;
  },
) {
  const { services, update } = props.ctx;
  const { t } = services;
  const { task, retry, slow } = useCached(ACCOUNT, () => loadAccount(services));
  const view = task.state === "done" ? task.value : null;

  useEffect(() => {
    if (view?.kind === "signed-in")
      update({
        subscription: view.subscription,
        account: { id: view.subscription.id, email: view.subscription.email },
      });
  }, [view, update]);

  if (task.state === "failed") {
    return (
      <Panel title={t("account.failedTitle")}>
        <Alert message={failureMessage(task.error, t)} retry={retry} t={t} />
      </Panel>
    );
  }
  if (view?.kind === "signed-out") {
    // A sign-in the service ended (a refused refresh) is said to be over, not silently forgotten.
    const notice = services.client.signInEnded() ? t("signedOut") : undefined;
    return (
      <SignIn
        ctx={props.ctx}
        title={props.signInTitle}
        intro={props.signInIntro}
        submitLabel={t("email.sendCode")}
        onSignedIn={retry}
        notice={notice}
      />
    );
  }
  if (!view) {
    return (
      <Panel title={t("account.loadingTitle")} busy>
        <Status text={t("account.loading")} />
        {slow && (
          <p className="sub-actions">
            <button className="button button--secondary" type="button" onClick={retry}>
              {t("tryAgain")}
            </button>
          </p>
        )}
      </Panel>
    );
  }
  return <>{props.children(view, retry)}</>;
}

/** The subscription in words: "Active, renews on 4 May 2026". */
export function statusLine(services: IslandServices, subscription: UiSubscription): string {
  const { t } = services;
  const date = subscription.expiresOrRenewsAt === null ? "" : services.date(subscription.expiresOrRenewsAt);
  switch (subscription.status) {
    case "Auto-Renewable":
      return t("status.renews", { date });
    case "Not Auto-Renewable":
      return t("status.ends", { date });
    case "Grace Period":
      return t("status.grace", { date });
    case "Expired":
      return t("status.expired", { date });
    case "Inactive":
      return t("status.inactive");
  }
}

/**
 * Sign out, busy while the service is told; `done` runs once the browser holds nothing. Signing
 * out on this device cannot fail (the client forgets the sign-in whatever the service answers).
 */
export function SignOutButton({
  services,
  done,
  label,
}: {
  services: IslandServices;
  done: () => void;
  label?: string;
}) {
  const { t } = services;
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    if (busy) return;
    setBusy(true);
    await services.client.signOut();
    done();
  };
  return (
    <button
      className="button button--secondary"
      type="button"
      onClick={() => void signOut()}
      aria-disabled={busy ? true : undefined}
    >
      {busy ? t("account.signingOut") : (label ?? t("account.signOut"))}
    </button>
  );
}

/** Activation: sign in to an existing subscription; the result says plainly whether there is one. */
export function SignInScreen({ ctx }: ScreenProps) {
  const { services } = ctx;
  const { t, config } = services;
  const flow = config.subscription.flows[services.screen.flow];
  return (
    <WithAccount ctx={ctx} signInTitle={t("signIn.title")} signInIntro={t("signIn.intro")}>
      {({ subscription, features }, reload) =>
        isActiveStatus(subscription.status) ? (
          <Panel title={t("signIn.activeTitle")} tone="done" focus>
            <p>{withStrong(t, "signIn.activeBody", "email", subscription.email ?? t("account.noEmail"))}</p>
            <p className="sub-status-line">{statusLine(services, subscription)}</p>
            <h3>{t("features.heading")}</h3>
            <FeatureLinks
              slugs={features ?? ctx.state.features}
              t={t}
              href={services.href}
              features={config.subscription.features}
            />
            <p className="sub-actions">
              <a className="button" href={services.href(config.subscription.manageRoute)}>
                {t("manage.link")}
              </a>
              <SignOutButton services={services} done={reload} label={t("signIn.other")} />
            </p>
          </Panel>
        ) : (
          <Panel title={t("signIn.noneTitle")} tone="attention" focus>
            <p>{withStrong(t, "signIn.noneBody", "email", subscription.email ?? t("account.noEmail"))}</p>
            <p className="sub-actions">
              <a className="button" href={services.href(flow.landing)}>
                {t("signIn.seePlans")}
              </a>
              <SignOutButton services={services} done={reload} label={t("signIn.other")} />
            </p>
          </Panel>
        )
      }
    </WithAccount>
  );
}
