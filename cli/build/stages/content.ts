import type { ConfigLocator, SiteModel } from "../../config/load.js";
import { contentKeys, readContentFiles, type ContentFiles, type ContentIndex } from "../../content/load-content.js";
import { parseMarkdownFile } from "../../content/front-matter.js";
import { loadMessages, parseCatalogue, type Messages } from "../../content/messages.js";
import { fail, ok, type Result, type SiteError } from "../../errors.js";
import { runRules, violationToError } from "../../rules/registry.js";
import { shares, type ThreadPool } from "../threads/pool.js";

export interface Content {
  /** Markdown by "{locale}/{file}": de/about.md. */
  markdown: ContentIndex;
  /** Every Markdown file found, parsed or not. */
  found: ReadonlySet<string>;
  /** Message catalogues by locale: the one copy the renderer and the manifest read. */
  messages: Messages;
}

/**
 * Stage 2: content/ and locales/ -> Markdown with validated front matter, and the message
 * catalogues. With build threads, each parses a share of the Markdown beside the main thread.
 */
export async function contentStage(input: { model: SiteModel; locate: ConfigLocator; pool?: ThreadPool }): Promise<Result<Content>> {
  const { model, pool } = input;
  const catalogues = loadMessages(model.rootDir, model.locales.map((locale) => locale.code));
  const [mine = [], ...theirs] = shares(contentKeys(model), (pool?.size ?? 0) + 1);
  const threads = theirs.map((keys, index) => pool!.run(index, { kind: "content", rootDir: model.rootDir, keys }));
  const files: ContentFiles[] = [readContentFiles(model.rootDir, mine), ...(await Promise.all(threads))];
  const messages = await catalogues;
  const content: Content = { markdown: new Map(files.flatMap((part) => part.parsed)), found: new Set(files.flatMap((part) => part.found)), messages: messages.messages };
  const violations = runRules({ config: model, content: content.found }, "content").map((violation) => violationToError(violation, input.locate));
  const errors = [...messages.errors, ...files.flatMap((part) => part.errors), ...violations];
  return errors.length ? fail(...errors.sort(byPlace)) : ok(content);
}

/** A changed Markdown file (text null: removed) or catalogue, for `site dev`. */
export type ContentChange =
  | { kind: "content"; key: string; file: string; text: string | null }
  | { kind: "messages"; locale: string; file: string; text: string | null };

/** The content after one file changed; errors leave the caller's content as it was. */
export function changeContent(content: Content, loaded: { model: SiteModel; locate: ConfigLocator }, change: ContentChange): Result<Content> {
  if (change.kind === "messages") {
    const parsed = parseCatalogue(change.file, change.text ?? "");
    return parsed.errors.length ? fail(...parsed.errors) : ok({ ...content, messages: { ...content.messages, [change.locale]: parsed.messages } });
  }
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
  return violations.length ? fail(...violations.map((violation) => violationToError(violation, loaded.locate))) : ok({ ...content, markdown, found });
}

function byPlace(a: SiteError, b: SiteError): number {
  return (a.file ?? "").localeCompare(b.file ?? "") || (a.line ?? 0) - (b.line ?? 0);
}
