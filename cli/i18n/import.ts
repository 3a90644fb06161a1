import { stringify } from "yaml";
import { fail, ok, type Result, type SiteError } from "../errors.js";
import { CONTENT_DIR } from "../site-layout.js";
import { LOCALES_DIR } from "../site-layout.js";
import { renderCatalogue } from "./catalogue-file.js";
import { i18nError } from "./errors.js";
import { joinBlocks, splitBlocks } from "./markdown-blocks.js";
import { provenanceFile, renderProvenance, sourceHash, type Provenance } from "./provenance.js";
import type { TranslationSnapshot } from "./snapshot.js";
import { localeState, type PageState } from "./state.js";
import {
  blockIndex,
  MESSAGES_GROUP,
  PAGE_FIELDS,
  pageOfGroup,
  type TranslationFile,
  type TranslationUnit,
} from "./units.js";
import { messageProblems } from "./validate-message.js";

export interface ImportPlan {
  locale: string;
  /** Files to write, relative to the site root, with their new text. Empty when nothing changes. */
  writes: { file: string; text: string }[];
  messages: number;
  pages: number;
  /** Strings in the file that had no translation (left for later). */
  untranslated: number;
}

/**
 * What importing a translated exchange file changes, or every reason it cannot be imported. All or
 * nothing: one bad string stops the import, so a catalogue is never left half-updated. Strings
 * that equal what the files already say change nothing, so exporting then importing is a no-op.
 */
export function planImport(snapshot: TranslationSnapshot, file: TranslationFile, fileName: string): Result<ImportPlan> {
  const locale = file.targetLocale;
  const located = { file: fileName, line: 1 };
  if (!snapshot.locales.some((candidate) => candidate.code === locale)) {
    return fail(
      i18nError("i18n-unknown-locale", `the file is in "${locale}", which is not a locale of this site`, {
        ...located,
        hint: `locales are: ${snapshot.locales.map((l) => l.code).join(", ")}`,
      }),
    );
  }
  if (locale === snapshot.defaultLocale)
    return fail(i18nError("i18n-default-locale", `the file translates into ${locale}, the default language`, located));
  if (file.sourceLocale && file.sourceLocale !== snapshot.defaultLocale) {
    return fail(
      i18nError(
        "i18n-source-changed",
        `the file translates from ${file.sourceLocale}, but this site's strings are written in ${snapshot.defaultLocale}`,
        located,
      ),
    );
  }

  const state = localeState(snapshot, locale);
  const catalogue = snapshot.catalogues.get(locale)!;
  const record: Provenance = structuredClone(snapshot.provenance.get(locale)!);
  const messages = new Map(catalogue.messages);
  const errors: SiteError[] = [];
  let changedMessages = 0;
  let untranslated = 0;

  const byKey = new Map(state.messages.map((message) => [message.key, message]));
  const pageUnits = new Map<string, TranslationUnit[]>();
  for (const unit of file.units) {
    const where = {
      file: fileName,
      ...(unit.line !== undefined && { line: unit.line }),
      path: `${unit.group}/${unit.id}`,
    };
    if (unit.group !== MESSAGES_GROUP) {
      const page = pageOfGroup(unit.group);
      if (page === null)
        errors.push(
          i18nError(
            "i18n-unknown-page",
            `"${unit.group}" is neither "${MESSAGES_GROUP}" nor a page (content:about.md)`,
            where,
          ),
        );
      else pageUnits.set(page, [...(pageUnits.get(page) ?? []), unit]);
      continue;
    }
    const message = byKey.get(unit.id);
    if (!message) {
      errors.push(
        i18nError(
          "unknown-message-key",
          `${unit.id} is not a message of ${LOCALES_DIR}/${snapshot.defaultLocale}.yaml`,
          where,
        ),
      );
      continue;
    }
    if (unit.source !== message.english) {
      errors.push(
        i18nError(
          "i18n-source-changed",
          `${unit.id} was exported as ${JSON.stringify(unit.source)}; English now says ${JSON.stringify(message.english)}`,
          where,
        ),
      );
      continue;
    }
    if (unit.target === null) {
      untranslated += 1;
      continue;
    }
    const problems = messageProblems(unit.target, message.english, locale, where);
    if (problems.length) {
      errors.push(...problems);
      continue;
    }
    if (unit.target !== message.translation || message.status === "outdated") {
      messages.set(unit.id, unit.target);
      record.messages[unit.id] = sourceHash(message.english);
      changedMessages += 1;
    }
  }

  const writes: { file: string; text: string }[] = [];
  let changedPages = 0;
  for (const [name, units] of pageUnits) {
    const page = state.pages.find((candidate) => candidate.page.name === name);
    if (!page) {
      errors.push(
        i18nError("i18n-unknown-page", `${CONTENT_DIR}/${snapshot.defaultLocale}/${name} is not a translatable page`, {
          file: fileName,
          ...(units[0]!.line !== undefined && { line: units[0]!.line }),
        }),
      );
      continue;
    }
    const result = translatedPage(page, units, fileName);
    if (!result.ok) {
      errors.push(...result.errors);
      continue;
    }
    if (result.value === null) {
      untranslated += units.length;
      continue;
    }
    if (result.value !== page.translation?.text || page.status === "outdated") {
      writes.push({ file: `${CONTENT_DIR}/${locale}/${name}`, text: result.value });
      record.pages[name] = page.page.hash;
      changedPages += 1;
    }
  }
  if (errors.length) return fail(...errors);

  if (changedMessages) {
    writes.unshift({
      file: `${LOCALES_DIR}/${locale}.yaml`,
      text: renderCatalogue({ defaultText: snapshot.defaultText, localeText: catalogue.text, locale, messages }),
    });
  }
  if (changedMessages || changedPages) writes.push({ file: provenanceFile(locale), text: renderProvenance(record) });
  return ok({ locale, writes, messages: changedMessages, pages: changedPages, untranslated });
}

/** The page's new Markdown, null when none of its units is translated, or why it cannot be made. */
function translatedPage(
  { page, translation }: PageState,
  units: TranslationUnit[],
  fileName: string,
): Result<string | null> {
  const english = splitBlocks(page.source.body);
  const errors: SiteError[] = [];
  const targets = new Map<string, string | null>();
  for (const unit of units) {
    const where = {
      file: fileName,
      ...(unit.line !== undefined && { line: unit.line }),
      path: `${unit.group}/${unit.id}`,
    };
    const index = blockIndex(unit.id);
    const field = (PAGE_FIELDS as readonly string[]).includes(unit.id)
      ? (unit.id as (typeof PAGE_FIELDS)[number])
      : null;
    const source = index !== null ? english.blocks[index] : field !== null ? page.source.data[field] : undefined;
    if (source === undefined) {
      errors.push(
        i18nError(
          "i18n-unknown-page",
          `${page.name} has no ${unit.id}: its English has ${english.blocks.length} blocks (b1-b${english.blocks.length})`,
          where,
        ),
      );
    } else if (source !== unit.source) {
      errors.push(
        i18nError(
          "i18n-source-changed",
          `${page.name} ${unit.id} was exported from English that has since changed`,
          where,
        ),
      );
    } else {
      targets.set(unit.id, unit.target);
    }
  }
  if (errors.length) return fail(...errors);
  const expected = [
    ...PAGE_FIELDS.filter((field) => page.source.data[field] !== undefined),
    ...english.blocks.map((_, index) => `b${index + 1}`),
  ];
  const given = expected.filter((id) => (targets.get(id) ?? null) !== null);
  if (!given.length) return ok(null);
  if (given.length < expected.length) {
    const missing = expected.filter((id) => !given.includes(id));
    return fail(
      i18nError(
        "i18n-page-incomplete",
        `${page.name}: ${given.length} of ${expected.length} parts are translated; missing ${missing.slice(0, 6).join(", ")}${missing.length > 6 ? "..." : ""}`,
        { file: fileName, ...(units[0]!.line !== undefined && { line: units[0]!.line }) },
      ),
    );
  }

  const own = translation ? splitBlocks(translation.source.body) : null;
  const layout = own && own.blocks.length === english.blocks.length ? own : english;
  const body = joinBlocks({ ...layout, blocks: english.blocks.map((_, index) => targets.get(`b${index + 1}`)!) });
  const data: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(page.source.data)) {
    data[field] = (PAGE_FIELDS as readonly string[]).includes(field)
      ? targets.get(field)
      : (translation?.source.data[field as keyof typeof page.source.data] ?? value);
  }
  for (const [field, value] of Object.entries(translation?.source.data ?? {}))
    if (!(field in data)) data[field] = value;
  const unchangedFrontMatter = translation && sameFields(translation.source.data, data);
  const frontMatter = unchangedFrontMatter
    ? translation.text.slice(0, translation.text.length - translation.source.body.length)
    : renderFrontMatter(data);
  return ok(frontMatter + body);
}

function sameFields(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

function renderFrontMatter(data: Record<string, unknown>): string {
  if (!Object.keys(data).length) return "";
  return `---\n${stringify(data, { lineWidth: 0 })}---\n`;
}
