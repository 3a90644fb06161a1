import { formatPath } from "../../describe-issue.js";
import { SITE_FILE } from "../../site-layout.js";
import { runRules } from "../../rules/registry.js";
import type { Violation } from "../../rules/rule.js";
import type { CheckContext } from "../context.js";
import { MANIFEST_FILE } from "../dist.js";
import type { Finding } from "../findings.js";
import { defineCheck } from "../site-check.js";

/**
 * The build's rules (cli/rules/), run again over what `site check` has: the site as it is now
 * (config, templates, islands, content) and the build as it was written (the manifest's files,
 * the experiment variants its pages show).
 */
function checkConfig(context: CheckContext): Finding[] {
  const { model, dist } = context;
  const finding =
    (source: string) =>
    (violation: Violation): Finding => {
      const at = violation.path && violation.file === undefined ? context.locate?.(violation.path) : undefined;
      return {
        check: "config",
        code: violation.code,
        level: "error",
        message:
          violation.path && !violation.page ? `${formatPath(violation.path)}: ${violation.message}` : violation.message,
        ...(violation.page !== undefined && { page: violation.page }),
        source: violation.file ?? at?.file ?? source,
        ...(at?.line !== undefined && { location: `${at.file}:${at.line}:${at.column}` }),
        ...(violation.hint !== undefined && { hint: violation.hint }),
      };
    };
  const messages = new Set(context.translations.defaults.keys());
  const site = runRules({
    config: model,
    content: context.content,
    messages,
    islands: context.islands,
    templates: context.templateNames ?? undefined,
  }).map(finding(SITE_FILE));
  const outputs = runRules(
    {
      config: model,
      outputs: dist.manifest.pages.map((page) => ({ file: page.file, by: `${page.url} (route ${page.route})` })),
    },
    "outputs",
  ).map(finding(MANIFEST_FILE));
  const references = dist.pages.flatMap((page) =>
    (page.parsed?.elements ?? []).flatMap((element) => {
      const reference = element.attrs["data-exp-show"];
      return reference === undefined ? [] : [{ reference, page: page.meta.url, source: page.meta.source.template }];
    }),
  );
  const shown = runRules({ config: model, experimentReferences: references }, "experimentReferences").map(
    finding(SITE_FILE),
  );
  const unreadable: Finding[] =
    context.templateNames === null
      ? [
          {
            check: "config",
            code: "templates-unreadable",
            level: "warn",
            message: "templates/index.tsx could not be read, so route templates were not checked",
            source: "templates/index.tsx",
          },
        ]
      : [];
  return [...site, ...unreadable, ...outputs, ...shown];
}

export const configCheck = defineCheck({
  name: "config",
  needs: [],
  run: (context) => ({ findings: checkConfig(context) }),
});
