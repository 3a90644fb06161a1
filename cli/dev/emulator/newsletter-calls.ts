import {
  NEWSLETTER_FIELDS,
  newsletterNoticeId,
  isNewsletterReturnPath,
  type NewsletterOutcome,
} from "../../../contracts/newsletter.js";
import { isEmail, type EmulatorContext } from "./context.js";
import { html, json, redirect, type Reply } from "./http.js";

/** Where the subscribers are listed, like the outbox: for tests and for a look while developing. */
export const NEWSLETTER_LIST_PATH = "/__emulator/newsletter";

/** Addresses signed up per running emulator (each starts empty, like its other state). */
const subscribers = new WeakMap<EmulatorContext, Set<string>>();
const listOf = (context: EmulatorContext) =>
  subscribers.get(context) ?? subscribers.set(context, new Set()).get(context)!;

export const newsletterList = (context: EmulatorContext): Reply => json(200, { subscribers: [...listOf(context)] });

/**
 * The main host's newsletter endpoint (runtime.endpoints.newsletter), as `site dev` forwards it:
 * a plain form POST answered with a redirect back to the form's page, to the notice of the
 * outcome (#newsletter-subscribed or #newsletter-invalid), so it works without JavaScript.
 * Null for any other path.
 */
export function newsletterReply(method: string, url: URL, body: string, context: EmulatorContext): Reply | null {
  const endpoint = context.model.runtime?.endpoints.newsletter;
  if (!endpoint || url.pathname !== endpoint) return null;
  if (method !== "POST") return json(405, { error: "method_not_allowed" });
  const form = new URLSearchParams(body);
  const back = form.get(NEWSLETTER_FIELDS.returnTo) ?? "";
  if (!isNewsletterReturnPath(back))
    return html(
      400,
      "<!doctype html><title>Bad request</title><p>The form did not say which page it was sent from.</p>",
    );
  const email = form.get(NEWSLETTER_FIELDS.email)?.trim().toLowerCase() ?? null;
  const outcome: NewsletterOutcome = isEmail(email) ? "subscribed" : "invalid";
  if (outcome === "subscribed") {
    listOf(context).add(email!);
    context.log(`[emulator] newsletter: ${email} signed up (a confirmation e-mail would be sent)`);
  }
  return redirect(`${back}#${newsletterNoticeId(outcome)}`);
}
