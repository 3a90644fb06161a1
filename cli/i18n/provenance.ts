import { createHash } from "node:crypto";

/**
 * What English each translation was made from. For every translated message key and Markdown
 * page, a locale's record (locales/translated-from/{code}.json) keeps a short hash of the English
 * text at the time it was translated; when English changes, the hashes differ and the translation
 * is outdated. Written by `site i18n import` and `site i18n mark-current`, read by everything else.
 */
const PROVENANCE_DIR = "locales/translated-from";

export const provenanceFile = (locale: string) => `${PROVENANCE_DIR}/${locale}.json`;

export interface Provenance {
  messages: Record<string, string>;
  pages: Record<string, string>;
}

export const emptyProvenance = (): Provenance => ({ messages: {}, pages: {} });

/** 12 hex digits of SHA-256: 48 bits, so two English texts of one key never meet by chance. */
export function sourceHash(text: string): string {
  return createHash("sha256").update(text.replace(/\r\n/g, "\n").normalize("NFC")).digest("hex").slice(0, 12);
}

export function parseProvenance(text: string): Provenance {
  const data = JSON.parse(text) as Partial<Provenance>;
  return { messages: { ...(data.messages ?? {}) }, pages: { ...(data.pages ?? {}) } };
}

/** Sorted keys, one per line: a record changes by the lines of the keys that changed. */
export function renderProvenance(provenance: Provenance): string {
  const sorted = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${JSON.stringify({ messages: sorted(provenance.messages), pages: sorted(provenance.pages) }, null, 2)}\n`;
}
