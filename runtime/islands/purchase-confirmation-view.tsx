import { useEffect, useState } from "react";

export type ConfirmationState = "checking" | "confirmed" | "failed";

export interface PurchaseConfirmationProps {
  /** Resolves true once the service confirms the subscription; false or a rejection is a failure. */
  confirm: () => Promise<boolean>;
  t: (key: string) => string;
}

/**
 * The checkout success message, said only after the service confirmed the purchase. Until then it
 * says it is checking; when it cannot confirm it shows the communication error and a retry.
 */
export function PurchaseConfirmation({ confirm, t }: PurchaseConfirmationProps) {
  const [state, setState] = useState<ConfirmationState>("checking");
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    setState("checking");
    confirm().then(
      (confirmed) => current && setState(confirmed ? "confirmed" : "failed"),
      () => current && setState("failed"),
    );
    return () => {
      current = false;
    };
  }, [confirm, round]);

  return (
    <div data-confirmation={state}>
      <p role={state === "failed" ? "alert" : "status"}>
        {state === "checking" && t("client.subscription.activating")}
        {state === "confirmed" && t("client.subscription.activated")}
        {state === "failed" && t("client.communicationError")}
      </p>
      {state === "failed" && (
        <button className="button button--secondary" type="button" onClick={() => setRound((value) => value + 1)}>
          {t("client.tryAgain")}
        </button>
      )}
    </div>
  );
}
