import { messageArguments, parseMessage, pluralForms, selectForms } from "../../contracts/i18n/message-syntax.js";
import { CONTENT_DIR } from "../site-layout.js";
import { splitBlocks } from "./markdown-blocks.js";
import { localeState, type PageState } from "./state.js";
import type { TranslationSnapshot } from "./snapshot.js";
import { requiredPluralForms } from "./validate-message.js";
import { translatorNotes } from "./notes.js";

/** The group of a locale's messages in an exchange file. */
export const MESSAGES_GROUP = "messages";
/** The group of one Markdown page: content:about.md */
const pageGroup = (name: string) => `content:${name}`;
export const pageOfGroup = (group: string): string | null => (group.startsWith("content:") ? group.slice("content:".length) : null);

/** Front matter fields a translator translates; the others (toc, updated) follow English. */
export const PAGE_FIELDS = ["title", "description"] as const;
const blockId = (index: number) => `b${index + 1}`;
export const blockIndex = (id: string): number | null => (/^b[1-9]\d*$/.test(id) ? Number(id.slice(1)) - 1 : null);

/** One string to translate, as XLIFF and PO carry it. */
export interface TranslationUnit {
  /** "messages", or "content:about.md" for a page */
  group: string;
  /** a message key (nav.skip), or a page's title, description, b1, b2... */
  id: string;
  source: string;
  /** The translation; for an outdated string in an export, the earlier one, to review. */
  target: string | null;
  /** The target was translated from an earlier English text and needs review (PO: fuzzy). */
  outdated: boolean;
  notes: string[];
  /** Line in the file it was read from, for error messages. */
  line?: number;
}

export interface TranslationFile {
  sourceLocale: string;
  targetLocale: string;
  units: TranslationUnit[];
}

export interface ExportOptions {
  /** Also current translations, with their text as target: for full context, or a round trip. */
  all?: boolean;
}

/** The missing and outdated strings of a locale (every string with `all`), in en.yaml's order, then the pages. */
export function exportUnits(snapshot: TranslationSnapshot, locale: string, options: ExportOptions = {}): TranslationFile {
  const state = localeState(snapshot, locale);
  const wanted = (status: string) => options.all || status !== "current";
  const units: TranslationUnit[] = [];
  const context = translatorNotes(snapshot.defaultText);
  for (const message of state.messages) {
    if (!wanted(message.status)) continue;
    units.push({
      group: MESSAGES_GROUP,
      id: message.key,
      source: message.english,
      target: message.translation,
      outdated: message.status === "outdated",
      notes: [...(context.get(message.key) ?? []).map((note) => `${CONTEXT_NOTE}${note}`), ...messageNotes(message.english, locale), ...(message.status === "outdated" ? [OUTDATED_NOTE] : [])],
    });
  }
  for (const page of state.pages) if (wanted(page.status)) units.push(...pageUnits(page, locale));
  return { sourceLocale: snapshot.defaultLocale, targetLocale: locale, units };
}

/** What a translator's note from the default catalogue starts with, in the exchange files. */
const CONTEXT_NOTE = "Context: ";

const OUTDATED_NOTE = "English changed since this was translated: the translation shown is the earlier one; review it against the new English.";

function messageNotes(english: string, locale: string): string[] {
  const parsed = parseMessage(english);
  if (!parsed.ok) return [];
  const notes: string[] = [];
  const names = [...messageArguments(parsed.parts).keys()];
  if (names.length) notes.push(`Keep ${names.map((name) => `{${name}}`).join(", ")} as written: the site fills ${names.length === 1 ? "it" : "them"} in.`);
  if (pluralForms(parsed.parts).length) {
    notes.push(`Plural message: give the forms ${locale} needs, ${requiredPluralForms(locale).join(", ")}, as in {count, plural, one {# day} other {# days}}; # is the number.`);
  }
  for (const { name, forms } of selectForms(parsed.parts)) {
    notes.push(`{${name}, select, ...} shows one form per value: translate each of ${forms.join(", ")} and keep their names.`);
  }
  return notes;
}

/** A page as units: its translated front matter fields, then each Markdown block. */
function pageUnits({ page, translation, status }: PageState, locale: string): TranslationUnit[] {
  const group = pageGroup(page.name);
  const english = splitBlocks(page.source.body);
  const translated = translation ? splitBlocks(translation.source.body) : null;
  // Earlier translations line up with English block by block only when both have as many blocks.
  const aligned = translated !== null && translated.blocks.length === english.blocks.length;
  const outdated = status === "outdated";
  const units: TranslationUnit[] = [];
  for (const field of PAGE_FIELDS) {
    const source = page.source.data[field];
    if (source === undefined) continue;
    // A page is imported whole: unaligned, none of its earlier translation is offered unit by unit.
    units.push({ group, id: field, source, target: aligned ? (translation?.source.data[field] ?? null) : null, outdated, notes: [] });
  }
  english.blocks.forEach((block, index) => {
    units.push({ group, id: blockId(index), source: block, target: aligned ? translated.blocks[index]! : null, outdated, notes: [] });
  });
  const first = units[0];
  if (first) {
    first.notes.push(
      `Page ${CONTENT_DIR}/${locale}/${page.name}, translated from ${CONTENT_DIR}/en/${page.name}. Markdown: keep the marks (# headings, - lists, **bold**, [text](/link)); translate the text inside them.`,
      ...(outdated ? [OUTDATED_NOTE] : []),
      ...(translation && !aligned ? [`The earlier translation (${translation.file}) has a different number of paragraphs, so it is not shown unit by unit.`] : []),
    );
  }
  return units;
}
