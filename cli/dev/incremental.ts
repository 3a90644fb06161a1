import { relative, sep } from "node:path";
import type { PreparedBuild } from "../build/build.js";
import { planPages, type PlannedPage } from "../build/plan.js";
import { CONTENT_DIR } from "../content/load-content.js";
import { LOCALES_DIR, parseCatalogue } from "../content/messages.js";
import { parseMarkdownFile } from "../content/front-matter.js";
import { fail, ok, type Result } from "../errors.js";

/** What a changed file asks of the dev server. */
export type ChangePlan =
  | { kind: "content"; key: string; file: string }
  | { kind: "messages"; locale: string; file: string }
  | { kind: "full" }
  | { kind: "ignore" };

/** Content and messages re-render only the pages that show them; anything else rebuilds everything. */
export function classifyChange(rootDir: string, absolute: string, localeCodes: readonly string[]): ChangePlan {
  const file = relative(rootDir, absolute).split(sep).join("/");
  if (file.startsWith(".site-cache/") || file.startsWith("dist/") || file.startsWith("node_modules/")) return { kind: "ignore" };
  const content = new RegExp(`^${CONTENT_DIR}/([^/]+)/(.+\\.md)$`).exec(file);
  if (content && localeCodes.includes(content[1]!)) return { kind: "content", key: `${content[1]}/${content[2]}`, file };
  const messages = new RegExp(`^${LOCALES_DIR}/([^/]+)\\.yaml$`).exec(file);
  if (messages && localeCodes.includes(messages[1]!)) return { kind: "messages", locale: messages[1]!, file };
  return { kind: "full" };
}

/**
 * Apply a content or messages change to a prepared build: the new build state and the pages to
 * render again. Errors leave the prepared build as it was.
 */
export function applyChange(prepared: PreparedBuild, change: Extract<ChangePlan, { kind: "content" | "messages" }>, text: string | null): Result<{ prepared: PreparedBuild; pages: PlannedPage[] }> {
  if (change.kind === "content") {
    const content = new Map(prepared.content);
    if (text === null) content.delete(change.key);
    else {
      const parsed = parseMarkdownFile(change.file, text);
      if (!parsed.ok) return parsed;
      content.set(change.key, parsed.value);
    }
    if (!content.has(`${prepared.model.site.defaultLocale}/${change.key.slice(change.key.indexOf("/") + 1)}`)) {
      return fail({ code: "content-missing", file: change.file, message: "this file was removed, but a route still asks for it", hint: "restore it, or remove `content:` from the route in site.yaml" });
    }
    const pages = planPages(prepared.model, content);
    const before = new Map(prepared.pages.map((page) => [page.file, page.content?.file]));
    const touched = pages.filter((page) => page.content?.file === change.file || before.get(page.file) === change.file);
    return ok({ prepared: { ...prepared, content, pages }, pages: touched });
  }
  const parsed = parseCatalogue(change.file, text ?? "");
  if (parsed.errors.length) return fail(...parsed.errors);
  const messages = { ...prepared.input.messages, [change.locale]: Object.fromEntries(parsed.messages) };
  const catalogues = new Map(prepared.catalogues).set(change.locale, parsed.messages);
  const affected = change.locale === prepared.model.site.defaultLocale ? prepared.pages : prepared.pages.filter((page) => page.locale.code === change.locale);
  return ok({ prepared: { ...prepared, catalogues, input: { ...prepared.input, messages } }, pages: affected });
}
