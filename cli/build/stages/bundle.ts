import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { BuildEnvironment } from "../../../contracts/browser-config.js";
import type { ConfigLocator, SiteModel } from "../../config/load.js";
import { fail, ok, type Result } from "../../errors.js";
import { runRules, violationToError } from "../../rules/registry.js";
import { islandEntry, TEMPLATE_PAGES_DIR, TEMPLATES_ENTRY } from "../../site-layout.js";
import { bundleAssets, type BuildAssets } from "../bundle/assets.js";
import type { BundleCache } from "../cache/bundle-cache.js";
import { compileTemplates, importTemplateAssets, importTemplates, type Templates } from "../bundle/templates.js";
import { defineStage } from "./define.js";

/** The compiled templates: one module under .site-cache/ that the render threads import. */
export interface CompiledTemplates {
  file: string;
  components: Templates;
  /** The file a person edits for each template of the site (manifest and reports name it). */
  sources: ReadonlyMap<string, string>;
  /** Files the templates refer to (the icon sprite), written to dist/ with the bundles. */
  files: ReadonlyMap<string, Uint8Array>;
}

export interface Bundle {
  assets: BuildAssets;
  templates: CompiledTemplates;
}

/**
 * Stage 4: runtime/ and templates/ -> browser bundles and the compiled templates, both by
 * esbuild, which works in its own process: this stage runs beside content and plan. The island
 * rules run before bundling, the template rules after the templates are imported.
 */
async function bundleStage(input: {
  model: SiteModel;
  locate: ConfigLocator;
  environment: BuildEnvironment;
  templates?: Promise<Result<CompiledTemplates>>;
  bundleCache?: BundleCache;
}): Promise<Result<Bundle>> {
  const { model, locate } = input;
  const located = (violations: ReturnType<typeof runRules>) =>
    violations.map((violation) => violationToError(violation, locate));
  const missing = located(runRules({ config: model, islands: islandsPresent(model) }, "islands"));
  const [templates, assets] = await Promise.all([
    input.templates ?? templatesOf(model),
    missing.length ? null : bundleAssets(model, input.environment, input.bundleCache),
  ]);
  const templateErrors = templates.ok
    ? located(runRules({ config: model, templates: Object.keys(templates.value.components) }, "templates"))
    : templates.errors;
  const errors = [...missing, ...templateErrors, ...(assets && !assets.ok ? assets.errors : [])];
  if (errors.length || !templates.ok || !assets?.ok) return fail(...errors);
  return ok({
    assets: { ...assets.value, files: new Map([...assets.value.files, ...templates.value.files]) },
    templates: templates.value,
  });
}

/** The compiled and imported templates alone (`site check` needs no browser bundles). */
async function templatesOf(
  model: SiteModel,
  compiling = compileTemplates(model.rootDir),
): Promise<Result<CompiledTemplates>> {
  const compiled = await compiling;
  if (!compiled.ok) return compiled;
  const [components, files] = await Promise.all([
    importTemplates(compiled.value.file),
    importTemplateAssets(compiled.value.file),
  ]);
  if (!components.ok) return components;
  if (!files.ok) return files;
  const names = [...new Set([...model.routes.map((route) => route.template), ...Object.keys(components.value)])];
  return ok({
    file: compiled.value.file,
    components: components.value,
    sources: templateSources(model.rootDir, names),
    files: files.value,
  });
}

/** Islands whose entry runtime/islands/{name}.tsx exists. */
export function islandsPresent(model: SiteModel): ReadonlySet<string> {
  return new Set(
    model.routes.flatMap((route) =>
      route.island && existsSync(join(model.rootDir, islandEntry(route.island))) ? [route.island] : [],
    ),
  );
}

/**
 * The file a person edits for each template, so reports can name it: templates/pages/HomePage.tsx
 * for "home", NotFoundPage.tsx for "not-found" (case, dashes and a Page suffix aside), else the entry.
 */
export function templateSources(rootDir: string, templates: readonly string[]): Map<string, string> {
  const key = (name: string) =>
    name
      .replace(/\.tsx$/, "")
      .replace(/Page$/, "")
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "");
  const files = existsSync(join(rootDir, TEMPLATE_PAGES_DIR))
    ? readdirSync(join(rootDir, TEMPLATE_PAGES_DIR)).filter((f) => f.endsWith(".tsx"))
    : [];
  return new Map(
    templates.map((template) => {
      const file = files.find((candidate) => key(candidate) === key(template));
      return [template, file ? `${TEMPLATE_PAGES_DIR}/${file}` : TEMPLATES_ENTRY];
    }),
  );
}

/** Bundling starts from the loaded site; the compiled templates it waits for on the way. */
export const bundle = defineStage({
  name: "bundle",
  offThread: true,
  timed: true,
  needs: ["loaded"],
  after: ["templates"],
  produces: "bundle",
  cache: "the bundle cache (.site-cache/build/bundles/), when the build caches: the browser bundles, by their inputs",
  run: ({ loaded }, context, { templates }) =>
    bundleStage({
      model: loaded.model,
      locate: loaded.locate,
      environment: context.environment,
      templates,
      bundleCache: context.bundleCache,
    }),
});

/** The compiled templates, imported: they are compiled from the start, while the site loads. */
export const templates = defineStage({
  name: "templates",
  offThread: true,
  needs: ["loaded"],
  after: ["compiled"],
  produces: "templates",
  run: ({ loaded }, _, { compiled }) => templatesOf(loaded.model, compiled),
});

/** templates/ compiled into one module from the very start: esbuild works in its own process while the site loads. */
export const compiled = defineStage({
  name: "compiled",
  offThread: true,
  needs: [],
  produces: "compiled",
  run: (_, context) => compileTemplates(context.rootDir),
});
