import type * as z from "zod";
import { siteConfigSchema } from "../../contracts/config/index.js";
import type { SiteError } from "../errors.js";
import type { YamlSource } from "../yaml/read-yaml.js";
import { closest, describeIssue, formatPath } from "../describe-issue.js";

/** A zod issue of the merged config, located in the file its section was written in. */
export function issueToErrors(issue: z.core.$ZodIssue, sourceOf: (section: string) => YamlSource): SiteError[] {
  if (issue.code === "unrecognized_keys" && issue.path.length === 0) {
    return issue.keys.map((key) => {
      const source = sourceOf(key);
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
  return issuesToErrors([issue], sourceOf(String(issue.path[0])), []);
}

/** Zod issues of one file's document; `prefix` is where that document sits in the merged config. */
export function issuesToErrors(issues: z.core.$ZodIssue[], source: YamlSource, prefix: PropertyKey[]): SiteError[] {
  return issues.flatMap((issue): SiteError[] => {
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
    return [
      { code: "config-invalid", file: source.file, ...source.locate(path), path: formatPath(path), message, hint },
    ];
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
    if (!["optional", "default", "nullable", "prefault", "readonly"].includes(def.type) || !def.innerType)
      return current;
    current = def.innerType;
  }
  return current;
}
