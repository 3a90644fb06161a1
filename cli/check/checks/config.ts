import type { SiteConfig } from "../../../contracts/config/index.js";
import type { CheckContext } from "../context.js";
import type { Finding } from "../findings.js";
import { pageUrl } from "./locales.js";

/**
 * Cross-field rules of site.yaml as pure functions over the config, so the build can run
 * them too. Each violation names the place in the merged config.
 */
export interface ConfigViolation {
  code: string;
  path: string;
  message: string;
  hint?: string;
}

type Experiment = SiteConfig["runtime"]["experiments"][number];

export function routeThemeRules(config: Pick<SiteConfig, "routes" | "themes">): ConfigViolation[] {
  const themes = Object.keys(config.themes);
  return config.routes.flatMap((route, index) =>
    themes.includes(route.theme) ? [] : [{ code: "unknown-theme", path: `routes[${index}].theme`, message: `route ${route.path} uses the theme "${route.theme}", which site.yaml does not define`, hint: `themes are: ${themes.join(", ")}` }],
  );
}

/** `not-found` renders the 404 pages and must exist even though no route names it. */
export function routeTemplateRules(routes: SiteConfig["routes"], templateNames: readonly string[]): ConfigViolation[] {
  const missing = routes.flatMap((route, index) =>
    templateNames.includes(route.template) ? [] : [{ code: "unknown-template", path: `routes[${index}].template`, message: `route ${route.path} uses the template "${route.template}", which templates/index.tsx does not export`, hint: `templates are: ${templateNames.join(", ")}` }],
  );
  const notFound = templateNames.includes("not-found") ? [] : [{ code: "unknown-template", path: "templates", message: 'templates/index.tsx does not export "not-found", which renders the 404 pages' }];
  return [...missing, ...notFound];
}

export function experimentRules(experiments: readonly Experiment[]): ConfigViolation[] {
  return experiments.flatMap((experiment, index): ConfigViolation[] => {
    const path = `runtime.experiments[${index}]`;
    const violations: ConfigViolation[] = [];
    if (experiments.findIndex((other) => other.name === experiment.name) !== index) {
      violations.push({ code: "duplicate-experiment", path: `${path}.name`, message: `the experiment "${experiment.name}" is defined twice`, hint: "its name is the key of ?exp_{name} and of the stored assignment" });
    }
    const repeated = experiment.variants.filter((variant, at) => experiment.variants.indexOf(variant) !== at);
    if (repeated.length) {
      violations.push({ code: "duplicate-variant", path: `${path}.variants`, message: `the experiment "${experiment.name}" lists the variant${repeated.length > 1 ? "s" : ""} ${repeated.map((v) => `"${v}"`).join(", ")} twice` });
    }
    if (experiment.allocation === undefined && experiment.assignment !== "backend") {
      violations.push({ code: "unassignable-experiment", path, message: `the experiment "${experiment.name}" has neither an allocation nor backend assignment, so no visitor ever gets a variant`, hint: "add allocation: 0..1 (share of visitors in the experiment) or assignment: backend" });
    }
    if (experiment.allocation !== undefined && (experiment.allocation < 0 || experiment.allocation > 1)) {
      violations.push({ code: "invalid-allocation", path: `${path}.allocation`, message: `the experiment "${experiment.name}" has allocation ${experiment.allocation}; it is a share of visitors between 0 and 1` });
    }
    return violations;
  });
}

/** Pages land at {locale}/{route}/index.html: two routes that map to one file overwrite each other. */
export function outputPathRules(config: Pick<SiteConfig, "routes" | "locales">): ConfigViolation[] {
  const owner = new Map<string, number>();
  return config.routes.flatMap((route, index): ConfigViolation[] => {
    const file = `${pageUrl(config.locales[0]?.code ?? "", route.path).slice(1)}index.html`;
    const first = owner.get(file);
    if (first === undefined) {
      owner.set(file, index);
      return [];
    }
    return [{ code: "duplicate-output", path: `routes[${index}].path`, message: `routes[${first}] and routes[${index}] (${route.path}) both write ${file.replace(/^[^/]+/, "{locale}")}`, hint: "give each route its own path" }];
  });
}

/** Two pages of the manifest with one output file: one of them was silently overwritten. */
export function duplicateFileRules(pages: readonly { file: string; url: string; route: string }[]): ConfigViolation[] {
  const byFile = new Map<string, { url: string; route: string }[]>();
  for (const page of pages) byFile.set(page.file, [...(byFile.get(page.file) ?? []), page]);
  return [...byFile].flatMap(([file, writers]): ConfigViolation[] =>
    writers.length < 2 ? [] : [{ code: "duplicate-output", path: "manifest.pages", message: `${writers.length} pages write ${file}: ${writers.map((writer) => `${writer.url} (route ${writer.route})`).join(", ")}`, hint: "give each route its own path in site.yaml" }],
  );
}

/** [data-exp-show="name:variant"] must name an experiment and one of its variants, or it never shows. */
export function experimentReferenceRules(references: readonly string[], experiments: readonly Experiment[]): ConfigViolation[] {
  return [...new Set(references)].flatMap((reference): ConfigViolation[] => {
    const [name = "", variant = ""] = reference.split(":");
    const experiment = experiments.find((candidate) => candidate.name === name);
    if (!experiment) return [{ code: "unknown-experiment", path: "templates", message: `[data-exp-show="${reference}"] names the experiment "${name}", which runtime.experiments does not define` }];
    if (!experiment.variants.includes(variant)) return [{ code: "unknown-variant", path: "templates", message: `[data-exp-show="${reference}"] names the variant "${variant}", which the experiment "${name}" does not have`, hint: `its variants are: ${experiment.variants.join(", ")}` }];
    return [];
  });
}

export function checkConfig(context: CheckContext): Finding[] {
  const { model, dist } = context;
  const site = (violations: ConfigViolation[]) =>
    violations.map((violation): Finding => ({ check: "config", code: violation.code, level: "error", message: `${violation.path}: ${violation.message}`, source: "site.yaml", ...(violation.hint !== undefined && { hint: violation.hint }) }));
  const templates: Finding[] =
    context.templateNames === null
      ? [{ check: "config", code: "templates-unreadable", level: "warn", message: "templates/index.tsx could not be read, so route templates were not checked", source: "templates/index.tsx" }]
      : site(routeTemplateRules(model.routes, context.templateNames));
  const references = dist.pages.flatMap((page) =>
    (page.parsed?.elements ?? []).flatMap((element) => {
      const reference = element.attrs["data-exp-show"];
      return reference === undefined ? [] : experimentReferenceRules([reference], model.runtime.experiments).map((violation): Finding => ({
        check: "config",
        code: violation.code,
        level: "error",
        message: violation.message,
        page: page.meta.url,
        source: page.meta.source.template,
        ...(violation.hint !== undefined && { hint: violation.hint }),
      }));
    }),
  );
  return [
    ...site(routeThemeRules(model)),
    ...templates,
    ...site(experimentRules(model.runtime.experiments)),
    ...site(outputPathRules(model)),
    ...site(duplicateFileRules(dist.manifest.pages)).map((finding) => ({ ...finding, source: "manifest.json" })),
    ...references,
  ];
}
