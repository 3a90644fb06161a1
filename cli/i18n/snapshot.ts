import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Locale } from "../../contracts/config/index.js";
import type { SiteModel } from "../config/load.js";
import type { SiteError } from "../errors.js";
import { parseMarkdownFile, type MarkdownSource } from "../content/front-matter.js";
import { CONTENT_DIR, GLOSSARY_DIR, PRODUCT_NAMES_FILE } from "../site-layout.js";
import { namesIn, parseGlossary, SHARED_NAMES_HEADING, type Glossary } from "./glossary.js";
import { parseCatalogue } from "../content/messages.js";
import { LOCALES_DIR } from "../site-layout.js";
import { emptyProvenance, parseProvenance, provenanceFile, sourceHash, type Provenance } from "./provenance.js";

/** A Markdown page of the default language that translators translate. */
export interface SourcePage {
  /** The name routes give it: about.md */
  name: string;
  text: string;
  source: MarkdownSource;
  hash: string;
}

export interface TranslatedPage {
  file: string;
  text: string;
  source: MarkdownSource;
}

/** Everything the translation tools read, read once at the edge; the rest is computed from it. */
export interface TranslationSnapshot {
  rootDir: string;
  defaultLocale: string;
  locales: readonly Locale[];
  defaultText: string;
  defaults: ReadonlyMap<string, string>;
  /** locale -> the catalogue file's text (null when there is none) and its messages */
  catalogues: ReadonlyMap<string, { text: string | null; messages: ReadonlyMap<string, string> }>;
  provenance: ReadonlyMap<string, Provenance>;
  pages: readonly SourcePage[];
  /** locale -> page name -> its translation */
  translatedPages: ReadonlyMap<string, ReadonlyMap<string, TranslatedPage>>;
  /** locale -> its glossary's checked terms and names (docs/i18n/glossary/), where it has one */
  glossaries: ReadonlyMap<string, Glossary>;
  /** The brand and the names the same in every language (docs/i18n/product-names.md). */
  names: readonly string[];
}

const readText = (path: string) =>
  readFile(path, "utf8").catch((error: NodeJS.ErrnoException) =>
    error.code === "ENOENT" ? null : Promise.reject(error),
  );

export async function loadSnapshot(model: SiteModel): Promise<{ snapshot: TranslationSnapshot; errors: SiteError[] }> {
  const root = model.rootDir;
  const defaultLocale = model.site.defaultLocale;
  const errors: SiteError[] = [];
  const catalogues = new Map<string, { text: string | null; messages: ReadonlyMap<string, string> }>();
  const provenance = new Map<string, Provenance>();
  await Promise.all(
    model.locales.map(async ({ code }) => {
      const file = `${LOCALES_DIR}/${code}.yaml`;
      const [text, record] = await Promise.all([
        readText(join(root, file)),
        readText(join(root, provenanceFile(code))),
      ]);
      const parsed = text === null ? { messages: {}, errors: [] } : parseCatalogue(file, text);
      errors.push(...parsed.errors);
      catalogues.set(code, { text, messages: new Map(Object.entries(parsed.messages)) });
      try {
        provenance.set(code, record === null ? emptyProvenance() : parseProvenance(record));
      } catch (error) {
        errors.push({
          code: "i18n-file-unreadable",
          file: provenanceFile(code),
          message: `not JSON: ${(error as Error).message}`,
          hint: "restore it from git, or delete it and run `site i18n mark-current`",
        });
        provenance.set(code, emptyProvenance());
      }
    }),
  );

  const names = [...new Set(model.routes.flatMap((route) => (route.content ? [route.content] : [])))];
  const pages: SourcePage[] = [];
  const translatedPages = new Map<string, Map<string, TranslatedPage>>(
    model.locales.map(({ code }) => [code, new Map()]),
  );
  await Promise.all(
    names.flatMap((name) =>
      model.locales.map(async ({ code }) => {
        const file = `${CONTENT_DIR}/${code}/${name}`;
        const text = await readText(join(root, file));
        if (text === null) return;
        const parsed = parseMarkdownFile(file, text);
        if (!parsed.ok) {
          errors.push(...parsed.errors);
          return;
        }
        if (code !== defaultLocale) translatedPages.get(code)!.set(name, { file, text, source: parsed.value });
        // A text written in one language for every locale (a legal text) is not translated.
        else if (parsed.value.data.lang === undefined)
          pages.push({ name, text, source: parsed.value, hash: sourceHash(text) });
      }),
    ),
  );
  pages.sort((a, b) => names.indexOf(a.name) - names.indexOf(b.name));
  const glossaries = new Map<string, Glossary>();
  const [productNames] = await Promise.all([
    readText(join(root, PRODUCT_NAMES_FILE)),
    ...model.locales.map(async ({ code }) => {
      const text = await readText(join(root, GLOSSARY_DIR, `${code}.md`));
      if (text !== null) glossaries.set(code, parseGlossary(text));
    }),
  ]);
  const defaults = catalogues.get(defaultLocale)!;
  return {
    snapshot: {
      rootDir: root,
      defaultLocale,
      locales: model.locales,
      defaultText: defaults.text ?? "",
      defaults: defaults.messages,
      catalogues,
      provenance,
      pages,
      translatedPages,
      glossaries,
      names: [model.site.brand, ...(productNames === null ? [] : namesIn(productNames, SHARED_NAMES_HEADING))],
    },
    errors,
  };
}
