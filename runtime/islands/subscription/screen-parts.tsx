import { Fragment, useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import useSWR from "swr";
import { messageParts } from "../../../contracts/message-parts.js";
import { refusalOf, SubscriptionError } from "../../subscription/errors.js";
import type { SubscriptionMessageKey } from "../../../contracts/subscription-ui.js";
import type { Translate } from "./services.js";

/**
 * The pieces every subscription screen is made of: a panel with its heading, a status line that
 * announces what is going on, an alert with a way to try again, and the words for every failure.
 */

/** A message with elements among its values: `format` is the lookup, given a mark for each value. */
export function Message({
  format,
  values,
}: {
  format: (marks: Record<string, string>) => string;
  values: Readonly<Record<string, ReactNode>>;
}) {
  return (
    <>
      {messageParts(format, values).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a message's parts never move: their place is their identity
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}

/** Moves keyboard focus to an element when it appears, so a new step is where the visitor is. */
export function useFocusOnMount<T extends HTMLElement>(enabled = true): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}

export function Panel(props: {
  title: string;
  busy?: boolean;
  focus?: boolean;
  tone?: "done" | "attention";
  children?: ReactNode;
}) {
  const id = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>(props.focus ?? false);
  return (
    <section
      className={`sub-panel${props.tone ? ` sub-panel--${props.tone}` : ""}`}
      aria-labelledby={id}
      aria-busy={props.busy ? true : undefined}
    >
      <h2 id={id} ref={heading} tabIndex={-1}>
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/** Always in the page, so screen readers hear each change of what is happening. */
export function Status({ text }: { text: string | null }) {
  return (
    <p className={text ? "sub-status" : "sub-status visually-hidden"} role="status">
      {text}
    </p>
  );
}

export function Alert({ message, retry, t }: { message: string; retry?: () => void; t: Translate }) {
  return (
    <div className="sub-alert" role="alert">
      <p>{message}</p>
      {retry && (
        <button className="button button--secondary" type="button" onClick={retry}>
          {t("tryAgain")}
        </button>
      )}
    </div>
  );
}

/** A message with one of its values set in bold (an address, a date): the thing the sentence is about. */
export function withStrong(t: Translate, key: SubscriptionMessageKey, name: string, value: string): ReactNode {
  return <Message format={(marks) => t(key, marks)} values={{ [name]: <strong>{value}</strong> }} />;
}

/** What a failure means to the visitor, in their language. */
export function failureMessage(
  error: unknown,
  t: Translate,
  online = typeof navigator === "undefined" || navigator.onLine,
): string {
  switch (refusalOf(error)) {
    case "wrong-code":
      return t("code.wrong");
    case "expired-code":
      return t("code.expired");
    case "email-taken":
      return t("email.taken");
    case "already-subscribed":
      return t("landing.alreadySubscribed");
    case "signed-out":
      return t("signedOut");
    default: {
      const message = online ? t("communicationError") : `${t("communicationError")} ${t("offline")}`;
      // A service that said how long to wait (429, Retry-After) is told to the visitor in whole minutes.
      const wait = error instanceof SubscriptionError ? error.retryAfterSeconds : null;
      return wait === null
        ? message
        : `${message} ${t("limits.retryIn", { minutes: Math.max(1, Math.ceil(wait / 60)) })}`;
    }
  }
}

/** A failure as a form shows it: beside the field (a refusal the visitor can fix) or as an alert with Try again. */
export interface Failure {
  message: string;
  /** A wrong code, an address in use: said at the field, where it is fixed. */
  field: boolean;
  retry?: () => void;
}

/**
 * Runs a form's step: busy while it runs, and on failure the message, beside the field for a
 * refusal the visitor can fix (a wrong code, an address in use) or as an alert that can try again.
 */
export function useAction(t: Translate) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const run = async (action: () => Promise<void>, retry: () => void) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      const refusal = refusalOf(error);
      // A lost sign-in cannot be fixed here or retried: the screen asks to sign in again.
      const field = refusal !== null && refusal !== "signed-out";
      setFailure({ message: failureMessage(error, t), field, retry: refusal ? undefined : retry });
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, run };
}

export type Task<T> = { state: "loading" } | { state: "done"; value: T } | { state: "failed"; error: unknown };

/**
 * Runs `run` when the screen appears (and again on retry or when `key` changes). Every call of the
 * engine ends, in an answer or in a time-out, so a task never stays loading.
 */
export function useTask<T>(
  run: () => Promise<T>,
  key: unknown = null,
): { task: Task<T>; retry: () => void; set: (value: T) => void } {
  const [task, setTask] = useState<Task<T>>({ state: "loading" });
  const [round, setRound] = useState(0);
  const latest = useRef(run);
  latest.current = run;
  // biome-ignore lint/correctness/useExhaustiveDependencies: round and key are the effect's triggers (retry, a new key); `run` is read through a ref so a new closure alone does not rerun it
  useEffect(() => {
    let current = true;
    setTask({ state: "loading" });
    latest.current().then(
      (value) => current && setTask({ state: "done", value }),
      (error: unknown) => current && setTask({ state: "failed", error }),
    );
    return () => {
      current = false;
    };
  }, [round, key]);
  const retry = useCallback(() => setRound((value) => value + 1), []);
  const set = useCallback((value: T) => setTask({ state: "done", value }), []);
  return { task, retry, set };
}

/**
 * The data a screen reads (who is signed in, what they have), through the islands' data cache:
 * SWR, configured in the SubscriptionProvider with SPEC §9's settings. Calls of the same key within
 * the dedupe interval share one request; the data is revalidated on focus (at most once per focus
 * throttle interval) and on reconnect (SPEC §4), and the last answer stays on screen meanwhile; a
 * failed load is tried again after the error-retry interval; `slow` turns true once a first load
 * takes longer than the loading time-out, so the screen can offer to try again.
 */
export function useCached<T>(key: string, run: () => Promise<T>): { task: Task<T>; retry: () => void; slow: boolean } {
  const latest = useRef(run);
  latest.current = run;
  const [slow, setSlow] = useState(false);
  const { data, error, isValidating, mutate } = useSWR<T>(key, () => latest.current(), {
    onLoadingSlow: () => setSlow(true),
    onSuccess: () => setSlow(false),
    onError: () => setSlow(false),
  });
  const task: Task<T> =
    data !== undefined
      ? { state: "done", value: data }
      : isValidating || error === undefined
        ? { state: "loading" }
        : { state: "failed", error: error as unknown };
  const retry = useCallback(() => void mutate(), [mutate]);
  return { task, retry, slow };
}

/** A feature's name in the page's language; the configured name for a feature the catalogue does not name. */
export function featureName(t: Translate, feature: { slug: string; name: string }): string {
  const key = `feature.${feature.slug}` as SubscriptionMessageKey;
  const name = t(key);
  return name === key ? feature.name : name;
}

/** A list of links to what the subscription includes, by feature slug. */
export function FeatureLinks(props: {
  slugs: string[];
  t: Translate;
  href: (route: string) => string;
  features: { slug: string; name: string; route?: string }[];
}) {
  return (
    <ul className="sub-features">
      {props.slugs.map((slug) => {
        const feature = props.features.find((candidate) => candidate.slug === slug);
        const name = featureName(props.t, feature ?? { slug, name: slug });
        return <li key={slug}>{feature?.route ? <a href={props.href(feature.route)}>{name}</a> : name}</li>;
      })}
    </ul>
  );
}
