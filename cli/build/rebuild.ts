import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { ok, type Result } from "../errors.js";
import type { Prepared } from "./build.js";
import { changeContent, type ContentChange } from "./stages/content.js";
import { planSite } from "./stages/plan.js";
import { renderPages } from "./stages/render.js";
import type { PlannedPage } from "./types.js";
import { feedWriter } from "./write/feeds.js";
import { sitemap } from "./write/site-files.js";

/** What `site dev` renders again after a change, and the pages that are gone. */
export interface Replanned {
  prepared: Prepared;
  pages: PlannedPage[];
  /** Files of pages the new plan no longer has (an entry removed, a list grown shorter). */
  removed: string[];
}

/**
 * `site dev` after a Markdown file or catalogue changed: the content and plan stages again, and the
 * pages whose output that change can alter. Errors leave `prepared` as it was.
 */
export function replan(prepared: Prepared, change: ContentChange): Result<Replanned> {
  const content = changeContent(prepared.content, prepared, change);
  if (!content.ok) return content;
  const plan = planSite(prepared.model, content.value, prepared.schedule);
  const next: Prepared = {
    ...prepared,
    content: content.value,
    plan,
    render: {
      ...prepared.render,
      messages: content.value.messages,
      islandConfig: plan.islandConfig,
      entries: plan.entries,
    },
  };
  const files = new Set(plan.pages.map((page) => page.file));
  const removed = prepared.plan.pages.filter((page) => !files.has(page.file)).map((page) => page.file);
  if (change.kind === "messages") {
    const everyPage = change.locale === prepared.model.site.defaultLocale;
    return ok({
      prepared: next,
      pages: plan.pages.filter((page) => everyPage || page.locale.code === change.locale),
      removed,
    });
  }
  const before = new Map(prepared.plan.pages.map((page) => [page.file, page]));
  // An entry changes what lists, neighbours and the pages listing its collection show, not only its own page.
  const entries = prepared.plan.entries;
  const showsOther = (page: PlannedPage, old: PlannedPage) =>
    (page.collection !== undefined && JSON.stringify(page.collection) !== JSON.stringify(old.collection)) ||
    (page.route.collections ?? []).some(
      (name) =>
        JSON.stringify(plan.entries[name]?.[page.locale.code]) !== JSON.stringify(entries[name]?.[page.locale.code]),
    );
  const pages = plan.pages.filter((page) => {
    const old = before.get(page.file);
    return !old || page.content?.file === change.file || old.content?.file === change.file || showsOther(page, old);
  });
  return ok({ prepared: next, pages, removed });
}

/**
 * Render some pages of a prepared site into `dir` (no staging folder: `site dev` serves `dir` live),
 * with the island configs they may load (a catalogue change gives its language a new one).
 */
export function rerender(prepared: Prepared, replanned: Pick<Replanned, "pages" | "removed">, dir: string): string[] {
  for (const output of prepared.plan.outputs) {
    if (output.kind !== "island-config" || existsSync(join(dir, output.file))) continue;
    mkdirSync(dirname(join(dir, output.file)), { recursive: true });
    writeFileSync(join(dir, output.file), output.contents!);
  }
  for (const file of replanned.removed) rmSync(join(dir, file), { force: true });
  // The feeds and the sitemap follow the entries; they are written again whenever a collection's page changed.
  if (replanned.pages.some((page) => page.collection) || replanned.removed.length) {
    const feed = feedWriter(prepared.model, prepared.content.messages, prepared.render.pictures);
    for (const output of prepared.plan.outputs) {
      if (output.kind !== "feed" && output.kind !== "sitemap") continue;
      mkdirSync(dirname(join(dir, output.file)), { recursive: true });
      writeFileSync(
        join(dir, output.file),
        output.kind === "feed" ? feed(output.feed!) : sitemap(prepared.model, prepared.plan.pages),
      );
    }
  }
  return renderPages({ render: prepared.render, templates: prepared.bundle.templates, dir }, replanned.pages).map(
    (record) => record.file,
  );
}
