import type { ConfigLocator, SiteModel } from "../../config/load.js";
import { loadContent, type ContentIndex, type ContentMemo } from "../../content/load-content.js";
import { ENTRY_SLUG } from "../../../contracts/collections.js";
import { entryOf, entryParser, loadEntries, type Entries } from "../../content/entries.js";
import { parseMarkdownFile } from "../../content/front-matter.js";
import { loadMessages, parseCatalogue, type CatalogueMemo, type Messages } from "../../content/messages.js";
import { fail, ok, type Result, type SiteError } from "../../errors.js";
import { runRules, violationToError } from "../../rules/registry.js";
import { defineStage } from "./define.js";

export interface Content {
  /** Markdown by "{locale}/{file}": de/about.md. */
  markdown: ContentIndex;
  /** Every Markdown file found, parsed or not. */
  found: ReadonlySet<string>;
  /** Message catalogues by locale: the one copy the renderer and the manifest read. */
  messages: Messages;
  /** Each collection's entries in every locale, valid ones only. */
  entries: Entries;
}

/**
 * Stage 2: content/ and locales/ -> Markdown with validated front matter, and the message
 * catalogues. On the main thread, while the build threads start and import the templates; with
 * the input cache, a Markdown file that reads as it did last time is not parsed again.
 */
async function contentStage(input: {
  model: SiteModel;
  locate: ConfigLocator;
  cache?: ContentMemo & CatalogueMemo;
}): Promise<Result<Content>> {
  const { model } = input;
  const catalogues = loadMessages(
    model.rootDir,
    model.locales.map((locale) => locale.code),
    input.cache,
  );
  const markdown = loadContent(model, undefined, input.cache);
  const entries = loadEntries(model, input.cache);
  const messages = await catalogues;
  const content: Content = {
    markdown: markdown.index,
    found: markdown.found,
    messages: messages.messages,
    entries: entries.entries,
  };
  const facts = { config: model, content: content.found, messages: defaultKeys(model, content.messages) };
  const violations = [...runRules(facts, "content"), ...runRules(facts, "messages")].map((violation) =>
    violationToError(violation, input.locate),
  );
  const errors = [...messages.errors, ...markdown.errors, ...entries.errors, ...violations];
  return errors.length ? fail(...errors.sort(byPlace)) : ok(content);
}

/** A changed Markdown file (text null: removed) or catalogue, for `site dev`. */
export type ContentChange =
  | { kind: "content"; key: string; file: string; text: string | null }
  | { kind: "messages"; locale: string; file: string; text: string | null };

/** The content after one file changed; errors leave the caller's content as it was. */
export function changeContent(
  content: Content,
  loaded: { model: SiteModel; locate: ConfigLocator },
  change: ContentChange,
): Result<Content> {
  if (change.kind === "messages") {
    const parsed = parseCatalogue(change.file, change.text ?? "");
    if (parsed.errors.length) return fail(...parsed.errors);
    const messages = { ...content.messages, [change.locale]: parsed.messages };
    const violations =
      change.locale === loaded.model.site.defaultLocale
        ? runRules({ config: loaded.model, messages: defaultKeys(loaded.model, messages) }, "messages")
        : [];
    return violations.length
      ? fail(...violations.map((violation) => violationToError(violation, loaded.locate)))
      : ok({ ...content, messages });
  }
  const entry = entryOf(loaded.model, change.file);
  if (entry) return changeEntry(content, loaded.model, change, entry);
  const markdown = new Map(content.markdown);
  const found = new Set(content.found);
  if (change.text === null) {
    markdown.delete(change.key);
    found.delete(change.key);
  } else {
    const parsed = parseMarkdownFile(change.file, change.text);
    if (!parsed.ok) return parsed;
    markdown.set(change.key, parsed.value);
    found.add(change.key);
  }
  const violations = runRules({ config: loaded.model, content: found }, "content");
  return violations.length
    ? fail(...violations.map((violation) => violationToError(violation, loaded.locate)))
    : ok({ ...content, markdown, found });
}

/** An entry added, edited or removed: the collection's entries with it in its new state. */
function changeEntry(
  content: Content,
  model: SiteModel,
  change: Extract<ContentChange, { kind: "content" }>,
  at: NonNullable<ReturnType<typeof entryOf>>,
): Result<Content> {
  const others = (content.entries.get(at.collection) ?? []).filter(
    (entry) => entry.locale !== at.locale || entry.slug !== at.slug,
  );
  if (change.text === null) return ok({ ...content, entries: new Map(content.entries).set(at.collection, others) });
  if (!ENTRY_SLUG.test(at.slug))
    return fail({
      code: "entry-slug-invalid",
      file: change.file,
      message: `"${at.slug}.md" cannot name an entry: its name is its URL`,
      hint: "name it in lowercase letters, digits and dashes, like my-first-post.md",
    });
  const parsed = entryParser(at.collection, model.collections[at.collection]!).parse(change.file, change.text);
  if (!parsed.ok) return parsed;
  const order = model.locales.map((locale) => locale.code);
  const entries = [...others, { ...at, source: parsed.value }].sort(
    (a, b) => order.indexOf(a.locale) - order.indexOf(b.locale) || a.slug.localeCompare(b.slug),
  );
  return ok({ ...content, entries: new Map(content.entries).set(at.collection, entries) });
}

function defaultKeys(model: SiteModel, messages: Messages): ReadonlySet<string> {
  return new Set(Object.keys(messages[model.site.defaultLocale] ?? {}));
}

function byPlace(a: SiteError, b: SiteError): number {
  return (a.file ?? "").localeCompare(b.file ?? "") || (a.line ?? 0) - (b.line ?? 0);
}

export const content = defineStage({
  name: "content",
  timed: true,
  needs: ["loaded"],
  produces: "content",
  cache: "the input cache: each Markdown file and catalogue parsed, by its text",
  run: ({ loaded }, context) => contentStage({ model: loaded.model, locate: loaded.locate, cache: context.inputCache }),
});
