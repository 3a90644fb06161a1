import { fail, ok, type Result, type SiteError } from "../errors.js";
import { i18nError } from "./errors.js";
import { provenanceFile, renderProvenance, sourceHash, type Provenance } from "./provenance.js";
import type { TranslationSnapshot } from "./snapshot.js";
import { localeState } from "./state.js";

export interface MarkPlan {
  locale: string;
  marked: number;
  write: { file: string; text: string } | null;
}

/**
 * Record today's English as the source of a locale's translations. Without `targets`: every
 * translation that has no record yet (existing translations start as current; outdated ones stay
 * outdated). With targets (message keys or page names): those, even when outdated, for an English
 * edit that needs no new translation (a typo fixed).
 */
export function planMarkCurrent(
  snapshot: TranslationSnapshot,
  locale: string,
  targets: readonly string[] = [],
): Result<MarkPlan> {
  const state = localeState(snapshot, locale);
  const record: Provenance = structuredClone(snapshot.provenance.get(locale)!);
  const errors: SiteError[] = [];
  let marked = 0;
  const mark = (book: Record<string, string>, key: string, hash: string) => {
    if (book[key] !== hash) {
      book[key] = hash;
      marked += 1;
    }
  };
  if (!targets.length) {
    for (const message of state.messages)
      if (message.translation !== null && !message.tracked)
        mark(record.messages, message.key, sourceHash(message.english));
    for (const page of state.pages)
      if (page.translation !== null && !page.tracked) mark(record.pages, page.page.name, page.page.hash);
  }
  for (const target of targets) {
    const name = target.replace(/^content\/[^/]+\//, "");
    const message = state.messages.find((candidate) => candidate.key === target);
    const page = state.pages.find((candidate) => candidate.page.name === name);
    if (message?.translation != null) mark(record.messages, message.key, sourceHash(message.english));
    else if (page?.translation) mark(record.pages, page.page.name, page.page.hash);
    else if (message || page)
      errors.push(
        i18nError("i18n-unknown-target", `${target} has no ${locale} translation to mark`, {
          hint: "only translated strings can be current",
        }),
      );
    else errors.push(i18nError("i18n-unknown-target", `${target} is neither a message key nor a page`));
  }
  if (errors.length) return fail(...errors);
  return ok({
    locale,
    marked,
    write: marked ? { file: provenanceFile(locale), text: renderProvenance(record) } : null,
  });
}
