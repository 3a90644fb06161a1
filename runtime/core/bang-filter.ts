import { renderBrowserMessage, type BrowserMessage } from "../../contracts/i18n/message-render.js";

/**
 * The /bangs filter: narrows the full list (rendered in the page, so it works without JavaScript)
 * as one types. A query starting with "!" is a bang being typed, and matches shortcuts that start
 * with it; anything else matches a site, a domain, a shortcut or a category's name.
 */

export interface BangQuery {
  text: string;
  /** Typed as a bang (!gh): match the start of shortcuts only. */
  trigger: boolean;
}

export function parseBangQuery(value: string): BangQuery {
  const text = value.trim().toLowerCase();
  return text.startsWith("!") ? { text: text.slice(1), trigger: true } : { text, trigger: false };
}

export interface BangEntry {
  trigger: string;
  /** All the entry shows (shortcut, site, domain), lowercase. */
  words: string;
}

/** Whether an entry of a category titled `category` (lowercase) matches. */
export function bangMatches(query: BangQuery, entry: BangEntry, category: string): boolean {
  if (query.trigger) return entry.trigger.startsWith(query.text);
  return category.includes(query.text) || entry.words.includes(query.text);
}

const lower = (element: Element | null) => (element?.textContent ?? "").toLowerCase();

/**
 * Binds input[data-bang-filter] to the [data-bang-category] sections and their items (each <li>
 * starts with its shortcut in <code>, "!w"). The list is read again on each change: a few hundred
 * entries take well under a millisecond, and the code stays small (the page's JavaScript budget).
 * The status says how many are shown with the input's data-status-message, a message the build
 * parsed and filled in but for {shown}, whose plural form is chosen here.
 */
export function bindBangFilter(doc: Document): void {
  const input = doc.querySelector<HTMLInputElement>("input[data-bang-filter]");
  const status = doc.querySelector("[data-bang-status]");
  if (!input || !status) return;
  const all = status.textContent;
  const message = JSON.parse(input.dataset.statusMessage ?? '""') as BrowserMessage;
  const apply = () => {
    const query = parseBangQuery(input.value);
    let shown = 0;
    for (const section of doc.querySelectorAll<HTMLElement>("[data-bang-category]")) {
      const title = lower(section.querySelector("h2"));
      let visible = 0;
      for (const item of section.querySelectorAll<HTMLElement>("li")) {
        item.hidden = !bangMatches(
          query,
          { trigger: lower(item.querySelector("code")).slice(1), words: lower(item) },
          title,
        );
        if (!item.hidden) visible++;
      }
      section.hidden = !visible;
      shown += visible;
    }
    status.textContent =
      query.text && message ? renderBrowserMessage(message, doc.documentElement.lang, { shown }) : all;
    const empty = doc.querySelector<HTMLElement>("[data-bang-empty]");
    if (empty) empty.hidden = shown > 0;
  };
  input.addEventListener("input", apply);
  // A value typed before this script ran, or restored by the browser on going back, applies at once.
  if (input.value) apply();
}
