import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteJsonSchema } from "../../../cli/config/site-json-schema.js";
import { REPO_ROOT } from "../../helpers/fixture-site.js";

describe("site.schema.json", () => {
  it("is the one the zod schema gives today (run `npx site schema` after changing a schema)", async () => {
    const committed = JSON.parse(await readFile(join(REPO_ROOT, "site.schema.json"), "utf8"));
    expect(committed).toEqual(JSON.parse(JSON.stringify(siteJsonSchema())));
  });

  it("documents fields for editors and accepts site.yaml's include list", () => {
    const schema = siteJsonSchema() as {
      properties: Record<string, { items?: { properties: Record<string, { description?: string }> } }>;
    };
    expect(schema.properties.include).toBeDefined();
    expect(schema.properties.routes!.items!.properties.template!.description).toBe(
      "A component exported by templates/index.tsx",
    );
  });
});
