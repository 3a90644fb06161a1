import type { CheckContext } from "../context.js";
import type { DistPage } from "../dist.js";
import { withoutLocales, type Finding } from "../findings.js";
import { toolRule } from "../../error-catalogue/index.js";
import { defineCheck } from "../site-check.js";
import { htmlValidator, type ValidateHtml } from "./html-rules.js";
import { checkSharePreviews } from "./share-previews.js";

/**
 * Validates one page per markup shape (see ParsedPage.markupKey): pages that differ only in
 * words and locale get the same verdict, and validating each of ~2,200 pages would take
 * half a minute. The verdict is reported on every page of the shape.
 */
export function checkHtml(
  context: CheckContext,
  validate: ValidateHtml = context.validateHtml ?? htmlValidator(),
): Finding[] {
  const shapes = new Map<string, DistPage[]>();
  for (const page of [...context.dist.pages, ...context.dist.otherPages]) {
    if (!page.parsed) continue;
    const key = `${page.meta.template}\u0000${page.parsed.markupKey}`;
    shapes.set(key, [...(shapes.get(key) ?? []), page]);
  }
  const defaultLocale = context.dist.manifest.site.defaultLocale;
  return [...shapes.values()].flatMap((pages) => {
    const sample = pages.find((page) => page.meta.locale === defaultLocale) ?? pages[0]!;
    const messages = validate(sample.parsed!.source, sample.meta.file);
    return messages.flatMap((message) => {
      const text = message.message;
      return pages.map(
        (page): Finding => ({
          check: "html",
          code: toolRule(message.ruleId),
          level: message.severity >= 2 ? "error" : "warn",
          message: text,
          key: withoutLocales(text, context.dist.manifest.site.locales),
          page: page.meta.url,
          source: page.meta.source.template,
          location: `${sample.meta.file}:${message.line}:${message.column}`,
        }),
      );
    });
  });
}

/** Valid markup on every page, and the share-preview tags. */
export const htmlCheck = defineCheck({
  name: "html",
  needs: [],
  run: (context) => ({ findings: [...checkHtml(context), ...checkSharePreviews(context)] }),
});
