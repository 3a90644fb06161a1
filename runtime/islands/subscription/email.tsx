import { useState } from "react";
import type { UiSubscription } from "../../subscription/ui-subscription.js";
import { WithAccount } from "./account.js";
import { Alert, failureMessage, Panel, Status, useAction, withStrong } from "./screen-parts.js";
import type { IslandServices } from "./services.js";
import { CodeForm, EmailForm, type ScreenProps } from "./sign-in.js";

/** The e-mail screens: add or change (confirmed with a code sent to the new address), remove, and using the subscription elsewhere. */
export function EmailScreen({ ctx }: ScreenProps) {
  const { services } = ctx;
  const { t } = services;
  const screen = services.screen.screen;
  return (
    <WithAccount ctx={ctx} signInTitle={t("emailScreen.signInTitle")} signInIntro={t("emailScreen.signInIntro")}>
      {({ subscription }, reload) =>
        screen === "remove-email" ? (
          <RemoveEmail services={services} subscription={subscription} reload={reload} />
        ) : screen === "another-device" ? (
          <AnotherDevice services={services} subscription={subscription} reload={reload} />
        ) : (
          <ChangeEmail services={services} current={subscription.email} />
        )
      }
    </WithAccount>
  );
}

type ChangeStep =
  | { name: "form"; email?: string }
  | { name: "code"; email: string; hash: string }
  | { name: "done"; email: string };

/** Add or change the address: a code goes to the new address; only the service's 'confirmed' makes it so. */
function ChangeEmail({
  services,
  current,
  onDone,
}: {
  services: IslandServices;
  current: string | null;
  onDone?: (email: string) => void;
}) {
  const { t, client, config } = services;
  const [step, setStep] = useState<ChangeStep>({ name: "form" });
  const { busy, failure, setFailure, run } = useAction(t);
  const manage = services.href(config.subscription.manageRoute);
  const request = (email: string) =>
    void run(
      async () => setStep({ name: "code", email, hash: await client.startEmailChange(email, services.locale) }),
      () => request(email),
    );
  const confirm = (email: string, hash: string, otp: string) =>
    void run(
      async () => {
        const confirmed = await client.confirmEmailChange({ email, otp, hash, locale: services.locale });
        setStep({ name: "done", email: confirmed });
        onDone?.(confirmed);
      },
      () => confirm(email, hash, otp),
    );

  if (step.name === "done") {
    return (
      <Panel title={t(current ? "emailScreen.changedTitle" : "emailScreen.addedTitle")} tone="done" focus>
        <p>{withStrong(t, "emailScreen.doneBody", "email", step.email)}</p>
        {!onDone && (
          <p className="sub-actions">
            <a className="button" href={manage}>
              {t("emailScreen.back")}
            </a>
          </p>
        )}
      </Panel>
    );
  }
  const fieldError = failure?.field ? failure.message : null;
  return (
    <Panel
      title={step.name === "code" ? t("code.title") : t(current ? "emailScreen.changeTitle" : "emailScreen.addTitle")}
      busy={busy}
    >
      {step.name === "form" ? (
        <>
          <p>{current ? withStrong(t, "emailScreen.current", "email", current) : t("emailScreen.none")}</p>
          <EmailForm
            services={services}
            submitLabel={t("email.sendCode")}
            initial={step.email}
            busy={busy}
            error={fieldError}
            onSubmit={request}
            autoFocus={false}
          />
        </>
      ) : (
        <CodeForm
          services={services}
          email={step.email}
          busy={busy}
          error={fieldError}
          onSubmit={(otp) => confirm(step.email, step.hash, otp)}
          onResend={async () => {
            try {
              setStep({
                name: "code",
                email: step.email,
                hash: await client.startEmailChange(step.email, services.locale),
              });
              setFailure(null);
              return true;
            } catch (error) {
              setFailure({ message: failureMessage(error, t), field: false });
              return false;
            }
          }}
          onChangeEmail={() => {
            setFailure(null);
            setStep({ name: "form", email: step.email });
          }}
        />
      )}
      {failure && !failure.field && <Alert message={failure.message} retry={failure.retry} t={t} />}
      <Status text={busy ? t(step.name === "form" ? "email.sending" : "code.checking") : null} />
      {!onDone && (
        <p>
          <a href={manage}>{t("emailScreen.cancel")}</a>
        </p>
      )}
    </Panel>
  );
}

/** Remove the address, after saying plainly what that changes. */
function RemoveEmail({
  services,
  subscription,
  reload,
}: {
  services: IslandServices;
  subscription: UiSubscription;
  reload: () => void;
}) {
  const { t, client, config } = services;
  const routes = config.subscription.flows[services.screen.flow];
  const [state, setState] = useState<{ busy: boolean; error: unknown; removed: string | null }>({
    busy: false,
    error: null,
    removed: null,
  });
  const remove = async (email: string) => {
    if (state.busy) return;
    setState({ busy: true, error: null, removed: null });
    try {
      await client.removeEmail();
      setState({ busy: false, error: null, removed: email });
    } catch (error) {
      setState({ busy: false, error, removed: null });
    }
  };
  if (state.removed) {
    return (
      <Panel title={t("emailScreen.removedTitle")} tone="done" focus>
        <p>{withStrong(t, "emailScreen.removedBody", "email", state.removed)}</p>
        <p className="sub-actions">
          <a className="button" href={services.href(config.subscription.manageRoute)}>
            {t("emailScreen.back")}
          </a>
          <a className="button button--secondary" href={services.href(routes.addEmail)}>
            {t("manage.addEmail")}
          </a>
        </p>
      </Panel>
    );
  }
  if (!subscription.email) {
    return (
      <Panel title={t("emailScreen.noneTitle")}>
        <p>{t("emailScreen.noneBody")}</p>
        <p className="sub-actions">
          <a className="button" href={services.href(routes.addEmail)}>
            {t("manage.addEmail")}
          </a>
          <button className="sub-link" type="button" onClick={reload}>
            {t("emailScreen.refresh")}
          </button>
        </p>
      </Panel>
    );
  }
  const email = subscription.email;
  return (
    <Panel title={t("emailScreen.removeTitle")} busy={state.busy}>
      <p>{withStrong(t, "emailScreen.removeBody", "email", email)}</p>
      <p className="sub-actions">
        <button
          className="button button--danger"
          type="button"
          onClick={() => void remove(email)}
          aria-disabled={state.busy ? true : undefined}
        >
          {state.busy ? t("emailScreen.removing") : t("emailScreen.remove")}
        </button>
        <a className="button button--secondary" href={services.href(config.subscription.manageRoute)}>
          {t("emailScreen.keep")}
        </a>
      </p>
      {state.error !== null && (
        <Alert message={failureMessage(state.error, t)} retry={() => void remove(email)} t={t} />
      )}
      <Status text={state.busy ? t("emailScreen.removing") : null} />
    </Panel>
  );
}

/** How to use the subscription on another device: sign in there with the address, which needs one first. */
function AnotherDevice({
  services,
  subscription,
}: {
  services: IslandServices;
  subscription: UiSubscription;
  reload: () => void;
}) {
  const { t, config } = services;
  const [email, setEmail] = useState(subscription.email);
  if (!email) {
    return (
      <>
        <p className="sub-notice">{t("device.needsEmail")}</p>
        <ChangeEmail services={services} current={null} onDone={setEmail} />
      </>
    );
  }
  const routes = config.subscription.flows[services.screen.flow];
  return (
    <Panel title={t("device.title")}>
      <ol className="sub-steps">
        <li>{t("device.step1")}</li>
        <li>{withStrong(t, "device.step2", "email", email)}</li>
        <li>{t("device.step3")}</li>
      </ol>
      <p className="sub-actions">
        <a className="button button--secondary" href={services.href(routes.editEmail)}>
          {t("manage.changeEmail")}
        </a>
        <a className="button button--secondary" href={services.href(config.subscription.manageRoute)}>
          {t("emailScreen.back")}
        </a>
      </p>
    </Panel>
  );
}
