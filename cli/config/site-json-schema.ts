import * as z from "zod";
import { siteConfigSchema } from "../../contracts/config/index.js";

/**
 * The JSON Schema of site.yaml and of the files it includes: every section optional (each file
 * holds some of them), plus `include`. Derived from the zod schema, never written by hand.
 */
export function siteJsonSchema(): object {
  const fileSchema = siteConfigSchema.partial().extend({
    include: z.array(z.string()).optional().describe("YAML files whose sections are merged into this one"),
  });
  return { ...z.toJSONSchema(fileSchema, { io: "input", unrepresentable: "any" }), title: "site.yaml" };
}
