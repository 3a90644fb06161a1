import { readFile } from "node:fs/promises";
import { CORE_SCHEMA, load } from "js-yaml";
import { resolve } from "node:path";
import { z } from "zod";
import { fail, ok, type Result, type SiteError } from "../errors.js";
import { closest, describeIssue, formatPath } from "./describe-issue.js";
import { crossFieldRules } from "./rules.js";
import { siteConfigSchema, type SiteConfig } from "../../contracts/config/index.js";
import { parseYaml, type YamlSource } from "./yaml-source.js";

export const SITE_FILE = "site.yaml";

/** The validated, frozen site: nothing downstream reads YAML again. */
export type SiteModel = Readonly<SiteConfig> & { readonly rootDir: string };

/** Where each top-level section of the merged config was written, to point errors at it. */
type SectionSources = Map<string, YamlSource>;

const includeSchema = z.array(z.string().regex(/^[\w./-]+\.ya?ml$/, "a YAML file path like config/runtime.yaml"));

/** Read site.yaml and its includes, validate, and report every problem at once with its place. */
export async function loadSite(rootDir: string, read: (path: string) => Promise<string> = (p) => readFile(p, "utf8")): Promise<Result<SiteModel>> {
  return (await quickLoad(rootDir, read)) ?? loadWithPositions(rootDir, read);
}

/**
 * A valid site, the common case, loaded without tracking positions (several times faster for a
 * large site.yaml). Anything wrong returns null and the site is read again with positions.
 */
async function quickLoad(rootDir: string, read: (path: string) => Promise<string>): Promise<Result<SiteModel> | null> {
  try {
    const main = load(await read(resolve(rootDir, SITE_FILE)), { schema: CORE_SCHEMA }) as Record<string, unknown>;
    const includes = includeSchema.parse(main.include ?? []);
    const merged: Record<string, unknown> = { ...main };
    delete merged.include;
    for (const file of includes) {
      for (const [key, value] of Object.entries(load(await read(resolve(rootDir, file)), { schema: CORE_SCHEMA }) as Record<string, unknown>)) {
        if (key in merged) return null;
        merged[key] = value;
      }
    }
    const parsed = siteConfigSchema.safeParse(merged);
    if (!parsed.success || crossFieldRules(parsed.data).length) return null;
    return ok(deepFreeze({ ...parsed.data, rootDir }));
  } catch {
    return null;
  }
}

async function loadWithPositions(rootDir: string, read: (path: string) => Promise<string>): Promise<Result<SiteModel>> {
  const main = await readSource(rootDir, SITE_FILE, read);
  if (!main.ok) return main;
  if (main.value.errors.length) return fail(...main.value.errors);

  const sources: SectionSources = new Map();
  const merged: Record<string, unknown> = {};
  const errors: SiteError[] = [];
  const mainData = (main.value.doc.toJS() ?? {}) as Record<string, unknown>;
  if (typeof mainData !== "object" || Array.isArray(mainData)) {
    return fail({ code: "yaml-shape", file: SITE_FILE, line: 1, column: 1, message: "site.yaml must be a mapping of sections (site:, locales:, routes:, ...)" });
  }

  const includes = includeSchema.safeParse(mainData.include ?? []);
  if (!includes.success) {
    errors.push(...issuesToErrors(includes.error.issues, main.value, ["include"]));
  }
  addSections(mainData, main.value, sources, merged, errors);

  for (const [index, file] of (includes.success ? includes.data : []).entries()) {
    const included = await readSource(rootDir, file, read);
    if (!included.ok) {
      errors.push(...included.errors.map((error) => ({ ...error, ...main.value.locate(["include", index]), file: SITE_FILE, path: `include[${index}]` })));
      continue;
    }
    if (included.value.errors.length) {
      errors.push(...included.value.errors);
      continue;
    }
    addSections((included.value.doc.toJS() ?? {}) as Record<string, unknown>, included.value, sources, merged, errors);
  }
  if (errors.length) return fail(...errors);

  const parsed = siteConfigSchema.safeParse(merged, { reportInput: true });
  if (!parsed.success) {
    return fail(...parsed.error.issues.flatMap((issue) => issueToErrors(issue, sources, main.value)));
  }
  const violations = crossFieldRules(parsed.data).map((violation) => {
    const source = sources.get(String(violation.path[0])) ?? main.value;
    return { code: violation.code, file: source.file, ...source.locate(violation.path), path: formatPath(violation.path), message: violation.message, hint: violation.hint };
  });
  if (violations.length) return fail(...violations);

  return ok(deepFreeze({ ...parsed.data, rootDir }));
}

async function readSource(rootDir: string, file: string, read: (path: string) => Promise<string>): Promise<Result<YamlSource>> {
  try {
    return ok(parseYaml(file, await read(resolve(rootDir, file))));
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

function addSections(data: Record<string, unknown>, source: YamlSource, sources: SectionSources, merged: Record<string, unknown>, errors: SiteError[]) {
  for (const [key, value] of Object.entries(data)) {
    if (key === "include" && source.file === SITE_FILE) continue;
    const earlier = sources.get(key);
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
    sources.set(key, source);
    merged[key] = value;
  }
}

function issueToErrors(issue: z.core.$ZodIssue, sources: SectionSources, main: YamlSource): SiteError[] {
  if (issue.code === "unrecognized_keys" && issue.path.length === 0) {
    return issue.keys.map((key) => {
      const source = sources.get(key) ?? main;
      const known = Object.keys(siteConfigSchema.shape);
      const match = closest(key, known);
      return {
        code: "config-unknown-field",
        file: source.file,
        ...source.locate([], key),
        path: key,
        message: `unknown section "${key}"`,
        hint: match ? `did you mean "${match}"?` : `sections are: ${known.join(", ")}`,
      };
    });
  }
  const source = sources.get(String(issue.path[0])) ?? main;
  return issuesToErrors([issue], source, []);
}

function issuesToErrors(issues: z.core.$ZodIssue[], source: YamlSource, prefix: PropertyKey[]): SiteError[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === "unrecognized_keys") {
      const known = knownKeysAt(siteConfigSchema, path);
      return issue.keys.map((key) => {
        const match = closest(key, known);
        return {
          code: "config-unknown-field",
          file: source.file,
          ...source.locate(path, key),
          path: formatPath([...path, key]),
          message: `unknown field "${key}"`,
          hint: match ? `did you mean "${match}"?` : known.length ? `fields here are: ${known.join(", ")}` : undefined,
        };
      });
    }
    const { message, hint } = describeIssue(issue);
    return [{ code: "config-invalid", file: source.file, ...source.locate(path), path: formatPath(path), message, hint }];
  });
}

/** The field names the schema accepts at `path`, for "did you mean" hints. */
function knownKeysAt(schema: z.core.$ZodType, path: readonly PropertyKey[]): string[] {
  let current: z.core.$ZodType | undefined = schema;
  for (const segment of path) {
    current = unwrap(current);
    const def = current?._zod.def as unknown as Record<string, unknown> | undefined;
    if (!def) return [];
    if (def.type === "object") current = (def.shape as Record<string, z.core.$ZodType>)[String(segment)];
    else if (def.type === "array") current = def.element as z.core.$ZodType;
    else if (def.type === "record") current = def.valueType as z.core.$ZodType;
    else return [];
  }
  const def = unwrap(current)?._zod.def as unknown as Record<string, unknown> | undefined;
  return def?.type === "object" ? Object.keys(def.shape as object) : [];
}

function unwrap(schema: z.core.$ZodType | undefined): z.core.$ZodType | undefined {
  let current = schema;
  while (current) {
    const def = current._zod.def as unknown as { type: string; innerType?: z.core.$ZodType };
    if (!["optional", "default", "nullable", "prefault", "readonly"].includes(def.type) || !def.innerType) return current;
    current = def.innerType;
  }
  return current;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Where a path of the merged config was written. Used for errors found after loading (a route
 * naming a template that does not exist), so it re-reads the files: errors are rare, loads are not.
 */
export async function locateConfigPath(rootDir: string, path: (string | number)[]): Promise<Pick<SiteError, "file" | "line" | "column" | "path">> {
  const main = await readSource(rootDir, SITE_FILE, (p) => readFile(p, "utf8"));
  if (!main.ok) return { file: SITE_FILE, path: formatPath(path) };
  let source = main.value;
  const section = String(path[0]);
  const data = (main.value.doc.toJS() ?? {}) as Record<string, unknown>;
  if (!(section in data)) {
    for (const file of includeSchema.catch([]).parse(data.include ?? [])) {
      const included = await readSource(rootDir, file, (p) => readFile(p, "utf8"));
      if (included.ok && section in ((included.value.doc.toJS() ?? {}) as object)) source = included.value;
    }
  }
  return { file: source.file, ...source.locate(path), path: formatPath(path) };
}
