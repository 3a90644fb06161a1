import gettextParser, { type PoDocument, type PoEntry } from "gettext-parser";
import { fail, ok, type Result, type SiteError } from "../../errors.js";
import { i18nError } from "../errors.js";
import type { TranslationFile, TranslationUnit } from "../units.js";

/**
 * gettext PO, through `gettext-parser`: each string is an entry whose msgctxt names it
 * ("messages/nav.skip", "content:about.md/b3"), whose msgid is the English and msgstr the
 * translation. Messages keep their ICU syntax (plural forms inside the message, as Lingui and
 * Weblate's ICU mode do), so no msgid_plural. An outdated string is `#, fuzzy` with its earlier
 * translation: gettext's own way to say "review me", and fuzzy entries are not imported.
 */
const GENERATOR = "site i18n";

export function writePo(file: TranslationFile): string {
  const translations: PoDocument["translations"] = { "": { "": { msgid: "", msgstr: [""] } } };
  for (const unit of file.units) {
    const msgctxt = contextOf(unit);
    const entry: PoEntry = {
      msgctxt,
      msgid: unit.source,
      msgstr: [unit.target ?? ""],
      comments: {
        ...(unit.notes.length && { extracted: unit.notes.join("\n") }),
        reference: unit.group === "messages" ? `locales/${file.sourceLocale}.yaml` : `content/${file.sourceLocale}/${unit.group.slice("content:".length)}`,
        ...(unit.outdated && { flag: "fuzzy" }),
      },
    };
    (translations[msgctxt] ??= {})[unit.source] = entry;
  }
  const document: PoDocument = {
    charset: "utf-8",
    headers: {
      "Project-Id-Version": GENERATOR,
      Language: file.targetLocale,
      "MIME-Version": "1.0",
      "Content-Type": "text/plain; charset=UTF-8",
      "Content-Transfer-Encoding": "8bit",
      "X-Generator": GENERATOR,
      "X-Source-Language": file.sourceLocale,
    },
    translations,
  };
  return `${gettextParser.po.compile(document).toString("utf8")}\n`;
}

export function readPo(text: string, fileName: string): Result<TranslationFile> {
  let document: PoDocument;
  try {
    document = gettextParser.po.parse(text, { validation: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const line = /line (\d+)/i.exec(message)?.[1];
    return fail(i18nError("po-invalid", message.split("\n")[0] ?? message, { file: fileName, ...(line && { line: Number(line) }) }));
  }
  const headers = Object.fromEntries(Object.entries(document.headers).map(([name, value]) => [name.toLowerCase(), value]));
  const targetLocale = headers.language;
  if (!targetLocale) return fail(i18nError("po-invalid", 'the header has no "Language:": which language is this?', { file: fileName, line: 1 }));
  const errors: SiteError[] = [];
  const units: TranslationUnit[] = [];
  const lineOf = (context: string) => {
    const at = text.indexOf(`msgctxt ${JSON.stringify(context)}`);
    return at < 0 ? undefined : text.slice(0, at).split("\n").length;
  };
  for (const [context, entries] of Object.entries(document.translations)) {
    for (const entry of Object.values(entries)) {
      if (context === "" && entry.msgid === "") continue;
      const line = lineOf(context);
      const slash = context.lastIndexOf("/");
      if (slash <= 0) {
        errors.push(i18nError("po-invalid", `msgctxt ${JSON.stringify(context)} does not name a string (messages/KEY or content:PAGE/BLOCK)`, { file: fileName, line }));
        continue;
      }
      if (entry.msgid_plural !== undefined) {
        errors.push(i18nError("po-invalid", "msgid_plural is not used: plural forms are written inside the message, {count, plural, one {...} other {...}}", { file: fileName, line }));
        continue;
      }
      const fuzzy = (entry.comments?.flag ?? "").split(",").some((flag) => flag.trim() === "fuzzy");
      const target = entry.msgstr[0] ?? "";
      units.push({ group: context.slice(0, slash), id: context.slice(slash + 1), source: entry.msgid, target: target === "" || fuzzy ? null : target, outdated: fuzzy, notes: [], line });
    }
  }
  return errors.length ? fail(...errors) : ok({ sourceLocale: headers["x-source-language"] ?? "", targetLocale, units });
}

const contextOf = (unit: Pick<TranslationUnit, "group" | "id">) => `${unit.group}/${unit.id}`;
