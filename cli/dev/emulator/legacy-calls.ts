import type { LegacyValidateTokenResponse } from "../../../contracts/service-answers.js";
import { sendSignInCode, signInWithCode } from "./codes.js";
import { confirmEmailEdit, startEmailEdit } from "./email-change.js";
import { authenticateLegacy, isReply, type CallHandlers } from "./context.js";
import { json } from "./http.js";
import { randomToken } from "./tokens.js";

/** The v1 sign-in: a one-time code by e-mail, exchanged for a long-lived auth_token. */
export const legacyCalls: Pick<
  CallHandlers,
  "legacyLoginLink" | "legacyLogin" | "legacyValidateToken" | "legacyAccountEdit" | "legacyAccountEditConfirm"
> = {
  legacyLoginLink(request, context) {
    return sendSignInCode(request, context);
  },

  legacyLogin(request, context) {
    const account = signInWithCode(
      request,
      context,
      request.url.searchParams.get("email") ?? "",
      request.url.searchParams.get("otp") ?? "",
    );
    if (isReply(account)) return account;
    const authToken = randomToken(32);
    context.state.legacyTokens.set(authToken, { accountId: account.id, authTime: context.now() });
    return json(200, { external_id: account.id, auth_token: authToken });
  },

  legacyValidateToken(request, context) {
    const caller = authenticateLegacy(request, context);
    if (isReply(caller)) return caller;
    const body: LegacyValidateTokenResponse = {
      account: {
        external_id: caller.account.id,
        email: caller.account.email,
        entitlements: caller.account.entitlements.map((product) => ({ product })),
      },
    };
    return json(200, body);
  },

  legacyAccountEdit(request, context) {
    const caller = authenticateLegacy(request, context);
    return isReply(caller) ? caller : startEmailEdit(request, context, caller);
  },

  legacyAccountEditConfirm(request, context) {
    const caller = authenticateLegacy(request, context);
    return isReply(caller) ? caller : confirmEmailEdit(request, context, caller);
  },
};
