/**
 * What a language's glossary (docs/i18n/glossary/{code}.md) asks of its translations, in the two
 * sections a reviewer can check by machine:
 *
 *   ## Checked terms
 *   | English | Deutsch | Also accepted |
 *   |---|---|---|
 *   | advisor | Ansprechperson | Ansprechpersonen |
 *
 *   ## Left in English on purpose
 *   Quietly, Privacy Pro, Blog, Newsletter (all current German usage), ...
 *
 *   ## Same as English
 *   Video, Design, Version.
 *
 * A message whose English uses a checked term must use its translation or one of the accepted
 * forms (each compared as a part of the text, case aside: "Ansprechperson" is found in
 * "Ihre Ansprechperson"); the names left in English, and the words the language spells as
 * English does, are no untranslated text.
 */
export interface GlossaryTerm {
  english: string;
  /** The translation first, then the other accepted forms. */
  forms: string[];
}

export interface Glossary {
  terms: GlossaryTerm[];
  names: string[];
}

const CHECKED_TERMS_HEADING = "Checked terms";
const NAMES_HEADING = "Left in English on purpose";
/** Words the language spells as English does ("Video", "Design"), which a reviewer has confirmed. */
const SAME_AS_ENGLISH_HEADING = "Same as English";
/** The section of docs/i18n/product-names.md listing the names no language translates. */
export const SHARED_NAMES_HEADING = "Names the same in every language";

export function parseGlossary(markdown: string): Glossary {
  const terms: GlossaryTerm[] = [];
  for (const cells of tableRows(section(markdown, CHECKED_TERMS_HEADING))) {
    const [english, translation, accepted = ""] = cells.map(plain);
    if (!english || !translation) continue;
    terms.push({ english, forms: [translation, ...accepted.split(",").map(plain)].filter(Boolean) });
  }
  return { terms, names: [...namesIn(markdown, NAMES_HEADING), ...namesIn(markdown, SAME_AS_ENGLISH_HEADING)] };
}

/** The names a section lists as prose: "A, B (a note), C." or "A, B: what they have in common." */
export function namesIn(markdown: string, heading: string): string[] {
  const paragraph = section(markdown, heading).trim().split(/\n\s*\n/)[0] ?? "";
  return paragraph
    .replace(/\([^)]*\)/g, "")
    .split(":")[0]!
    .split(/[,\n]/)
    .map((name) => plain(name.replace(/\.\s*$/, "").replace(/^[-*]\s*/, "")))
    .filter(Boolean);
}

/** The body of a `## heading` section, up to the next heading of the same level. */
function section(markdown: string, heading: string): string {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start < 0) return "";
  const end = lines.findIndex((line, index) => index > start && /^##? /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join("\n");
}

/** The cells of a Markdown table's body rows (header and separator left out). */
function tableRows(text: string): string[][] {
  const rows = text
    .split("\n")
    .filter((line) => line.trim().startsWith("|"))
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, "")
        .split("|")
        .map((cell) => cell.trim()),
    );
  return rows.slice(2);
}

/** A cell's words without Markdown marks and quotes. */
function plain(text: string): string {
  return text.replace(/[`*«»“”„"]/g, "").replace(/…$/, "").trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether English text uses a term: as whole words, case aside, plurals too ("bang", "bangs"). */
export function englishUses(term: string, text: string): boolean {
  const start = /^\w/.test(term) ? "\\b" : "";
  return new RegExp(`${start}${escapeRegExp(term)}(?:s|es)?\\b`, "i").test(text);
}

/** Whether a translation uses the term's translation or one of its accepted forms. */
export function translationUses(term: GlossaryTerm, text: string): boolean {
  const lower = text.toLocaleLowerCase();
  return term.forms.some((form) => lower.includes(form.toLocaleLowerCase()));
}
