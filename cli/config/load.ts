import { readFile } from "node:fs/promises";
import { relative, resolve, sep } from "node:path";
import * as z from "zod";
import { siteConfigSchema, type SiteConfig } from "../../contracts/config/index.js";
import type { ConfigLocator } from "../rules/rule.js";
import { fail, ok, type Result, type SiteError } from "../errors.js";
import { runRules, violationToError } from "../rules/registry.js";
import { SITE_FILE } from "../site-layout.js";
import { readYaml, type YamlSource } from "../yaml/read-yaml.js";
import { deepFreeze, locatorOf } from "./locate.js";
import { issueToErrors, issuesToErrors } from "./schema-errors.js";

/** The validated, frozen site: nothing downstream reads YAML again. */
export type SiteModel = Readonly<SiteConfig> & { readonly rootDir: string };

export type { ConfigLocator } from "../rules/rule.js";

export interface LoadedConfig {
  model: SiteModel;
  /** Points problems found after loading (a route naming a template that does not exist) at their place. */
  locate: ConfigLocator;
  /** What the model was read from: each file's text, and the file each section is written in. */
  inputs: ConfigInputs;
}

export interface ConfigInputs {
  /** site.yaml and its includes, relative to the site root, with their text. */
  files: Record<string, string>;
  sections: Record<string, string>;
}

type Read = (path: string) => Promise<string>;

const includeSchema = z.array(z.string().regex(/^[\w./-]+\.ya?ml$/, "a YAML file path like config/runtime.yaml"));

/** Read site.yaml and its includes, validate, and report every problem at once with its place. */
export async function loadSite(rootDir: string, read?: Read): Promise<Result<SiteModel>> {
  const loaded = await loadConfig(rootDir, read);
  return loaded.ok ? ok(loaded.value.model) : loaded;
}

/** loadSite, keeping the parsed files to locate problems found later. */
export async function loadConfig(
  rootDir: string,
  readText: Read = (p) => readFile(p, "utf8"),
): Promise<Result<LoadedConfig>> {
  const files: Record<string, string> = {};
  const read: Read = async (path) => (files[relativeName(rootDir, path)] = await readText(path));
  const main = await readSource(rootDir, SITE_FILE, read);
  if (!main.ok) return main;
  if (main.value.errors.length) return fail(...main.value.errors);

  const mainData = (main.value.data ?? {}) as Record<string, unknown>;
  if (typeof mainData !== "object" || Array.isArray(mainData)) {
    return fail({
      code: "yaml-shape",
      file: SITE_FILE,
      line: 1,
      column: 1,
      message: "site.yaml must be a mapping of sections (site:, locales:, routes:, ...)",
    });
  }
  const sections = new Map<string, YamlSource>();
  const merged: Record<string, unknown> = {};
  const errors: SiteError[] = [];
  const includes = includeSchema.safeParse(mainData.include ?? []);
  if (!includes.success) errors.push(...issuesToErrors(includes.error.issues, main.value, ["include"]));
  addSections(mainData, main.value, sections, merged, errors);

  for (const [index, file] of (includes.success ? includes.data : []).entries()) {
    const included = await readSource(rootDir, file, read);
    if (!included.ok) {
      errors.push(
        ...included.errors.map((error) => ({
          ...error,
          ...main.value.locate(["include", index]),
          file: SITE_FILE,
          path: `include[${index}]`,
        })),
      );
    } else if (included.value.errors.length) {
      errors.push(...included.value.errors);
    } else {
      addSections((included.value.data ?? {}) as Record<string, unknown>, included.value, sections, merged, errors);
    }
  }
  if (errors.length) return fail(...errors);

  const sourceOf = (section: string) => sections.get(section) ?? main.value;
  const locate = locatorOf(sourceOf);
  const parsed = siteConfigSchema.safeParse(merged, { reportInput: true });
  if (!parsed.success) return fail(...parsed.error.issues.flatMap((issue) => issueToErrors(issue, sourceOf)));
  // The rules that need nothing but the config (locales, themes, routes, links, experiments).
  const violations = runRules({ config: parsed.data }, "config");
  if (violations.length) return fail(...violations.map((violation) => violationToError(violation, locate)));

  const inputs = {
    files,
    sections: Object.fromEntries([...sections].map(([section, source]) => [section, source.file])),
  };
  return ok({ model: deepFreeze({ ...parsed.data, rootDir }), locate, inputs });
}

function relativeName(rootDir: string, path: string): string {
  return relative(rootDir, path).split(sep).join("/");
}

async function readSource(rootDir: string, file: string, read: Read): Promise<Result<YamlSource>> {
  try {
    return ok(readYaml(file, await read(resolve(rootDir, file))));
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    return fail({
      code: missing ? "file-missing" : "file-unreadable",
      file,
      message: missing ? `${file} was not found` : `${file} could not be read: ${(error as Error).message}`,
      hint: missing && file === SITE_FILE ? "run `site` in the folder that holds site.yaml" : undefined,
    });
  }
}

function addSections(
  data: Record<string, unknown>,
  source: YamlSource,
  sections: Map<string, YamlSource>,
  merged: Record<string, unknown>,
  errors: SiteError[],
) {
  for (const [key, value] of Object.entries(data)) {
    if (key === "include" && source.file === SITE_FILE) continue;
    const earlier = sections.get(key);
    if (earlier) {
      errors.push({
        code: "duplicate-section",
        file: source.file,
        ...source.locate([], key),
        path: key,
        message: `the section "${key}" is also defined in ${earlier.file}`,
        hint: "each top-level section may be written in one file only",
      });
      continue;
    }
    sections.set(key, source);
    merged[key] = value;
  }
}
