/** SPEC §8: what a person sees when any subscription or auth call fails or answers nonsense. */
export const COMMUNICATION_ERROR = "There has been a communication error. Please try again.";
/** SPEC §5. */
export const NO_CODE_VERIFIER = "No codeVerifier value provided for v2 auth";
export const NO_V1_EDIT_TOKEN = "No token supplied for v1 account edit";
export const NO_V1_EDIT_CONFIRM_TOKEN = "No token supplied for v1 account edit confirm";

/**
 * Besides the communication error, the answers a person can act on: a wrong or expired one-time
 * code, an address another account uses, a second purchase, and a sign-in that is gone (never
 * made here, signed out elsewhere, or a refresh the service refused).
 */
export type Refusal = "wrong-code" | "expired-code" | "email-taken" | "already-subscribed" | "signed-out";

export type SubscriptionErrorCode =
  | "communication"
  | "no-code-verifier"
  | "no-v1-edit-token"
  | "no-v1-edit-confirm-token"
  | Refusal;

export class SubscriptionError extends Error {
  /** When the service said how long to wait (429 with Retry-After): the seconds it named. */
  readonly retryAfterSeconds: number | null;

  constructor(
    readonly code: SubscriptionErrorCode,
    message: string,
    options?: { cause?: unknown; retryAfterSeconds?: number | null },
  ) {
    super(message, options);
    this.name = "SubscriptionError";
    this.retryAfterSeconds = options?.retryAfterSeconds ?? null;
  }
}

export const communicationError = (cause?: unknown, retryAfterSeconds: number | null = null) =>
  new SubscriptionError("communication", COMMUNICATION_ERROR, { cause, retryAfterSeconds });

/** The code of a refusal, or null for any other failure (which the page shows as the communication error). */
export const refusalOf = (error: unknown): Refusal | null =>
  error instanceof SubscriptionError &&
  !["communication", "no-code-verifier", "no-v1-edit-token", "no-v1-edit-confirm-token"].includes(error.code)
    ? (error.code as Refusal)
    : null;

/** Where failures go besides the exception: the console at the edge, a spy in tests. */
export type Logger = (message: string, cause?: unknown) => void;

/** SPEC §8 names under which a failed v2 step is reported before it is re-thrown. */
export type ReportedStep =
  | "subscription.v2Authorization"
  | "subscription.v2AccountCreate"
  | "subscription.v2Login"
  | "subscription.v2Tokens"
  | "subscription.v2AccountEdit"
  | "subscription.v2AccountEditConfirm"
  | "subscription.tokenRefresh";

export type StepReporter = (step: ReportedStep, error: unknown) => void;

/** Runs one step; on failure reports it under its name and lets the error continue. */
export async function reported<T>(report: StepReporter, step: ReportedStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    report(step, error);
    throw error;
  }
}

/**
 * SPEC §8: account edit errors go to the console and on to the caller. A communication error was
 * already logged where it happened, so only the others are logged here.
 */
export async function logged<T>(log: Logger, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof SubscriptionError && error.code === "communication")) log(String(error), error);
    throw error;
  }
}
