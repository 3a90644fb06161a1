import js2xliff from "xliff/js2xliff";
import xliff2js, { type XliffDocument, type XliffUnit } from "xliff/xliff2js";
import { fail, ok, type Result, type SiteError } from "../../errors.js";
import { i18nError } from "../errors.js";
import type { TranslationFile, TranslationUnit } from "../units.js";

/**
 * XLIFF 2.0 (OASIS), through the `xliff` library: one <file> per group (the messages, each page),
 * one <unit> per string, notes for the translator. XLIFF's library keeps no segment state, so an
 * outdated string's earlier translation goes in a note and its target stays empty: a translator's
 * tool then shows it as untranslated, which it is until reviewed.
 */
const EARLIER_TRANSLATION = "Earlier translation: ";

export async function writeXliff(file: TranslationFile): Promise<string> {
  const resources: Record<string, Record<string, XliffUnit>> = {};
  for (const unit of file.units) {
    const notes = [...unit.notes, ...(unit.outdated && unit.target !== null ? [`${EARLIER_TRANSLATION}${unit.target}`] : [])];
    const entry: XliffUnit = { source: unit.source };
    if (unit.target !== null && !unit.outdated) entry.target = unit.target;
    if (notes.length) entry.note = notes.length === 1 ? notes[0] : notes;
    // Markdown blocks span lines and may start with spaces: tools must keep them as they are.
    if (/\n|^\s|\s$/.test(unit.source)) entry.additionalAttributes = { "xml:space": "preserve" };
    (resources[unit.group] ??= {})[unit.id] = entry;
  }
  const xml = await js2xliff({ sourceLanguage: file.sourceLocale, targetLanguage: file.targetLocale, resources }, { indent: "  " });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`;
}

export async function readXliff(text: string, fileName: string): Promise<Result<TranslationFile>> {
  let document: XliffDocument;
  try {
    document = await xliff2js(text);
  } catch (error) {
    return fail(xmlError(error, fileName));
  }
  if (!document || typeof document !== "object" || !document.resources || !document.sourceLanguage) {
    return fail(i18nError("xliff-invalid", 'no <xliff version="2.0" srcLang=".." trgLang=".."> root element', { file: fileName, line: 1 }));
  }
  if (!document.targetLanguage) return fail(i18nError("xliff-invalid", "the <xliff> element has no trgLang: which language is this?", { file: fileName, line: 1 }));
  const errors: SiteError[] = [];
  const units: TranslationUnit[] = [];
  const lineOf = lineFinder(text);
  for (const [group, entries] of Object.entries(document.resources)) {
    for (const [id, entry] of Object.entries(entries)) {
      const line = lineOf(group, id);
      const source = entry.source ?? "";
      const target = entry.target ?? null;
      if (typeof source !== "string" || (target !== null && typeof target !== "string")) {
        errors.push(i18nError("xliff-invalid", `unit ${id} holds inline markup (<ph>, <pc>...): this site's strings are plain text; write the text itself`, { file: fileName, line, path: `${group}/${id}` }));
        continue;
      }
      units.push({ group, id, source, target: target === "" ? null : target, outdated: false, notes: [], line });
    }
  }
  return errors.length ? fail(...errors) : ok({ sourceLocale: document.sourceLanguage, targetLocale: document.targetLanguage, units });
}

function xmlError(error: unknown, file: string): SiteError {
  const text = error instanceof Error ? error.message : String(error);
  const position = /Line: (\d+)\s+Column: (\d+)/.exec(text);
  const message = text.split("\n")[0] ?? text;
  return i18nError("xliff-invalid", `not well-formed XML: ${message}`, { file, ...(position && { line: Number(position[1]) + 1, column: Number(position[2]) }) });
}

/** The line of <unit id=".."> inside <file id="..">: the library keeps no positions. */
function lineFinder(text: string): (group: string, id: string) => number | undefined {
  const lineAt = (offset: number) => text.slice(0, offset).split("\n").length;
  const attribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
  return (group, id) => {
    const file = text.indexOf(`<file id="${attribute(group)}"`);
    const unit = text.indexOf(`<unit id="${attribute(id)}"`, Math.max(file, 0));
    return unit < 0 ? undefined : lineAt(unit);
  };
}
