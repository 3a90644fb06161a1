/**
 * The newsletter form and the server that answers runtime.endpoints.newsletter (the main host in
 * production, the emulator under `site dev`). The form is a plain POST, so it works without
 * JavaScript: the server answers with a redirect back to the page the form was on, to a fragment
 * naming the outcome, and the page shows the notice of that fragment (CSS :target).
 */
export const NEWSLETTER_FIELDS = { email: "email", returnTo: "return" } as const;

export const newsletterOutcomes = ["subscribed", "invalid", "failed"] as const;
export type NewsletterOutcome = (typeof newsletterOutcomes)[number];

/** The id of the notice an outcome shows, and the fragment the server redirects to. */
export const newsletterNoticeId = (outcome: NewsletterOutcome) => `newsletter-${outcome}`;

/** A path the server may send the visitor back to: on this site, a page folder, nothing else. */
export function isNewsletterReturnPath(value: string): boolean {
  return /^\/[A-Za-z-]+\/(?:[a-z0-9-]+\/)*$/.test(value);
}
