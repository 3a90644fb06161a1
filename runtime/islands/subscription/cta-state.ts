/** What a subscription call to action shows: purchase (the web's choice), management, or nothing while the app answers. */
export type CtaState = "pending" | "purchase" | "subscribed";

/** Sets every call to action of the page ([data-subscription-cta]) to one state; answers how many there are. */
export function showCtaState(doc: Document, state: CtaState): number {
  const ctas = doc.querySelectorAll<HTMLElement>("[data-subscription-cta]");
  for (const cta of ctas) cta.dataset.state = state;
  return ctas.length;
}
