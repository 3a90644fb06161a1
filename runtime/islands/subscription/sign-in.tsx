import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { PendingSignIn } from "../../subscription/client.js";
import { checkEmail } from "../../subscription/email-check.js";
import type { SubscriptionState } from "./context.js";
import { Alert, failureMessage, Panel, Status, useAction, useFocusOnMount, withStrong } from "./screen-parts.js";
import type { IslandServices } from "./services.js";

export interface ScreenProps {
  ctx: { services: IslandServices; state: SubscriptionState; update: (patch: Partial<SubscriptionState>) => void };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail step: one labelled field, its own error, a button that says what happens next. */
export function EmailForm(props: {
  services: IslandServices;
  submitLabel: string;
  initial?: string;
  busy: boolean;
  error: string | null;
  onSubmit: (email: string) => void;
  autoFocus?: boolean;
}) {
  const { t } = props.services;
  const id = useId();
  const [email, setEmail] = useState(props.initial ?? "");
  const [invalid, setInvalid] = useState<"email.invalid" | "email.notAllowed" | null>(null);
  const input = useFocusOnMount<HTMLInputElement>(props.autoFocus ?? true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.busy) return;
    // SPEC §5's e-mail check: the address goes on trimmed and lowercased, and only if allowed.
    const { email: value, allowed } = checkEmail(email, props.services.config.subscription.emailAllowList);
    const problem = !EMAIL.test(value) ? "email.invalid" : allowed ? null : "email.notAllowed";
    setInvalid(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    props.onSubmit(value);
  };
  const error = invalid ? t(invalid) : props.error;
  return (
    <form className="sub-form" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-email`}>{t("email.label")}</label>
      <input
        id={`${id}-email`}
        ref={input}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      {error && (
        <p className="sub-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
      <button className="button" type="submit" aria-disabled={props.busy ? true : undefined}>
        {props.busy ? t("email.sending") : props.submitLabel}
      </button>
    </form>
  );
}

/**
 * The one-time code: one numeric field (so paste and the phone's code suggestion work), digits only,
 * sent as soon as it is complete; a new code after a cool-down, and a way back to the e-mail.
 */
export function CodeForm(props: {
  services: IslandServices;
  email: string;
  busy: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  onResend: () => Promise<boolean>;
  onChangeEmail: () => void;
}) {
  const { t, config } = props.services;
  const length = config.subscription.otp.length;
  const cooldown = config.subscription.otp.resendCooldownSeconds;
  const id = useId();
  const [code, setCode] = useState("");
  const [wait, setWait] = useState(cooldown);
  const [resent, setResent] = useState(false);
  const [incomplete, setIncomplete] = useState(false);
  const submitted = useRef<string | null>(null);
  const input = useFocusOnMount<HTMLInputElement>();

  useEffect(() => {
    if (wait <= 0) return;
    const timer = props.services.deps.timers.setTimeout(() => setWait((value) => value - 1), 1000);
    return () => props.services.deps.timers.clearTimeout(timer);
  }, [wait, props.services]);

  // A refused code is cleared from the field's memory, so typing it again is sent again.
  useEffect(() => {
    if (props.error) {
      submitted.current = null;
      input.current?.focus();
    }
  }, [props.error, input]);

  const send = (value: string) => {
    if (props.busy || value.length !== length || submitted.current === value) return;
    submitted.current = value;
    props.onSubmit(value);
  };
  const change = (value: string) => {
    const digits = value.replace(/\D/g, "").slice(0, length);
    setCode(digits);
    setIncomplete(false);
    if (digits.length === length) send(digits);
  };
  const resend = async () => {
    if (wait > 0 || props.busy) return;
    setResent(false);
    if (await props.onResend()) {
      setCode("");
      submitted.current = null;
      setResent(true);
      setWait(cooldown);
      input.current?.focus();
    }
  };
  const error = incomplete ? t("code.incomplete", { length }) : props.error;
  return (
    <form
      className="sub-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submitted.current = null;
        if (code.length !== length) {
          setIncomplete(true);
          input.current?.focus();
        } else send(code);
      }}
    >
      <p>{withStrong(t, "code.sentTo", "email", props.email)}</p>
      <label htmlFor={`${id}-code`}>{t("code.label", { length })}</label>
      <input
        id={`${id}-code`}
        ref={input}
        className="sub-code"
        type="text"
        name="one-time-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        spellCheck={false}
        value={code}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onChange={(event) => change(event.target.value)}
      />
      <p className="sub-hint" id={`${id}-hint`}>
        {t("code.hint")}
      </p>
      {error && (
        <p className="sub-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
      <button className="button" type="submit" aria-disabled={props.busy ? true : undefined}>
        {props.busy ? t("code.checking") : t("code.submit")}
      </button>
      <p className="sub-actions">
        <button
          className="sub-link"
          type="button"
          onClick={resend}
          aria-disabled={wait > 0 || props.busy ? true : undefined}
        >
          {wait > 0 ? t("code.resendIn", { seconds: wait }) : t("code.resend")}
        </button>
        <button className="sub-link" type="button" onClick={props.onChangeEmail}>
          {t("code.changeEmail")}
        </button>
      </p>
      <Status text={resent ? t("code.resent", { email: props.email }) : null} />
    </form>
  );
}

type Step = { name: "email"; email?: string } | { name: "code"; pending: PendingSignIn };

/**
 * Sign in (or up) with an e-mail and its one-time code, v1 or v2 as the flag says. Inside the apps
 * the new sign-in goes to the app (setAuthTokens or setSubscription) and the page stops keeping it.
 */
export function SignIn(
  props: ScreenProps & {
    title: string;
    intro: string;
    submitLabel: string;
    onSignedIn: () => void;
    focus?: boolean;
    notice?: string;
  },
) {
  const { services } = props.ctx;
  const { t, client } = services;
  const [step, setStep] = useState<Step>({ name: "email" });
  const { busy, failure, setFailure, run } = useAction(t);

  const start = (email: string) =>
    void run(
      async () => {
        const pending = await client.startSignIn(await services.authVersion(), email, services.locale);
        setStep({ name: "code", pending });
      },
      () => start(email),
    );

  const finish = (pending: PendingSignIn, code: string) =>
    void run(
      async () => {
        const tokens = await client.finishSignIn(pending, code);
        const app = await services.app();
        if (app.inApp && app.takeTokens(tokens)) client.handOverToApp();
        props.onSignedIn();
      },
      () => finish(pending, code),
    );

  const resend = async (pending: PendingSignIn): Promise<boolean> => {
    setFailure(null);
    try {
      setStep({ name: "code", pending: await client.startSignIn(pending.version, pending.email, services.locale) });
      return true;
    } catch (error) {
      setFailure({ message: failureMessage(error, t), field: false });
      return false;
    }
  };

  const fieldError = failure?.field ? failure.message : null;
  return (
    <Panel title={step.name === "code" ? t("code.title") : props.title} busy={busy} focus={props.focus}>
      {step.name === "email" ? (
        <>
          {props.notice && <p className="sub-notice">{props.notice}</p>}
          <p>{props.intro}</p>
          <EmailForm
            services={services}
            submitLabel={props.submitLabel}
            initial={step.email}
            busy={busy}
            error={fieldError}
            onSubmit={start}
            autoFocus={props.focus ?? false}
          />
        </>
      ) : (
        <CodeForm
          key={step.pending.email}
          services={services}
          email={step.pending.email}
          busy={busy}
          error={fieldError}
          onSubmit={(code) => finish(step.pending, code)}
          onResend={() => resend(step.pending)}
          onChangeEmail={() => {
            setFailure(null);
            setStep({ name: "email", email: step.pending.email });
          }}
        />
      )}
      {failure && !failure.field && <Alert message={failure.message} retry={failure.retry} t={t} />}
      <Status text={busy ? t(step.name === "email" ? "email.sending" : "code.checking") : null} />
    </Panel>
  );
}
