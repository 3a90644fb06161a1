import type { HttpEdge } from "./http-edge.js";
import { logged, NO_V1_EDIT_CONFIRM_TOKEN, NO_V1_EDIT_TOKEN, SubscriptionError, type Logger } from "./errors.js";
import { BEARER_REFUSALS, EMAIL_CONFIRM_REFUSALS, EMAIL_EDIT_REFUSALS, OTP_REFUSALS } from "./refusals.js";
import {
  editConfirmResponseSchema,
  hashResponseSchema,
  legacyLoginResponseSchema,
  legacyValidateTokenResponseSchema,
} from "../../contracts/service-answers.js";

/** The legacy sign-in of SPEC §4: e-mail and one-time code for an auth_token. */
export function createAuthV1(deps: { api: HttpEdge; log: Logger }) {
  const { api } = deps;
  return {
    requestOtp: (email: string, locale: string) =>
      api.expectStatus("legacyLoginLink", 200, { query: { email, locale } }),

    login: (email: string, otp: string) =>
      api.json("legacyLogin", legacyLoginResponseSchema, { query: { email, otp }, refusals: OTP_REFUSALS }),

    validateToken: (authToken: string) =>
      api.json("legacyValidateToken", legacyValidateTokenResponseSchema, {
        bearer: authToken,
        refusals: BEARER_REFUSALS,
      }),

    editEmail: (authToken: string | undefined, email: string) =>
      logged(deps.log, async () => {
        if (!authToken) throw new SubscriptionError("no-v1-edit-token", NO_V1_EDIT_TOKEN);
        return (
          await api.json("legacyAccountEdit", hashResponseSchema, {
            bearer: authToken,
            query: { email },
            refusals: EMAIL_EDIT_REFUSALS,
          })
        ).hash;
      }),

    confirmEmailEdit: (authToken: string | undefined, input: { email: string; otp: string; hash: string }) =>
      logged(deps.log, async () => {
        if (!authToken) throw new SubscriptionError("no-v1-edit-confirm-token", NO_V1_EDIT_CONFIRM_TOKEN);
        const answer = await api.json("legacyAccountEditConfirm", editConfirmResponseSchema, {
          bearer: authToken,
          query: { email: input.email, otp: input.otp, hash: input.hash },
          refusals: EMAIL_CONFIRM_REFUSALS,
        });
        return { email: answer.email };
      }),
  };
}
