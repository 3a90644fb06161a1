import { SERVICE_ERRORS } from "../../../contracts/service-errors.js";
import { checkCodeWithinBudget, codeCharges } from "./codes.js";
import { isEmail, normalEmail, overBudget, type CallRequest, type Caller, type EmulatorContext } from "./context.js";
import { json, problem, type Reply } from "./http.js";
import { SERVICE_POLICY } from "./policy.js";
import { emailChangeScope } from "./state.js";
import { randomToken } from "./tokens.js";

const { reauthenticationSeconds } = SERVICE_POLICY;

/** RFC 9470's step-up challenge: the sign-in is too old to change how the account is reached. */
const signInAgain = (): Reply =>
  problem(
    401,
    SERVICE_ERRORS.insufficientUserAuthentication,
    "Changing the e-mail address needs a recent sign-in with a code",
    {
      "www-authenticate": `Bearer error="${SERVICE_ERRORS.insufficientUserAuthentication}", error_description="A recent sign-in is required", max_age=${reauthenticationSeconds}`,
    },
  );

function notify(context: EmulatorContext, to: string, subject: string, text: string): void {
  context.state.mail(to, subject, text);
  context.log(`[emulator] e-mail to ${to}: ${text}`);
}

/**
 * Shared by v1 and v2: asks to move the account to the address in the query, or, with no address,
 * removes it (there is nowhere to send a code). The address is how the account is reached again, so:
 * an account that has one must have signed in with a code within the last minutes (a stolen token
 * alone does not do); the old address hears of it; the answer is the same whether the new address
 * is free or another account's (only a free one gets a code, the other a notice); and the code
 * confirms this change only, it signs nobody in.
 */
export function startEmailEdit(request: CallRequest, context: EmulatorContext, caller: Caller): Reply {
  const { account } = caller;
  const asked = request.url.searchParams.get("email");
  const removal = asked === "";
  const email = removal ? "" : normalEmail(asked);
  if (!removal && !isEmail(email)) return problem(400, "invalid_email", "A valid e-mail address is required");
  if (account.email !== null && caller.authTime < context.now() - reauthenticationSeconds * 1000) return signInAgain();

  const charges = [
    { budget: context.limits.emailChangesPerAccount, key: `email-changes:account:${account.id}` },
    ...(removal ? [] : codeCharges(context, email!, request.client)),
  ];
  const refused = overBudget(context, charges);
  if (refused) return refused;
  context.budgets.spend(charges);
  const hash = randomToken();

  if (removal) {
    if (account.email)
      notify(
        context,
        account.email,
        "Your subscription no longer has this address",
        "The e-mail address was removed from your subscription. If this was not you, contact support.",
      );
    account.email = null;
    context.log(`[emulator] account ${account.id} removed its e-mail address`);
    return json(200, { hash });
  }

  context.state.emailEdits.set(hash, { accountId: account.id, email: email! });
  const owner = context.state.accountByEmail(email!);
  if (owner && owner.id !== account.id) {
    notify(
      context,
      email!,
      "This address is already in use",
      "Someone asked to move a subscription to this address, which another subscription uses. Nothing was changed.",
    );
  } else {
    const message = context.state.sendCode(emailChangeScope(hash), email!, "Confirm your new e-mail address");
    context.log(`[emulator] e-mail to ${email}: ${message.text}`);
  }
  if (account.email) {
    notify(
      context,
      account.email,
      "A change of your address was asked for",
      `Someone signed in to your subscription asked to change its address to ${email}. If this was not you, contact support.`,
    );
  }
  return json(200, { hash });
}

export function confirmEmailEdit(request: CallRequest, context: EmulatorContext, caller: Caller): Reply {
  const { account } = caller;
  const query = request.url.searchParams;
  const hash = query.get("hash") ?? "";
  const edit = context.state.emailEdits.get(hash);
  if (!edit || edit.email !== normalEmail(query.get("email")))
    return problem(404, "edit_not_found", "No e-mail change with this hash and address");
  if (edit.accountId !== account.id) return problem(403, "forbidden", "This e-mail change belongs to another account");
  const checked = checkCodeWithinBudget(
    context,
    request.client,
    emailChangeScope(hash),
    edit.email,
    query.get("otp") ?? "",
  );
  if (checked !== "ok") return checked;
  context.state.emailEdits.delete(hash);
  // The code proves the caller reads this inbox, so saying it is taken tells them nothing new.
  const owner = context.state.accountByEmail(edit.email);
  if (owner && owner.id !== account.id)
    return problem(400, SERVICE_ERRORS.emailTaken, "Another account uses this e-mail address");
  const old = account.email;
  account.email = edit.email;
  if (old && old !== edit.email) {
    notify(
      context,
      old,
      "Your subscription's address was changed",
      `The address of your subscription is now ${edit.email}. If this was not you, contact support.`,
    );
  }
  return json(200, { status: "confirmed", email: edit.email });
}
