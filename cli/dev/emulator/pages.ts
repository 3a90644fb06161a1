import type { EmulatorContext } from "./context.js";
import { escapeHtml, html, redirect, type Reply } from "./http.js";
import type { CheckoutSession } from "./state.js";

export const CHECKOUT_PAGE_PATH = "/__emulator/checkout/";
export const PORTAL_PAGE_PATH = "/__emulator/portal/";

const DAY_MS = 86_400_000;
const PERIOD_DAYS = { monthly: 30, yearly: 365 } as const;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** The card and portal pages are never framed by another site (clickjacking a payment). */
const PAGE_HEADERS = { "content-security-policy": "default-src 'none'; frame-ancestors 'none'", "x-frame-options": "DENY" };
const pageReply = (status: number, body: string) => html(status, body, PAGE_HEADERS);

const notFound = (what: string) => pageReply(404, page("Not found", `<p>No ${escapeHtml(what)} with this address.</p>`));

/** Card numbers as a payment form checks them before asking the bank: 12 to 19 digits, Luhn sum. */
function isPlausibleCardNumber(input: string): boolean {
  const digits = input.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function checkoutForm(session: CheckoutSession, context: EmulatorContext, error: string | null): string {
  const { currency } = context.model.subscription.price;
  return page(
    "Pay for your subscription",
    `<p>${escapeHtml(session.productId)}: ${session.amount.toFixed(2)} ${escapeHtml(currency)} per ${session.billingPeriod === "yearly" ? "year" : "month"}${session.trial ? ", after the free trial" : ""}${session.couponId ? `, with the returning-subscriber offer ${escapeHtml(session.couponId)}` : ""}.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post">
<label>Card number <input name="cardNumber" inputmode="numeric" autocomplete="cc-number" required></label>
<label>Expiry <input name="expiry" placeholder="MM/YY" autocomplete="cc-exp" required></label>
<label>CVC <input name="cvc" inputmode="numeric" autocomplete="cc-csc" required></label>
<button type="submit">Pay</button>
</form>`,
  );
}

/** GET shows the card form; POST with a plausible card subscribes the account and returns to the site. */
export function checkoutPage(method: string, id: string, body: string, context: EmulatorContext): Reply {
  const session = context.state.checkouts.get(id);
  if (!session) return notFound("checkout");
  if (session.paid) return pageReply(400, page("Already paid", "<p>This checkout is complete.</p>"));
  if (method !== "POST") return pageReply(200, checkoutForm(session, context, null));

  const form = new URLSearchParams(body);
  if (!isPlausibleCardNumber(form.get("cardNumber") ?? "")) {
    return pageReply(400, checkoutForm(session, context, "This card number is not valid."));
  }
  const account = context.state.accounts.get(session.accountId);
  if (!account) return notFound("account");
  const now = context.now();
  session.paid = true;
  account.purchase = {
    productId: session.productId,
    startedAt: now,
    expiresOrRenewsAt: now + PERIOD_DAYS[session.billingPeriod] * DAY_MS,
    status: "Auto-Renewable",
    billingPeriod: session.billingPeriod,
    platform: "stripe",
    activeOffers: session.trial ? [{ type: "Trial" }] : [],
  };
  account.entitlements = context.model.subscription.features.map((feature) => feature.name);
  account.history = { subscribed: true, winBackTaken: account.history.winBackTaken || session.couponId !== null };
  context.log(`[emulator] ${account.email ?? account.id} subscribed to ${session.productId}`);
  return redirect(session.returnUrl);
}

/**
 * GET shows the subscription; POST cancels it (it runs to the end of the paid period) or, once
 * cancelled, renews it again. A portal opened with a returnUrl links back to the site.
 */
export function portalPage(method: string, id: string, body: string, context: EmulatorContext): Reply {
  const portal = context.state.portals.get(id);
  const account = context.state.accounts.get(portal?.accountId ?? "");
  if (!portal || !account?.purchase) return notFound("customer portal");
  if (method === "POST") {
    const renew = new URLSearchParams(body).get("action") === "renew";
    account.purchase = { ...account.purchase, status: renew ? "Auto-Renewable" : "Not Auto-Renewable" };
    context.log(`[emulator] ${account.email ?? account.id} ${renew ? "renewed" : "cancelled"} ${account.purchase.productId}`);
    return redirect(`${context.baseUrl}${PORTAL_PAGE_PATH}${id}`);
  }
  const status = context.state.statusOf(account);
  const until = new Date(account.purchase.expiresOrRenewsAt).toISOString().slice(0, 10);
  const action =
    status === "Auto-Renewable"
      ? '<form method="post"><input type="hidden" name="action" value="cancel"><button type="submit">Cancel subscription</button></form>'
      : status === "Not Auto-Renewable"
        ? '<form method="post"><input type="hidden" name="action" value="renew"><button type="submit">Renew subscription</button></form>'
        : "";
  const back = portal.returnUrl ? `<p><a href="${escapeHtml(portal.returnUrl)}">Return to the site</a></p>` : "";
  return pageReply(
    200,
    page(
      "Manage your subscription",
      `<p>${escapeHtml(account.purchase.productId)}: <strong data-status>${escapeHtml(status)}</strong> until ${until}.</p>
${action}${back}`,
    ),
  );
}
