import { json, problem, type Reply } from "./http.js";
import { isEmail, normalEmail, otpProblem, overBudget, type CallRequest, type EmulatorContext } from "./context.js";
import type { Charge } from "./budgets.js";
import { signInScope, type Account, type CodeScope } from "./state.js";

/** What mailing a code to `address` spends: the address's budget and the asking client's. */
export const codeCharges = (context: EmulatorContext, address: string, client: string): Charge[] => [
  { budget: context.limits.codesPerAddress, key: `codes:address:${address}` },
  { budget: context.limits.codesPerClient, key: `codes:client:${client}` },
];

/** What a wrong code spends: the address's budget (from anywhere) and the guessing client's. */
const wrongCodeCharges = (context: EmulatorContext, address: string, client: string): Charge[] => [
  { budget: context.limits.wrongCodesPerAddress, key: `wrong:address:${address}` },
  { budget: context.limits.wrongCodesPerClient, key: `wrong:client:${client}` },
];

/**
 * Checks a code for `scope`, within the budgets of wrong codes: once one is spent, no code is looked
 * at (not even the right one) until Retry-After, so guessing gains nothing, and a new code resets
 * nothing. Answers "ok" or the refusal to send.
 */
export function checkCodeWithinBudget(
  context: EmulatorContext,
  client: string,
  scope: CodeScope,
  address: string,
  otp: string,
): "ok" | Reply {
  const charges = wrongCodeCharges(context, address, client);
  const refused = overBudget(context, charges);
  if (refused) return refused;
  const result = context.state.checkCode(scope, otp);
  if (result === "ok") return "ok";
  context.budgets.spend(charges);
  return otpProblem(result);
}

/** Shared by v1 and v2: e-mails a one-time sign-in code to the address in the query. */
export function sendSignInCode(request: CallRequest, context: EmulatorContext): Reply {
  const email = normalEmail(request.url.searchParams.get("email"));
  if (!isEmail(email)) return problem(400, "invalid_email", "A valid e-mail address is required");
  const charges = codeCharges(context, email, request.client);
  const refused = overBudget(context, charges);
  if (refused) return refused;
  context.budgets.spend(charges);
  const message = context.state.sendCode(signInScope(email), email, "Your one-time sign-in code");
  context.log(`[emulator] e-mail to ${email}: ${message.text}`);
  return json(200, { status: "sent" });
}

/**
 * Shared by v1 and v2 login. The budgets and the code are checked before anything about the address
 * is looked at, so no answer tells whether an address has an account. Whoever holds a valid code
 * owns the address: an address without an account gets a new one, which is how a first purchase
 * signs up.
 */
export function signInWithCode(
  request: CallRequest,
  context: EmulatorContext,
  rawEmail: string,
  otp: string,
): Account | Reply {
  const email = normalEmail(rawEmail) ?? "";
  const checked = checkCodeWithinBudget(context, request.client, signInScope(email), email, otp);
  if (checked !== "ok") return checked;
  return context.state.accountByEmail(email) ?? context.state.createAccount(email);
}
